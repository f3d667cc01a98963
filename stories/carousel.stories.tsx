import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, Carousel } from '../ui-kit/src/carousel';

const products = [
  'Galaxy S25 Ultra',
  'iPhone 16 Pro',
  'MacBook Air 13"',
  'Sony WH-1000XM5',
  'LG OLED C4 55"',
  'Canon EOS R50',
  'PlayStation 5 Slim',
  'Dell UltraSharp 27"',
  'Apple Watch Series 10',
  'Google Nest Hub',
];

function ProductTile({ name }: { name: string }) {
  return (
    <article className="flex h-40 w-56 flex-col justify-between rounded-card border border-surface-sunken bg-surface p-4 shadow-card">
      <h3 className="font-semibold text-ink">{name}</h3>
      <a href="#product" className="text-sm font-semibold text-brand-ink underline">
        View {name}
      </a>
    </article>
  );
}

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: {
    'aria-label': 'All Categories',
    children: products.map((name) => <ProductTile key={name} name={name} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductRail: Story = {
  play: async ({ canvas }) => {
    const rail = canvas.getByRole('region', { name: 'All Categories' });
    await expect(rail).toHaveAttribute('aria-roledescription', 'carousel');
    const list = within(rail).getByRole('list', { name: 'All Categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
    const back = canvas.getByRole('button', { name: 'Scroll left' });
    const on = canvas.getByRole('button', { name: 'Scroll right' });
    await waitFor(() => expect(on).toHaveAttribute('aria-disabled', 'false'));
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(on);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toHaveAttribute('aria-disabled', 'false'));
  },
};

export const ScrolledToEnd: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All Categories' });
    const on = canvas.getByRole('button', { name: 'Scroll right' });
    list.scrollTo({ left: list.scrollWidth });
    await waitFor(() => expect(on).toHaveAttribute('aria-disabled', 'true'));
    const scrolled = list.scrollLeft;
    await userEvent.click(on);
    await expect(list.scrollLeft).toBe(scrolled);
    await expect(on).toHaveFocus();
  },
};

export const KeyboardScrolling: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All Categories' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toHaveFocus();
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `View ${products[0]}` })).toHaveFocus();
  },
};

export const FitsWithoutScrolling: Story = {
  args: { children: products.slice(0, 2).map((name) => <ProductTile key={name} name={name} />) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Scroll right' })).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CustomLabels: Story = {
  args: { previousLabel: 'Previous products', nextLabel: 'Next products', 'aria-label': 'Recommended products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recommended products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next products' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All Categories' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

const slides = [
  { title: 'Wearables that keep up', text: 'Smartwatches and fitness bands from R 1 499.', tone: 'bg-brand-800' },
  { title: 'Big-screen TVs', text: 'OLED and QLED, delivered free.', tone: 'bg-gray-900' },
  { title: 'Gadgets for the home', text: 'Smart speakers, plugs and cameras.', tone: 'bg-success-700' },
];

function BannerSlide({ title, text, tone }: (typeof slides)[number]) {
  return (
    <div className={`flex h-56 flex-col items-start justify-center gap-2 p-8 text-white ${tone}`}>
      <h2 className="text-2xl font-bold">{title}</h2>
      <p>{text}</p>
      <a href="#shop" className="mt-2 rounded-md bg-surface px-4 py-2 font-semibold text-ink">
        Shop {title}
      </a>
    </div>
  );
}

const bannerSlides = slides.map((slide) => <BannerSlide key={slide.title} {...slide} />);

export const Banner: StoryObj<typeof BannerCarousel> = {
  render: (args) => <BannerCarousel {...args} />,
  args: { 'aria-label': 'Featured offers', autoPlay: false, children: bannerSlides, onIndexChange: fn() },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Featured offers' });
    await expect(within(banner).getByRole('heading', { name: 'Wearables that keep up' })).toBeVisible();
    // Inactive slides are inert: out of the accessibility tree and the tab order.
    await expect(within(banner).queryByRole('heading', { name: 'Big-screen TVs' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(banner).getByRole('heading', { name: 'Big-screen TVs' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3 of 3' }));
    await expect(within(banner).getByRole('group', { name: '3 of 3' })).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
  },
};

export const BannerRotating: StoryObj<typeof BannerCarousel> = {
  // Driven by the real clock: its pixels differ run to run, so no visual baseline.
  tags: ['no-visual'],
  render: (args) => <BannerCarousel {...args} />,
  args: { 'aria-label': 'Featured offers', intervalMs: 300, children: bannerSlides },
  play: async ({ canvas }) => {
    const dot = (n: number) => canvas.getByRole('button', { name: `Go to slide ${n} of 3` });
    const live = canvas.getByRole('group', { name: '1 of 3' }).parentElement;
    await expect(live).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    // Paused: changes are the shopper's own, so they are announced.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Featured offers' }));
    await expect(live).toHaveAttribute('aria-live', 'polite');
  },
};

export const BannerSingleSlide: StoryObj<typeof BannerCarousel> = {
  render: (args) => <BannerCarousel {...args} />,
  args: { 'aria-label': 'Featured offers', children: bannerSlides[0] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
  },
};

export const BannerMobile: StoryObj<typeof BannerCarousel> = {
  ...Banner,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
