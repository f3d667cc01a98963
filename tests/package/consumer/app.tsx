// A screen of an app that imports the built ui-kit the way another team would. It is type-checked
// against `ui-kit/dist` under two module resolutions by tests/unit/package-consumer.test.ts.
import { useState } from 'react';
import { Button, cn, type ButtonProps } from '@nexus-za/ui-kit';
import { CartSummary, type CartSummaryTotals } from '@nexus-za/ui-kit/cart-summary';
import { ChatWidget } from '@nexus-za/ui-kit/chat-widget';
import { validateScript, type ChatScript } from '@nexus-za/ui-kit/chat-widget/chat-script';
import { CountdownBanner } from '@nexus-za/ui-kit/countdown-banner';
import { NumberField } from '@nexus-za/ui-kit/field';
import { formatRand } from '@nexus-za/ui-kit/format';
import { ProductCard, type ProductCardProduct } from '@nexus-za/ui-kit/product-card';
import { ProductModal } from '@nexus-za/ui-kit/product-modal';
import { SpinWheel, type SpinWheelSegment } from '@nexus-za/ui-kit/spin-wheel';
import { planSpin } from '@nexus-za/ui-kit/spin-wheel/geometry';
import nexusPreset from '@nexus-za/ui-kit/tailwind-preset';
import { ToastProvider, useToast, type ToastType } from '@nexus-za/ui-kit/toast';

const laptop: ProductCardProduct = {
  id: 'laptop-1',
  name: 'Lenovo IdeaPad Slim 3',
  description: '15.6" FHD, Ryzen 5, 16 GB RAM, 512 GB SSD',
  price: 1_149_950,
  originalPrice: 1_299_900,
  label: 'Sale',
  image: '/images/laptop-1.svg',
  imageAlt: 'A silver laptop, open',
};

const totals: CartSummaryTotals = {
  subtotal: 1_149_950,
  shipping: 0,
  vat: 149_993,
  total: 1_149_950,
  vatMode: 'inclusive',
  itemCount: 1,
};

const script: ChatScript = {
  start: 'hello',
  nodes: { hello: { id: 'hello', messages: ['Hi! How can I help?'], end: true } },
  fallback: ['Sorry, I did not catch that.'],
};

const segments: readonly SpinWheelSegment[] = [
  { label: 'Try Again' },
  { label: 'R500', isWin: true },
  { label: 'R1000', isWin: true },
  { label: 'R2000', isWin: true },
];

export const mdScreen: string = nexusPreset.theme.screens.md;
export const scriptProblems: string[] = validateScript(script);
export const firstSpin = planSpin(() => 0.5, segments.length).segmentIndex;

function SaveButton(props: ButtonProps) {
  const { toast } = useToast();
  const type: ToastType = 'success';
  return <Button {...props} onClick={() => toast({ title: 'Saved', type })} />;
}

export function Shop() {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [wheelOpen, setWheelOpen] = useState(false);
  const [spun, setSpun] = useState<number | null>(null);

  return (
    <ToastProvider duration={3000}>
      <CountdownBanner durationMs={29_174_000} code="FLASH30" message="Extra 15% off" now={() => 0} />
      <ProductCard
        product={laptop}
        variant="compact"
        className={cn('max-w-sm', open && 'ring-2')}
        onOpen={() => setOpen(true)}
        onAddToCart={(product) => product.price}
      />
      <ProductModal
        open={open}
        onOpenChange={setOpen}
        product={{ ...laptop, specs: [{ label: 'RAM', value: '16 GB' }] }}
        onAddToCart={(count, product) => count * product.price}
        teamPrice={Math.round(laptop.price * 0.6)}
        teamMembers={2}
        onJoinTeam={() => undefined}
        shareUrl="https://nexus.example/product/laptop-1"
      />
      <NumberField label="Quantity" value={quantity} onValueChange={setQuantity} min={1} integer />
      <CartSummary totals={totals} expectedDelivery={`Total ${formatRand(totals.total)}`}>
        <SaveButton variant="outline">Save cart</SaveButton>
      </CartSummary>
      <SpinWheel
        open={wheelOpen}
        onOpenChange={setWheelOpen}
        segments={segments}
        result={spun}
        onSpinEnd={setSpun}
        random={() => 0.25}
      />
      <ChatWidget script={script} typingDelayMs={0} />
      {/* @ts-expect-error -- `variant` is 'grid' | 'compact': proves the kit's prop types are enforced */}
      <ProductCard product={laptop} variant="huge" />
    </ToastProvider>
  );
}

// @ts-expect-error -- money is integer cents, never a price string
formatRand('R 1 149,50');
