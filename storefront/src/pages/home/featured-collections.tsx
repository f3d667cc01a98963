import { FEATURED_COLLECTIONS } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { HomeSection } from './home-section';
import { StretchedLinkCard } from './stretched-link-card';

/** Home section 6: four collection cards, each linking to its category. */
export function FeaturedCollections() {
  return (
    <HomeSection id="featured-collections" title="Featured Collections">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURED_COLLECTIONS.map((collection) => (
          <StretchedLinkCard
            key={collection.id}
            to={collection.href}
            title={collection.title}
            titleClassName="text-lg font-semibold"
            image={<LazyImage src={collection.image.src} width={600} height={400} className="aspect-[3/2] h-auto w-full object-cover" />}
            bodyClassName="flex flex-1 flex-col gap-1 p-4"
          >
            <p className="text-sm text-ink-muted">{collection.description}</p>
            <p className="mt-auto pt-2 text-sm font-semibold text-brand-700">
              {collection.itemCount} {collection.itemCount === 1 ? 'item' : 'items'}
            </p>
          </StretchedLinkCard>
        ))}
      </ul>
    </HomeSection>
  );
}
