import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'ui-kit/button';
import { EmptyState } from 'ui-kit/empty-state';
import { getCategory } from '../catalogue/categories';
import { getProduct, type Product } from '../catalogue/products';
import { APP_ROUTES, categoryHref } from '../catalogue/routes';
import { formatRand } from '../domain/money';
import { pageTitle, useDocumentTitle, useMetaDescription } from '../app/document-head';
import { ProductDialog } from '../components/lazy-product-dialog';
import { StartTeamButton } from '../components/team-share';

/** Only plain positive whole numbers are product ids; '1e1', '01' or '1.0' are not links anyone shares. */
function productFromParam(param: string | undefined): Product | undefined {
  return param !== undefined && /^[1-9]\d*$/.test(param) ? getProduct(Number(param)) : undefined;
}

function ProductNotFound() {
  useDocumentTitle(pageTitle('Product not found'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Product not found</h1>
      <EmptyState
        icon={<PackageX />}
        title="We could not find that product"
        text="It may have been removed, or the link may be mistyped."
        action={
          <Button asChild>
            <Link to={APP_ROUTES.allCategories}>Browse all products</Link>
          </Button>
        }
      />
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  useDocumentTitle(pageTitle(product.name));
  useMetaDescription(product.description);
  // A shared link lands straight in the buying options, as a tap on the product card would.
  const [dialogOpen, setDialogOpen] = useState(true);
  const category = getCategory(product.category);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <li>
            <Link to={APP_ROUTES.home} className="text-brand-700 underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={categoryHref(category.slug)} className="text-brand-700 underline-offset-4 hover:underline">
              {category.name}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>
      <article aria-labelledby="product-title" className="grid gap-8 md:grid-cols-2">
        <img
          src={product.image}
          alt={product.imageAlt}
          width={600}
          height={450}
          className="aspect-[4/3] w-full rounded-card bg-surface-muted object-contain p-4"
        />
        <div className="flex flex-col gap-4">
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
          <h1 id="product-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {product.name}
          </h1>
          <p className="text-2xl font-bold text-ink">{formatRand(product.price)}</p>
          <p className="text-ink-muted">{product.description}</p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => setDialogOpen(true)}>
              Buy or team up
            </Button>
            <StartTeamButton productId={product.id} />
          </div>
        </div>
      </article>
      <ProductDialog product={product} open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}

/** `/product/:id`: a product's details at a URL that can be shared. */
export default function ProductPage() {
  const { id } = useParams();
  const product = productFromParam(id);
  return product ? <ProductDetails key={product.id} product={product} /> : <ProductNotFound />;
}
