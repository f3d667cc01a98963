import '@nexus-za/ui-kit/styles.css';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ProductCard } from '@nexus-za/ui-kit/product-card';
import { SAMPLE_PRODUCTS } from './sample-products';

declare global {
  interface Window {
    __gridRenderMs?: number;
  }
}

const CARDS = Array.from({ length: 1000 }, (_, index) => {
  const base = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length]!;
  return { ...base, id: index + 1, name: `${base.name} #${index + 1}` };
});

const started = performance.now();

function Grid() {
  useLayoutEffect(() => {
    // The frame after commit: layout and paint of the 1 000 cards are included.
    requestAnimationFrame(() => {
      window.__gridRenderMs = performance.now() - started;
    });
  }, []);
  return (
    <main className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4 p-4">
      <h1 className="sr-only">1 000 products</h1>
      {CARDS.map((product) => (
        <ProductCard key={product.id} product={product} onOpen={() => undefined} onAddToCart={() => undefined} />
      ))}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Grid />);
