import { FEATURED_COLLECTIONS } from '../../../core/catalogue';
import { CoverLinkCard } from './cover-link-card';
import { HomeSection } from './home-section';

const COLLECTION_PICTURE = { width: 600, height: 400, aspect: 'aspect-[3/2]' };

/** Home section 6: four collection cards, each linking to its category. */
export function FeaturedCollections() {
  return (
    <HomeSection id="featured-collections" title="Featured Collections">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURED_COLLECTIONS.map((collection) => (
          <CoverLinkCard key={collection.id} item={collection} picture={COLLECTION_PICTURE} decorative titleClassName="text-lg font-semibold" bodyClassName="flex flex-1 flex-col gap-1 p-4">
            <p className="text-sm text-ink-muted">{collection.description}</p>
            <p className="mt-auto pt-2 text-sm font-semibold text-brand-700">
              {collection.itemCount} {collection.itemCount === 1 ? 'item' : 'items'}
            </p>
          </CoverLinkCard>
        ))}
      </ul>
    </HomeSection>
  );
}
