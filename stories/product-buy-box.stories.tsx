import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ProductBuyBox,
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxShare,
  ProductBuyBoxStock,
  ProductBuyBoxTabs,
  ProductBuyBoxTeam,
  ProductBuyBoxTeamContent,
  ProductBuyBoxTeamPanel,
  ProductBuyBoxWishlist,
  type ProductBuyBoxStockInfo,
  type ProductBuyBoxProduct,
} from '../ui-kit/src/product-buy-box';

const HEADPHONES: ProductBuyBoxProduct = {
  id: 13,
  brand: 'Sony',
  name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
  description: 'Industry-leading noise cancelling over-ear headphones with 30 hours of battery and crystal-clear calls.',
  price: 7_999_00,
  originalPrice: 8_999_00,
  image: '/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, product illustration',
};

interface PartsArgs {
  product: ProductBuyBoxProduct;
  stock?: ProductBuyBoxStockInfo;
  onAddToCart: (quantity: number, product: ProductBuyBoxProduct) => void;
  onWishlistToggle: (product: ProductBuyBoxProduct) => void;
  onJoinTeam: (product: ProductBuyBoxProduct) => void;
  copyText: (text: string) => Promise<void>;
}

/**
 * A product page's buy box from the parts, with the app's wishlist flag, and a second Add to Cart in
 * a bar of the page's own (as the storefront's sticky bar on a phone): both add the box's quantity.
 */
function ComposedBox({ product, stock, onAddToCart, onWishlistToggle, onJoinTeam, copyText }: PartsArgs) {
  const [wishlisted, setWishlisted] = useState(false);
  return (
    <ProductBuyBoxRoot product={product} stock={stock} headingLevel="h2" className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-bold">{product.name}</h1>
      <ProductBuyBoxTabs>
        <ProductBuyBoxIndividual>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <ProductBuyBoxPrice />
            <ProductBuyBoxStock />
          </div>
          <ProductBuyBoxActions>
            <ProductBuyBoxQuantity />
            <ProductBuyBoxAddToCart onAddToCart={onAddToCart} className="flex-1" />
            <ProductBuyBoxWishlist
              wishlisted={wishlisted}
              onWishlistToggle={(item) => {
                setWishlisted((value) => !value);
                onWishlistToggle(item);
              }}
            />
          </ProductBuyBoxActions>
        </ProductBuyBoxIndividual>
        <ProductBuyBoxTeam teamPrice={4_799_40} teamMembers={1} joinTeamLabel="Start a team" onJoinTeam={onJoinTeam}>
          <ProductBuyBoxShare shareUrl="https://nexus.example/product/13" copyText={copyText} />
        </ProductBuyBoxTeam>
      </ProductBuyBoxTabs>
      <div aria-label="Quick add" role="region" className="flex items-center gap-3 rounded-card border border-surface-sunken p-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-sm font-semibold">{product.name}</p>
          <ProductBuyBoxPrice size="sm" className="flex-nowrap! font-bold" />
        </div>
        <ProductBuyBoxAddToCart size="md" onAddToCart={onAddToCart} className="shrink-0">
          <span>
            Add<span className="sr-only"> {product.name}</span> to Cart
          </span>
        </ProductBuyBoxAddToCart>
      </div>
    </ProductBuyBoxRoot>
  );
}

const meta = {
  title: 'Commerce/ProductBuyBox',
  component: ComposedBox,
  args: {
    product: HEADPHONES,
    stock: { state: 'in-stock', label: 'In stock' },
    onAddToCart: fn(),
    onWishlistToggle: fn(),
    onJoinTeam: fn(),
    copyText: fn(async () => undefined),
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof ComposedBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts composed: the quantity chosen in the box is what both Add to Cart buttons add. */
export const ComposedFromParts: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${HEADPHONES.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(2, HEADPHONES);
    const quickAdd = within(canvas.getByRole('region', { name: 'Quick add' }));
    await userEvent.click(quickAdd.getByRole('button', { name: `Add ${HEADPHONES.name} to Cart` }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(2, HEADPHONES);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${HEADPHONES.name} to wishlist` }));
    await expect(canvas.getByRole('button', { name: `Remove ${HEADPHONES.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Two left: the quantity stops at 2 and neither button adds more. */
export const LowStock: Story = {
  args: { stock: { state: 'low-stock', label: 'Only 2 left', available: 2 } },
  play: async ({ args, canvas }) => {
    const increase = canvas.getByRole('button', { name: `Increase quantity of ${HEADPHONES.name}` });
    await userEvent.click(increase);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: `Add ${HEADPHONES.name} to Cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(2, HEADPHONES);
  },
};

/** Out of stock: every Add to Cart is disabled; the heart still works. */
export const OutOfStock: Story = {
  args: { stock: { state: 'out-of-stock', label: 'Out of stock' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Add ${HEADPHONES.name} to Cart` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Add ${HEADPHONES.name} to wishlist` }));
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(HEADPHONES);
  },
};

/** Team Buy, with the share links and Copy link; its heading is an h2 under the page's h1. */
export const TeamBuy: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Team Buy' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invite friends to your team' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start a team' }));
    await expect(args.onJoinTeam).toHaveBeenCalledWith(HEADPHONES);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied to clipboard!')).toBeVisible();
  },
};

/**
 * The Team Buy content in a component of the app's own, as one loaded on demand would be: an app puts
 * it in a module of its own and `React.lazy`s it (here a promise stands for the fetch).
 * `ProductBuyBoxTeamPanel` renders its children only while the tab is open, so nothing is fetched
 * before then. Take the other parts from `@nexus-za/ui-kit/product-buy-box/parts`, which does not
 * carry the team code.
 */
const TeamContentOnDemand = lazy(async () => ({
  default: ({ onJoinTeam, copyText }: Pick<PartsArgs, 'onJoinTeam' | 'copyText'>) => (
    <ProductBuyBoxTeamContent teamPrice={4_799_40} teamMembers={1} joinTeamLabel="Start a team" onJoinTeam={onJoinTeam}>
      <ProductBuyBoxShare shareUrl="https://nexus.example/product/13" copyText={copyText} />
    </ProductBuyBoxTeamContent>
  ),
}));

/** `ProductBuyBoxTeamPanel` with `ProductBuyBoxTeamContent` loaded on demand: the same panel as Team Buy. */
export const TeamBuyOnDemand: Story = {
  render: (args) => (
    <ProductBuyBoxRoot product={args.product} stock={args.stock} headingLevel="h2" className="mx-auto max-w-md p-6">
      <ProductBuyBoxTabs>
        <ProductBuyBoxIndividual>
          <ProductBuyBoxPrice />
          <ProductBuyBoxAddToCart onAddToCart={args.onAddToCart} />
        </ProductBuyBoxIndividual>
        <ProductBuyBoxTeamPanel>
          <Suspense>
            <TeamContentOnDemand onJoinTeam={args.onJoinTeam} copyText={args.copyText} />
          </Suspense>
        </ProductBuyBoxTeamPanel>
      </ProductBuyBoxTabs>
    </ProductBuyBoxRoot>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const tab = canvas.getByRole('tab', { name: 'Team Buy' });
    // Closed, the panel is there (its tab points at it) and empty.
    await expect(canvasElement.querySelector(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`)?.childElementCount).toBe(0);
    await userEvent.click(tab);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Invite friends to your team' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Team Buy' })).toHaveAttribute('data-slot', 'product-buy-box-team');
    await userEvent.click(canvas.getByRole('button', { name: 'Start a team' }));
    await expect(args.onJoinTeam).toHaveBeenCalledWith(HEADPHONES);
  },
};

/** `<ProductBuyBox ... />`: the same parts in the kit's layout, from one set of props. */
export const AllInOne: Story = {
  render: (args) => (
    <div className="mx-auto max-w-md p-6">
      <ProductBuyBox
        product={{ ...args.product, specs: [{ label: 'Battery', value: 'Up to 30 hours' }] }}
        stock={args.stock}
        onAddToCart={args.onAddToCart}
        onWishlistToggle={args.onWishlistToggle}
        teamPrice={4_799_40}
        teamMembers={1}
        onJoinTeam={args.onJoinTeam}
        shareUrl="https://nexus.example/product/13"
        copyText={args.copyText}
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Specifications' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1, expect.objectContaining({ id: HEADPHONES.id }));
  },
};
