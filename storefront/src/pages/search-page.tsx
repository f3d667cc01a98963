import { Button } from 'ui-kit/button';
import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from 'ui-kit/empty-state';
import { PRODUCTS } from '../catalogue/products';
import { APP_ROUTES } from '../catalogue/routes';
import { normaliseQuery, searchProducts } from '../domain/search';
import { pageTitle, useDocumentTitle } from '../app/document-head';
import { ProductGrid } from '../components/product-grid';

/** `/search?query=`: products matching the query (by the domain's search rules), or a way out. */
export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = normaliseQuery(searchParams.get('query'));
  useDocumentTitle(pageTitle(query === null ? 'Search' : `Search: ${query}`));

  if (query === null) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Search</h1>
        <p className="mt-2 text-ink-muted">Type what you are looking for in the search box above.</p>
      </div>
    );
  }

  const results = searchProducts(PRODUCTS, query);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">Search Results for: &quot;{query}&quot;</h1>
      {results.length > 0 ? (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {results.length === 1 ? '1 product found' : `${results.length} products found`}
          </p>
          <ProductGrid products={results} headingLevel="h2" />
        </>
      ) : (
        <EmptyState
          icon={<SearchX />}
          title={<span className="break-words">No products found for &quot;{query}&quot;</span>}
          text="Try different keywords"
          action={
            <Button asChild>
              <Link to={APP_ROUTES.allCategories}>Browse all products</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
