import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from '../ui-kit/src/icons';
import { Heart, ShoppingCart, Star, type IconComponent } from '../ui-kit/src/icons';

const ALL = Object.entries(icons).filter((entry): entry is [string, IconComponent] => /^[A-Z]/.test(entry[0]) && typeof entry[1] === 'function');

const meta = {
  title: 'Primitives/Icons',
  parameters: {
    docs: {
      description: {
        component:
          "The kit's icons (`@nexus-za/ui-kit/icons`): lucide's shapes, drawn by the kit's `createIcon` without lucide's runtime. 24 × 24, `stroke=\"currentColor\"`, decorative (`aria-hidden`) unless labelled; size them with `size` or a class, colour them with the text colour.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon the kit draws, by name. */
export const All: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-3 p-4 text-ink sm:grid-cols-7">
      {ALL.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs">
          <Icon />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(ALL.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sized by a class or `size`, coloured by the text colour, thinner with `strokeWidth`, labelled with `aria-label` and `role`. */
export const Options: Story = {
  render: () => (
    <div className="flex items-center gap-4 p-4 text-ink">
      <ShoppingCart className="size-4" />
      <ShoppingCart size={32} />
      <Heart className="fill-danger text-danger-ink" />
      <Star strokeWidth={1.5} className="fill-accent text-accent-strong" />
      <Heart role="img" aria-label="Saved" className="text-brand" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Saved' })).not.toHaveAttribute('aria-hidden');
  },
};
