import { getProduct, SUPER_SALE, type Product } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { LinkTile } from '../../components/link-tile';
import { ProductGrid } from '../../components/product-grid';
import { HomeSection } from './home-section';

const DEALS: readonly Product[] = SUPER_SALE.featuredDealIds.flatMap((id) => {
  const product = getProduct(id);
  return product ? [product] : [];
});

/** Home section 5: five sale tiles to their categories and four featured deals. */
export function SuperSale() {
  return (
    <HomeSection id="super-sale" title={SUPER_SALE.title}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {SUPER_SALE.tiles.map((tile) => (
          <LinkTile key={tile.id} to={tile.href} className="flex h-full flex-col overflow-hidden">
            <LazyImage src={tile.image.src} width={400} height={400} className="aspect-square h-auto w-full bg-surface-muted object-contain p-4" />
            <span className="flex flex-col gap-1 p-3">
              <span className="font-semibold text-ink">{tile.title}</span>
              <span className="text-sm text-danger-700">{tile.text}</span>
            </span>
          </LinkTile>
        ))}
      </ul>
      <h3 className="mt-4 text-xl font-bold">Featured deals</h3>
      <ProductGrid products={DEALS} headingLevel="h3" />
    </HomeSection>
  );
}
