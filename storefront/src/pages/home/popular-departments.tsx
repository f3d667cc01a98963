import { POPULAR_DEPARTMENTS } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { LinkTile } from '../../components/link-tile';
import { HomeSection } from './home-section';

/** Home section 8: department tiles linking to their categories. */
export function PopularDepartments() {
  return (
    <HomeSection id="popular-departments" title="Popular departments">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {POPULAR_DEPARTMENTS.map((department) => (
          <LinkTile
            key={department.category}
            to={department.href}
            padding="sm"
            className="flex h-full flex-col items-center gap-2 text-center font-semibold hover:text-brand-700"
          >
            <LazyImage src={department.image.src} width={400} height={400} className="aspect-square h-auto w-full max-w-32 object-contain" />
            {department.name}
          </LinkTile>
        ))}
      </ul>
    </HomeSection>
  );
}
