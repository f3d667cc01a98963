import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { ProductBuyBox, ProductMedia, ProductSpecs, type ProductBuyBoxProduct } from '../ui-kit/src/product-buy-box';
import { ProductModal, type ProductModalProps } from '../ui-kit/src/product-modal';

const HEADPHONES: ProductBuyBoxProduct = {
  id: 13,
  brand: 'Sony',
  name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
  description:
    'Industry-leading noise cancelling over-ear headphones with 30 hours of battery and crystal-clear calls.',
  price: 7_999_00,
  originalPrice: 8_999_00,
  label: 'Best Choice',
  image: '/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, product illustration',
  specs: [
    { label: 'Type', value: 'Over-ear' },
    { label: 'Noise cancelling', value: 'Yes' },
    { label: 'Battery', value: 'Up to 30 hours' },
    { label: 'Connection', value: 'Bluetooth 5.2' },
  ],
};

const AIRPODS: ProductBuyBoxProduct = {
  id: 14,
  brand: 'Apple',
  name: 'Apple AirPods Pro (2nd generation) USB-C',
  description: 'In-ear buds with active noise cancellation, Adaptive Audio and a MagSafe USB-C case.',
  price: 5_499_00,
  image: '/images/products/airpods-pro-2.svg',
  imageAlt: 'Apple AirPods Pro (2nd generation) USB-C, product illustration',
};

/** Plays the store's part: opens from a button, counts team members and keeps the wishlist flag. */
function ModalWithStore(args: ProductModalProps) {
  const [open, setOpen] = useState(args.open);
  const [members, setMembers] = useState(args.teamMembers);
  const [wishlisted, setWishlisted] = useState(args.wishlisted ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View details</Button>
      <ProductModal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        teamMembers={members}
        onJoinTeam={(product) => {
          setMembers((count) => Math.min(count + 1, args.teamSize ?? 3));
          args.onJoinTeam(product);
        }}
        wishlisted={wishlisted}
        onWishlistToggle={(product) => {
          setWishlisted((value) => !value);
          args.onWishlistToggle?.(product);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/ProductModal',
  component: ProductModal,
  render: (args) => <ModalWithStore {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    product: HEADPHONES,
    // The app's tone for its 'Best Choice' label.
    labelVariant: 'success',
    fallbackSrc: '/images/fallback.svg',
    onAddToCart: fn(),
    wishlisted: false,
    onWishlistToggle: fn(),
    teamPrice: 4_799_40,
    teamMembers: 1,
    onJoinTeam: fn(),
    onAddToCartAtTeamPrice: fn(),
    shareUrl: 'https://nexus.example/product/13',
    copyText: fn(async () => undefined),
    onLinkCopied: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: HEADPHONES.name });

export const IndividualPurchase: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByText('R 7 999')).toBeVisible();
    await expect(modal.getByText('R 8 999').tagName).toBe('S');
    await userEvent.click(modal.getByRole('button', { name: `Increase quantity of ${HEADPHONES.name}` }));
    await userEvent.click(modal.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(2, HEADPHONES);
    const heart = modal.getByRole('button', { name: `Add ${HEADPHONES.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(modal.getByRole('button', { name: `Remove ${HEADPHONES.name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoSale: Story = {
  args: { product: AIRPODS, teamPrice: 3_299_40 },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: AIRPODS.name }));
    await expect(modal.getByText('R 5 499')).toBeVisible();
    await expect(modal.queryByText('Specifications')).not.toBeInTheDocument();
  },
};

export const TeamBuy: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await expect(modal.getByText('R 4 799,40')).toBeVisible();
    const progress = modal.getByRole('progressbar', { name: 'Team members' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(progress).toHaveAttribute('aria-valuetext', '1 of 3');
    await userEvent.click(modal.getByRole('button', { name: 'Join Team' }));
    await expect(args.onJoinTeam).toHaveBeenCalledWith(HEADPHONES);
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(modal.getByText('2 of 3')).toBeVisible();
  },
};

/** Teams kept by the app's server: the button starts one, and the app shows its progress elsewhere. */
export const StartATeam: Story = {
  args: { joinTeamLabel: 'Start a team', teamMembers: 1 },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start a team' }));
    await expect(args.onJoinTeam).toHaveBeenCalledWith(HEADPHONES);
    await expect(modal.queryByRole('button', { name: 'Join Team' })).toBeNull();
  },
};

/** The team state from the app's server: who is in, and the time left before the team closes. */
export const TeamFromTheServer: Story = {
  args: {
    teamMembers: 2,
    teamMemberNames: ['Ayanda', 'Pieter'],
    now: Date.UTC(2026, 10, 23, 10, 0),
    teamExpiresAt: new Date(Date.UTC(2026, 10, 23, 10, 0) + (5 * 60 + 12) * 60_000).toISOString(),
  },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await expect(modal.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuetext', '2 of 3');
    await expect(modal.getByRole('list', { name: 'Members' })).toHaveTextContent('AyandaPieter');
    await expect(modal.getByText('5 h 12 min left')).toBeVisible();
  },
};

/** The app says what a complete team earns by its own rule; the kit alone says 'Team complete!'. */
export const TeamComplete: Story = {
  args: { teamMembers: 3, teamCompleteText: 'Team complete! You got 40% discount!' },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await expect(modal.getByText('Team complete! You got 40% discount!')).toHaveAttribute('role', 'status');
    await expect(modal.getByRole('tabpanel').closest('[data-slot="product-buy-box"]')).toHaveAttribute('data-team-complete', '');
    await expect(modal.getByRole('button', { name: 'Join Team' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'Add to Cart at team price' }));
    await expect(args.onAddToCartAtTeamPrice).toHaveBeenCalledWith(HEADPHONES);
  },
};

export const ShareAndCopyLink: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    const facebook = modal.getByRole('link', { name: 'Share on Facebook' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(facebook).toHaveAccessibleDescription('Opens in a new window');
    await expect(facebook.getAttribute('href')).toContain(encodeURIComponent('https://nexus.example/product/13'));
    await expect(modal.getByRole('link', { name: 'Share on X' })).toHaveAttribute('target', '_blank');
    await expect(modal.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('target', '_blank');
    await userEvent.click(modal.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith('https://nexus.example/product/13');
    await expect(await modal.findByText('Link copied to clipboard!')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-copied', '');
    await expect(args.onLinkCopied).toHaveBeenCalledWith('https://nexus.example/product/13');
  },
};

/** However it was left, the modal opens on Individual Purchase again. */
export const ReopensOnIndividualTab: Story = {
  play: async ({ canvas }) => {
    let modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await expect(modal.getByRole('tab', { name: 'Team Buy' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    modal = within(await dialog());
    await expect(modal.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongName: Story = {
  args: {
    product: {
      ...HEADPHONES,
      name: 'Sony WH-1000XM5 Wireless Industry-Leading Noise Cancelling Over-Ear Bluetooth Headphones with Auto NC Optimiser, Midnight Blue, Limited Edition',
    },
  },
};

export const ImageFails: Story = {
  args: { product: { ...AIRPODS, image: '/images/products/does-not-exist.svg' } },
  play: async () => {
    await expect(await screen.findByRole('img', { name: 'Product image not available' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View details' });
    await userEvent.click(trigger);
    await expect(await dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const modal = await dialog();
    await expect(modal).toBeVisible();
    // Each tab's label stays on one line at 375px: no wrap, nothing cut.
    for (const tab of within(modal).getAllByRole('tab')) {
      const lineHeight = Number.parseFloat(getComputedStyle(tab).lineHeight);
      const label = document.createRange();
      label.selectNodeContents(tab);
      await expect(label.getClientRects()).toHaveLength(1);
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight);
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
  },
};

/**
 * The dialog's parts inline, as a product page lays them out: `ProductMedia`, the page's own h1,
 * `ProductBuyBox` with h2 headings and the specifications in a section of their own (`ProductSpecs`).
 * The same box, so the page and the quick view never drift apart.
 */
export const InlineOnAPage: Story = {
  render: (args) => (
    <article aria-labelledby="inline-title" className="mx-auto grid max-w-5xl gap-8 p-6 md:grid-cols-2">
      <ProductMedia
        product={args.product}
        labelVariant={args.labelVariant}
        fallbackSrc={args.fallbackSrc}
        fetchPriority="high"
        className="aspect-[4/3] rounded-card"
      />
      <div className="flex flex-col gap-4">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{args.product.brand}</p>
        <h1 id="inline-title" className="text-3xl font-bold">
          {args.product.name}
        </h1>
        <ProductBuyBox {...args} headingLevel="h2" showSpecs={false} />
        <ProductSpecs specs={args.product.specs ?? []} headingLevel="h2" />
      </div>
    </article>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: HEADPHONES.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: HEADPHONES.imageAlt })).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    await expect(canvas.getAllByText('Specifications')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1, HEADPHONES);
    await userEvent.click(canvas.getByRole('tab', { name: 'Team Buy' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invite friends to your team' })).toBeVisible();
  },
};

/**
 * A layout of a team's own from the parts, Radix style: its own trigger, the dialog's open state kept
 * inside `ProductModal.Root`, the name and the buy box first and a smaller image under them. Focus,
 * Escape and the fresh Individual Purchase tab come with the parts.
 */
export const ComposedFromParts: Story = {
  render: (args) => (
    <ProductModal.Root>
      <ProductModal.Trigger asChild>
        <Button variant="outline">Quick view</Button>
      </ProductModal.Trigger>
      <ProductModal.Content className="md:max-w-xl!">
        <ProductModal.Close />
        <div className="flex flex-col gap-3 p-5 md:p-6">
          <ProductModal.Title>{args.product.name}</ProductModal.Title>
          <ProductModal.Description>{args.product.description}</ProductModal.Description>
          <ProductModal.BuyBox {...args} showSpecs={false} />
          <ProductModal.Media
            product={args.product}
            labelVariant={args.labelVariant}
            fallbackSrc={args.fallbackSrc}
            className="h-56 rounded-card md:min-h-0!"
          />
        </div>
      </ProductModal.Content>
    </ProductModal.Root>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Quick view' });
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await userEvent.click(trigger);
    const panel = await dialog();
    const modal = within(panel);
    await expect(panel).toHaveAttribute('data-slot', 'product-modal');
    await expect(modal.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByText('Best Choice')).toHaveAttribute('data-variant', 'success');
    await expect(modal.queryByText('Specifications')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(within(await dialog()).getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
  },
};
