import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { BadgeVariant } from '../ui-kit/src/badge';
import { ProductCard, type ProductCardProduct } from '../ui-kit/src/product-card';

/** The app's own labels and their tones (a copy of the storefront's `PRODUCT_LABEL_VARIANTS`). */
const LABEL_TONES: Record<string, BadgeVariant> = {
  New: 'brand',
  Sale: 'danger',
  'Best Choice': 'success',
  'Hot Seller': 'accent',
  Bestseller: 'neutral',
};
const toneOf = (label: string | undefined): BadgeVariant | undefined => (label === undefined ? undefined : LABEL_TONES[label]);

const headphones: ProductCardProduct = {
  id: 13,
  name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
  brand: 'Sony',
  description: 'Industry-leading noise cancelling with eight microphones, 30-hour battery and quick charge.',
  price: 6_999_00,
  originalPrice: 8_499_00,
  label: 'Sale',
  image: '/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, product illustration',
};

const phone: ProductCardProduct = {
  id: 9,
  name: 'Google Pixel 8',
  brand: 'Google',
  description: 'Compact Android phone with the Tensor G3 chip and seven years of updates.',
  price: 12_999_00,
  label: 'New',
  image: '/images/products/pixel-8.svg',
  imageAlt: 'Google Pixel 8, product illustration',
};

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    product: headphones,
    fallbackSrc: '/images/fallback.svg',
    onOpen: fn(),
    onWishlistToggle: fn(),
    onAddToCart: fn(),
  },
  // Each story's label in the tone the app gives it, unless the story sets `labelVariant` itself.
  render: (args) => <ProductCard {...args} labelVariant={args.labelVariant ?? toneOf(args.product.label)} />,
  argTypes: {
    labelVariant: { control: 'select', options: ['neutral', 'brand', 'accent', 'success', 'danger', 'info'] },
    variant: { control: 'inline-radio', options: ['grid', 'compact'] },
    density: { control: 'inline-radio', options: ['comfortable', 'compact', 'auto'] },
  },
  decorators: [(Story) => <div className="max-w-72">{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: the old price is struck through, and screen readers hear 'Now R 6 999, Was R 8 499'. */
export const Sale: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: headphones.name });
    await expect(card).toHaveTextContent(/Now R 6 999\s*Was R 8 499/);
    await expect(canvas.getByText('Sale', { exact: true })).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByText('Sale', { exact: true })).toHaveAttribute('data-emphasis', 'solid');
    await expect(canvas.getByRole('img', { name: headphones.imageAlt })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: headphones.name }));
    await expect(args.onOpen).toHaveBeenCalledWith(headphones);
  },
};

export const RegularPrice: Story = {
  args: { product: phone },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: phone.name });
    await expect(card).toHaveTextContent('R 12 999');
    await expect(card).not.toHaveTextContent('Was');
  },
};

function WishlistCard(props: ComponentProps<typeof ProductCard>) {
  const [wishlisted, setWishlisted] = useState(false);
  return (
    <ProductCard
      {...props}
      labelVariant={toneOf(props.product.label)}
      wishlisted={wishlisted}
      onWishlistToggle={(product) => {
        props.onWishlistToggle?.(product);
        setWishlisted(!wishlisted);
      }}
    />
  );
}

/** The heart is a toggle: its pressed state and its name change together. */
export const WishlistToggle: Story = {
  render: (args) => <WishlistCard {...args} />,
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: `Add ${headphones.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).not.toHaveAttribute('data-selected');
    await expect(canvas.getByRole('article')).not.toHaveAttribute('data-wishlisted');
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(headphones);
    const pressed = canvas.getByRole('button', { name: `Remove ${headphones.name} from wishlist` });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toHaveAttribute('data-selected', '');
    await expect(canvas.getByRole('article')).toHaveAttribute('data-wishlisted', '');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Wishlisted: Story = { args: { wishlisted: true } };

export const AddToCart: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(headphones);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Keyboard: the name, Add to Cart and the heart are three separate stops, in reading order. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: headphones.name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Add ${headphones.name} to wishlist` })).toHaveFocus();
  },
};

/**
 * Quick view with a real link, as the storefront's grids use it: a click opens the details in place,
 * while the name is a link to the product's page for new tabs, bookmarks and crawlers.
 */
export const QuickViewWithLink: Story = {
  args: { href: '/product/13' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: headphones.name });
    await expect(link).toHaveAttribute('href', '/product/13');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(headphones);
  },
};

/** Without Add to Cart and wishlist callbacks, as in 'Recommended Products'. */
export const DisplayOnly: Story = {
  args: { onAddToCart: undefined, onWishlistToggle: undefined, product: { ...phone, label: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** One of the first cards a page shows (its first row): the picture loads at once and ahead of others, not lazily. */
export const AboveTheFold: Story = {
  args: { imagePriority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: headphones.imageAlt });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const ImageFailed: Story = {
  args: { product: { ...phone, image: '/images/products/does-not-exist.svg' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Product image not available' })).toHaveAttribute(
        'src',
        '/images/fallback.svg',
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    product: {
      ...headphones,
      label: 'Best Choice',
      name: 'Samsung 65" Neo QLED 4K Smart TV QN90D with Quantum Matrix Technology and Dolby Atmos (2024 model)',
      description:
        'Mini LED backlighting with Quantum Matrix Technology, the NQ4 AI Gen2 processor, anti-glare screen, 144 Hz for gaming, Object Tracking Sound+, and Tizen with SmartThings built in. Includes a solar-powered remote.',
      price: 42_999_50,
      originalPrice: 52_999_00,
    },
  },
};

export const AllLabels: Story = {
  decorators: [(Story) => <div className="max-w-none">{Story()}</div>],
  render: (args) => (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      {(['New', 'Sale', 'Best Choice', 'Hot Seller', 'Bestseller'] as const).map((label, index) => (
        <ProductCard
          key={label}
          {...args}
          labelVariant={toneOf(label)}
          product={{ ...phone, id: index, name: `${phone.name} (${label})`, label }}
        />
      ))}
    </div>
  ),
};

/** A label the app gave no tone: the kit knows no label, so it is drawn in the neutral tone. */
export const LabelWithoutTone: Story = {
  args: { product: { ...phone, label: 'Refurbished' } },
  render: (args) => <ProductCard {...args} />,
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Refurbished');
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
    await expect(badge).toHaveAttribute('data-emphasis', 'solid');
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'compact');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="grid w-[343px] grid-cols-2 gap-3">{Story()}{Story()}</div>],
};

export const MobileCompact: Story = {
  args: { variant: 'compact' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-[343px]">{Story()}</div>],
};

/** Cards laid out side by side on a phone, as the store's grids are, with `density="compact"`. */
export const CompactDensity: Story = {
  args: { density: 'compact' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="max-w-none">{Story()}</div>],
  render: (args) => (
    <ul className="grid w-[343px] grid-cols-2 gap-3">
      {[headphones, phone].map((product) => (
        <li key={product.id} className="flex">
          <ProductCard {...args} labelVariant={toneOf(product.label)} product={product} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first).toHaveAttribute('data-density', 'compact');
    // Side by side: same row, the second to the right of the first.
    const [a, b] = [first!.getBoundingClientRect(), second!.getBoundingClientRect()];
    await expect(Math.round(a.top)).toBe(Math.round(b.top));
    await expect(b.left).toBeGreaterThanOrEqual(a.right);
    // Everything a shopper needs is still there, and nothing spills out of the narrow card.
    for (const card of [first!, second!]) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    await expect(canvas.getByRole('button', { name: 'Add Google Pixel 8 to wishlist' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
    await expect(canvas.getByText('R 12 999')).toBeVisible();
  },
};

/** `density="auto"`: the same card is compact in a narrow column and comfortable in a wide one. */
export const AutoDensity: Story = {
  args: { density: 'auto', product: phone },
  decorators: [(Story) => <div className="max-w-none">{Story()}</div>],
  render: (args) => (
    <div className="flex items-start gap-4">
      <div className="w-40 shrink-0">
        <ProductCard {...args} labelVariant="brand" product={{ ...phone, name: 'Narrow card' }} />
      </div>
      <div className="w-72 shrink-0">
        <ProductCard {...args} labelVariant="brand" product={{ ...phone, name: 'Wide card' }} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const fontSize = (name: string) => getComputedStyle(canvas.getByRole('heading', { name })).fontSize;
    await expect(fontSize('Narrow card')).toBe('14px');
    await expect(fontSize('Wide card')).toBe('16px');
  },
};
