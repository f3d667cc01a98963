import '@nexus-za/ui-kit/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ProductCard } from '@nexus-za/ui-kit/product-card';
import { ProductModal } from '@nexus-za/ui-kit/product-modal';
import { ToastProvider, useToast } from '@nexus-za/ui-kit/toast';
import { SAMPLE_PRODUCTS, type SampleProduct } from './sample-products';

function Page() {
  const [open, setOpen] = useState<SampleProduct | null>(null);
  const { toast } = useToast();
  const addToCart = (product: SampleProduct) => toast({ title: `${product.name} added to cart`, type: 'success' });
  return (
    <main className="p-4">
      <h1 className="text-3xl font-bold">Products</h1>
      <div className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
        {SAMPLE_PRODUCTS.map((product) => (
          <ProductCard key={product.id} product={product} onOpen={() => setOpen(product)} onAddToCart={() => addToCart(product)} />
        ))}
      </div>
      {open && (
        <ProductModal
          open
          onOpenChange={(next) => !next && setOpen(null)}
          product={open}
          onAddToCart={() => addToCart(open)}
          teamPrice={Math.round(open.price * 0.6)}
          teamMembers={1}
          onJoinTeam={() => undefined}
          shareUrl={`${location.origin}/product/${open.id}`}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ToastProvider>
    <Page />
  </ToastProvider>,
);
