import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';
import { FEATURED_COLLECTIONS } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { HomeSection } from './home-section';

/** Home section 6: four collection cards, each linking to its category. */
export function FeaturedCollections() {
  return (
    <HomeSection id="featured-collections" title="Featured Collections">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURED_COLLECTIONS.map((collection) => (
          <Card asChild key={collection.id} interactive>
            <li className="group relative flex flex-col overflow-hidden">
              <LazyImage src={collection.image.src} width={600} height={400} className="aspect-[3/2] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <h3 className="text-lg font-semibold">
                  {/* The link's hit area covers the card, so the whole card opens the collection. */}
                  <Link
                    to={collection.href}
                    className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 group-hover:underline"
                  >
                    {collection.title}
                  </Link>
                </h3>
                <p className="text-sm text-ink-muted">{collection.description}</p>
                <p className="mt-auto pt-2 text-sm font-semibold text-brand-700">
                  {collection.itemCount} {collection.itemCount === 1 ? 'item' : 'items'}
                </p>
              </div>
            </li>
          </Card>
        ))}
      </ul>
    </HomeSection>
  );
}
