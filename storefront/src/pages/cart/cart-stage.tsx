import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@nexus-za/ui-kit/badge';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { CartSummary } from '@nexus-za/ui-kit/cart-summary';
import { QuantityStepper } from '@nexus-za/ui-kit/quantity-stepper';
import { useToast } from '@nexus-za/ui-kit/toast';
import { EmptyCart } from './empty-cart';
import { StageFrame } from './stage-frame';
import { productHref } from '../../../core/catalogue/routes';
import { DELIVERY_PROMISE, expectedDeliveryDate } from '../../../core/domain/delivery';
import { formatRand } from '../../../core/domain/money';
import { lineTotal, VAT_PERCENT } from '../../../core/domain/pricing';
import { maxLineQuantity } from '../../../core/domain/team';
import { StockStatus } from '@nexus-za/ui-kit/stock-status';
import { cartLineShortfall } from '../../../core/domain/stock';
import { stockShown, useStockRefresh } from '../../components/use-product-stock';
import { useCartStore, useCartTotals } from '../../stores/cart-store';
import { useStockById } from '../../stores/stock-store';

export interface CartStageProps {
  /** Moves on to the order information form. */
  onCheckout: () => void;
}

/** The first checkout stage: the lines of the cart, their quantities, and the order summary. */
export function CartStage({ onCheckout }: CartStageProps) {
  const { lines, ...totals } = useCartTotals();
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  const { toast } = useToast();
  // Read once per visit: the promise should not change while the shopper looks at it.
  const [now] = useState(() => new Date());
  const stockById = useStockById();
  useStockRefresh(lines.map((line) => line.product.id));
  /** Units of each product in the cart, team and single lines together, as the payment counts them. */
  const inCart = new Map<number, number>();
  for (const line of lines) inCart.set(line.product.id, (inCart.get(line.product.id) ?? 0) + line.quantity);

  if (lines.length === 0) {
    return (
      <StageFrame title="Your Shopping Cart">
        <EmptyCart text="Find something you like and it will wait for you here." />
      </StageFrame>
    );
  }

  return (
    <StageFrame title="Your Shopping Cart">
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <Card asChild elevation="flat">
          <ul aria-label="Items in your cart" className="flex flex-col divide-y divide-surface-sunken">
            {lines.map(({ product, quantity, team, unitPrice }) => {
              const known = stockById[product.id];
              const otherLines = (inCart.get(product.id) ?? 0) - quantity;
              const shortfall = known ? cartLineShortfall(quantity, Math.max(0, known.available - otherLines)) : null;
              const shown = stockShown(known);
              return (
              <li
                key={`${product.id}-${team ? 'team' : 'single'}`}
                data-short={shortfall ? '' : undefined}
                className="flex flex-wrap items-center gap-4 p-4"
              >
                <img
                  src={product.image}
                  alt={product.imageAlt}
                  width={96}
                  height={96}
                  className="size-24 shrink-0 rounded-md bg-surface-muted object-contain p-1"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link
                    to={productHref(product.id)}
                    className="font-semibold text-ink underline-offset-4 outline-none hover:text-brand-700 hover:underline focus-visible:ring-3 focus-visible:ring-brand-500"
                  >
                    {product.name}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <span>
                      <span className="font-semibold text-ink tabular-nums">{formatRand(unitPrice)}</span> each
                    </span>
                    {team ? <Badge variant="success">Team price</Badge> : null}
                  </p>
                  {shortfall ? (
                    <div role="status" className="flex flex-wrap items-center gap-2 text-sm font-medium text-danger-700">
                      <span>{shortfall.message}</span>
                      {shortfall.available > 0 ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => updateQuantity(product.id, shortfall.available, { team })}
                        >
                          {`Change to ${shortfall.available}`}
                        </Button>
                      ) : null}
                    </div>
                  ) : shown ? (
                    <StockStatus state={shown.state} label={shown.label} />
                  ) : null}
                </div>
                <QuantityStepper
                  value={quantity}
                  max={maxLineQuantity(team)}
                  itemName={product.name}
                  onValueChange={(next) => updateQuantity(product.id, next, { team })}
                />
                <p className="min-w-24 text-right font-bold text-ink tabular-nums">
                  <span className="sr-only">{`${product.name}, line total: `}</span>
                  {formatRand(lineTotal({ unitPrice, quantity }))}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${product.name}`}
                  onClick={() => {
                    remove(product.id, { team });
                    toast({ title: 'Item removed from cart', type: 'info' });
                  }}
                >
                  Remove
                </Button>
              </li>
              );
            })}
          </ul>
        </Card>
        <CartSummary
          totals={totals}
          vatRatePercent={VAT_PERCENT}
          expectedDelivery={`Expected delivery: ${expectedDeliveryDate(now)}. ${DELIVERY_PROMISE}`}
        >
          <Button size="lg" onClick={onCheckout}>
            Proceed to Checkout
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              clear();
              toast({ title: 'Cart cleared successfully', type: 'success' });
            }}
          >
            Clear Cart
          </Button>
        </CartSummary>
      </div>
    </StageFrame>
  );
}
