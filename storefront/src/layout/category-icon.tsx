import { Camera, Gamepad2, Headphones, House, Laptop, Monitor, Smartphone, Tv, Watch, type IconComponent } from '@nexus-za/ui-kit/icons';
import type { CategoryIcon as CategoryIconName } from '../../core/catalogue/categories';

const ICONS: Readonly<Record<CategoryIconName, IconComponent>> = {
  laptop: Laptop,
  smartphone: Smartphone,
  headphones: Headphones,
  tv: Tv,
  camera: Camera,
  gamepad: Gamepad2,
  monitor: Monitor,
  watch: Watch,
  home: House,
};

/** A category's icon; decorative, because the category name always stands beside it. */
export function CategoryIcon({ name, className }: { name: CategoryIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
