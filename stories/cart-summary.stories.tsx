import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { CartSummary } from '../ui-kit/src/cart-summary';

const onCheckout = fn();
const onClear = fn();

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: {
    totals: { itemCount: 2, subtotal: 37_998_00, shipping: 0, vat: 4_956_26, total: 37_998_00, vatMode: 'inclusive' },
    vatRatePercent: 15,
    expectedDelivery: 'Expected delivery: Thursday, May 2',
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prices include VAT (South African law), so VAT is shown as included and not added to the total. */
export const VatIncluded: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(summary).getByText('VAT (15%, included)')).toBeVisible();
    await expect(within(summary).getByText('Free')).toBeVisible();
    await expect(within(summary).getAllByText('R 37 998')).toHaveLength(2);
  },
};

/** A coupon the server accepted: a Discount row under the subtotal; VAT and total are recomputed by the store. */
export const WithDiscount: Story = {
  args: {
    totals: { itemCount: 2, subtotal: 37_998_00, discount: 1_000_00, shipping: 0, vat: 4_825_83, total: 36_998_00, vatMode: 'inclusive' },
    discountLabel: 'Discount (NEXUS-7K2Q9XPL)',
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(summary).getByText('Discount (NEXUS-7K2Q9XPL)')).toBeVisible();
    await expect(within(summary).getByText('−R 1 000')).toBeVisible();
    await expect(within(summary).getByText('R 36 998')).toBeVisible();
  },
};

export const PaidShipping: Story = {
  args: {
    totals: { itemCount: 1, subtotal: 649_00, shipping: 99_00, vat: 84_65, total: 748_00, vatMode: 'inclusive' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('R 99')).toBeVisible();
    await expect(canvas.getByText('R 748')).toBeVisible();
  },
};

/** The spec's original arithmetic: 15% added on top of the subtotal. */
export const VatOnTop: Story = {
  args: {
    totals: { itemCount: 1, subtotal: 649_00, shipping: 99_00, vat: 97_35, total: 845_35, vatMode: 'on-top' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VAT (15%)')).toBeVisible();
    await expect(canvas.getByText('R 845,35')).toBeVisible();
    await expect(canvas.queryByText('All prices include VAT.')).toBeNull();
  },
};

export const EmptyCart: Story = {
  args: {
    totals: { itemCount: 0, subtotal: 0, shipping: 0, vat: 0, total: 0, vatMode: 'inclusive' },
    expectedDelivery: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Free')).toBeNull();
    await expect(canvas.getAllByText('R 0')).toHaveLength(4);
  },
};

export const WithActions: Story = {
  args: { children: undefined },
  render: function Render(args) {
    return (
      <CartSummary {...args}>
        <Button size="lg" onClick={onCheckout}>
          Proceed to Checkout
        </Button>
        <Button variant="outline" onClick={onClear}>
          Clear Cart
        </Button>
      </CartSummary>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
    await expect(onCheckout).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Clear Cart' })).toBeVisible();
  },
};
export const Mobile: Story = {
  ...WithActions,
  play: undefined,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-[343px]">{Story()}</div>],
};
