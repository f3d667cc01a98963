import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider, useToast } from '../../ui-kit/src/toast';
import {
  ProductModal,
  ProductModalBuyBox,
  ProductModalClose,
  ProductModalContent,
  ProductModalDescription,
  ProductModalMedia,
  ProductModalRoot,
  ProductModalTitle,
  ProductModalTrigger,
  shareLinks,
  type ProductBuyBoxProduct,
  type ProductModalProps,
} from '../../ui-kit/src/product-modal';

const PRODUCT: ProductBuyBoxProduct = {
  id: 13,
  brand: 'Sony',
  name: 'Sony WH-1000XM5 Headphones',
  description: 'Noise cancelling over-ear headphones with 30 hours of battery.',
  price: 7_999_00,
  originalPrice: 8_999_00,
  label: 'Best Choice',
  image: '/storefront/public/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Headphones, product illustration',
  specs: [{ label: 'Battery', value: 'Up to 30 hours' }],
};
const SHARE_URL = 'https://nexus.example/product/13?ref=team';

type HarnessProps = Partial<ProductModalProps> & { initiallyOpen?: boolean };

/** The storefront's side: a card button that opens the modal, a team counter and a wishlist flag. */
function Harness({ initiallyOpen = false, onJoinTeam, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [members, setMembers] = useState(props.teamMembers ?? 1);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick view
      </button>
      <ProductModal
        product={PRODUCT}
        onAddToCart={() => undefined}
        teamPrice={4_799_40}
        shareUrl={SHARE_URL}
        copyText={async () => undefined}
        {...props}
        open={open}
        onOpenChange={setOpen}
        teamMembers={members}
        onJoinTeam={(product) => {
          setMembers((count) => Math.min(count + 1, 3));
          onJoinTeam?.(product);
        }}
      />
    </>
  );
}

async function openWithKeyboard() {
  await userEvent.keyboard('{Tab}');
  await expect.element(page.getByRole('button', { name: 'Quick view' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('dialog', { name: PRODUCT.name })).toBeVisible();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProductModal', () => {
  it('is a dialog titled by the product name and described by its description', async () => {
    await render(<Harness initiallyOpen />);
    const dialog = page.getByRole('dialog', { name: PRODUCT.name });
    await expect.element(dialog).toHaveAccessibleDescription(PRODUCT.description);
    await expect.element(page.getByRole('heading', { name: PRODUCT.name })).toBeVisible();
    await expect.element(page.getByText('Best Choice')).toBeVisible();
    await expect.element(page.getByText('R 7 999')).toBeVisible();
    expect(page.getByText('R 8 999').element().closest('s')).not.toBeNull();
  });

  it('traps focus, closes on Escape and returns focus to what opened it', async () => {
    await render(<Harness />);
    await openWithKeyboard();
    const dialog = page.getByRole('dialog').element();
    for (let press = 0; press < 12; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Quick view' })).toHaveFocus();
  });

  it('closes from the Close button and returns focus', async () => {
    await render(<Harness />);
    await openWithKeyboard();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Quick view' })).toHaveFocus();
  });

  it('moves between the tabs with the arrow keys and reopens on Individual Purchase every time', async () => {
    await render(<Harness />);
    await openWithKeyboard();
    const individual = page.getByRole('tab', { name: 'Individual Purchase' });
    const team = page.getByRole('tab', { name: 'Team Buy' });
    await expect.element(individual).toHaveAttribute('aria-selected', 'true');

    (individual.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(team).toHaveFocus();
    await expect.element(team).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Team Buy' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(individual).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Individual Purchase' })).toBeVisible();
  });

  it('adds the chosen quantity to the cart, by keyboard', async () => {
    const onAddToCart = vi.fn();
    await render(<Harness initiallyOpen onAddToCart={onAddToCart} />);
    const increase = page.getByRole('button', { name: `Increase quantity of ${PRODUCT.name}` });
    (increase.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledExactlyOnceWith(3, PRODUCT);
  });

  it('toggles the wishlist with its pressed state exposed', async () => {
    const onWishlistToggle = vi.fn();
    const screen = await render(<Harness initiallyOpen wishlisted={false} onWishlistToggle={onWishlistToggle} />);
    const heart = page.getByRole('button', { name: `Add ${PRODUCT.name} to wishlist` });
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onWishlistToggle).toHaveBeenCalledExactlyOnceWith(PRODUCT);
    await screen.rerender(<Harness initiallyOpen wishlisted onWishlistToggle={onWishlistToggle} />);
    await expect
      .element(page.getByRole('button', { name: `Remove ${PRODUCT.name} from wishlist` }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('builds a team to 3, then announces it, stops Join Team and offers the team price', async () => {
    const onJoinTeam = vi.fn();
    const onAddToCartAtTeamPrice = vi.fn();
    await render(
      <Harness
        initiallyOpen
        onJoinTeam={onJoinTeam}
        onAddToCartAtTeamPrice={onAddToCartAtTeamPrice}
        teamCompleteText="Team complete! You got 40% discount!"
      />,
    );
    const box = page.getByRole('dialog').element().querySelector('[data-slot="product-buy-box"]');
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    await expect.element(page.getByText('R 4 799,40')).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Team members' });
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1');
    await expect.element(page.getByText('1 of 3')).toBeVisible();
    expect(page.getByRole('button', { name: 'Add to Cart at team price' }).query()).toBeNull();
    expect(box?.hasAttribute('data-team-complete')).toBe(false);

    const join = page.getByRole('button', { name: 'Join Team' });
    (join.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{Enter}');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '3');
    await expect.element(progress).toHaveAttribute('aria-valuetext', '3 of 3');

    const message = page.getByText('Team complete! You got 40% discount!');
    await expect.element(message).toBeVisible();
    expect(message.element().closest('[role="status"]')).not.toBeNull();
    expect(box?.hasAttribute('data-team-complete')).toBe(true);
    await expect.element(join).toHaveAttribute('aria-disabled', 'true');
    await expect.element(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onJoinTeam).toHaveBeenCalledTimes(2);

    await userEvent.click(page.getByRole('button', { name: 'Add to Cart at team price' }));
    expect(onAddToCartAtTeamPrice).toHaveBeenCalledExactlyOnceWith(PRODUCT);
  });

  it('says only that the team is complete unless the app says what it earns', async () => {
    await render(<Harness initiallyOpen teamMembers={3} />);
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    const status = page.getByText('Team complete!', { exact: true });
    await expect.element(status).toHaveAttribute('role', 'status');
    expect(page.getByRole('dialog').element().textContent).not.toMatch(/%|discount/);
  });

  it('shows the wishlist state on the box and the heart', async () => {
    function Wishlist() {
      const [wishlisted, setWishlisted] = useState(false);
      return <Harness initiallyOpen wishlisted={wishlisted} onWishlistToggle={() => setWishlisted(!wishlisted)} />;
    }
    await render(<Wishlist />);
    const box = page.getByRole('dialog').element().querySelector('[data-slot="product-buy-box"]');
    const heart = page.getByRole('button', { name: `Add ${PRODUCT.name} to wishlist` });
    expect(box?.hasAttribute('data-wishlisted')).toBe(false);
    await expect.element(heart).not.toHaveAttribute('data-selected');
    await userEvent.click(heart);
    await expect
      .element(page.getByRole('button', { name: `Remove ${PRODUCT.name} from wishlist` }))
      .toHaveAttribute('data-selected', '');
    expect(box?.hasAttribute('data-wishlisted')).toBe(true);
  });

  it('shares on Facebook, X and WhatsApp in a new window', async () => {
    await render(<Harness initiallyOpen shareText="Join my team" />);
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    const encoded = encodeURIComponent(SHARE_URL);
    const expected: Record<string, string> = {
      'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      'Share on X': `https://x.com/intent/post?url=${encoded}&text=Join%20my%20team`,
      'Share on WhatsApp': `https://wa.me/?text=${encodeURIComponent(`Join my team ${SHARE_URL}`)}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = page.getByRole('link', { name });
      await expect.element(link).toHaveAttribute('href', href);
      await expect.element(link).toHaveAttribute('target', '_blank');
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect.element(link).toHaveAccessibleDescription('Opens in a new window');
    }
    expect(shareLinks(SHARE_URL, 'Join my team').map((link) => link.network)).toEqual(['Facebook', 'X', 'WhatsApp']);
  });

  it('copies the link through the clipboard by default and announces it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onLinkCopied = vi.fn();
    // No copyText: the modal falls back to the browser clipboard.
    await render(<Harness initiallyOpen onLinkCopied={onLinkCopied} copyText={undefined} />);
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SHARE_URL);
    const message = page.getByText('Link copied to clipboard!');
    await expect.element(message).toBeVisible();
    expect(message.element().getAttribute('role')).toBe('status');
    expect(onLinkCopied).toHaveBeenCalledExactlyOnceWith(SHARE_URL);
    await expect.element(page.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-copied', '');
    expect(page.getByRole('dialog').element().querySelector('[data-slot="product-buy-box"]')?.hasAttribute('data-copied')).toBe(true);
  });

  it('tells the shopper when copying fails', async () => {
    const onLinkCopied = vi.fn();
    await render(
      <Harness initiallyOpen onLinkCopied={onLinkCopied} copyText={() => Promise.reject(new Error('denied'))} />,
    );
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect.element(page.getByText('Could not copy the link. Copy it from the address bar instead.')).toBeVisible();
    expect(onLinkCopied).not.toHaveBeenCalled();
    const box = page.getByRole('dialog').element().querySelector('[data-slot="product-buy-box"]');
    expect(box?.hasAttribute('data-copy-failed')).toBe(true);
    expect(box?.hasAttribute('data-copied')).toBe(false);
  });

  it('tells the shopper to copy by hand where the browser has no clipboard', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await render(<Harness initiallyOpen copyText={undefined} />);
    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect.element(page.getByText('Could not copy the link. Copy it from the address bar instead.')).toBeVisible();
  });

  it('shows the fallback image when the product image fails', async () => {
    await render(
      <Harness
        initiallyOpen
        product={{ ...PRODUCT, image: '/does-not-exist.png' }}
        fallbackSrc="/storefront/public/images/fallback.svg"
      />,
    );
    await expect.element(page.getByRole('img', { name: 'Product image not available' })).toBeVisible();
  });

  it('fills the screen as a sheet below 768px and floats as a panel above', async () => {
    await render(<Harness initiallyOpen />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    let box = dialog.element().getBoundingClientRect();
    expect(box.width).toBeLessThan(window.innerWidth);
    expect(box.top).toBeGreaterThan(0);

    await page.viewport(375, 740);
    await expect.poll(() => dialog.element().getBoundingClientRect().width).toBe(375);
    box = dialog.element().getBoundingClientRect();
    expect(box.top).toBe(0);
    expect(box.height).toBe(740);
    await page.viewport(1024, 768);
  });
});

describe('ProductModal under a toast', () => {
  it('closes on the first Escape even when a toast raised from inside it is the newest layer', async () => {
    function WithToast() {
      const { toast } = useToast();
      return <Harness onAddToCart={() => toast({ title: 'Added to cart', type: 'success' })} />;
    }
    await render(
      <ToastProvider duration={60_000}>
        <WithToast />
      </ToastProvider>,
    );
    await openWithKeyboard();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The dialog hides the rest of the page from the accessibility tree, so look for the toast's text.
    await expect.poll(() => document.querySelector('[data-slot="toast"], li')?.textContent ?? '').toContain('Added to cart');
    await page.getByRole('button', { name: 'Add to Cart' }).element().focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: PRODUCT.name })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Quick view' })).toHaveFocus();
  });
});

describe('ProductModal parts', () => {
  /** A team's own layout: the buy box above the image, a trigger of its own, the dialog's state kept inside. */
  function Composed({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    return (
      <ProductModal.Root onOpenChange={onOpenChange}>
        <ProductModal.Trigger className="quick-view">Quick view</ProductModal.Trigger>
        <ProductModal.Content className="own-panel">
          <ProductModal.Close label="Close quick view" />
          <div className="flex flex-col gap-3 p-5">
            <ProductModal.Title>{PRODUCT.name}</ProductModal.Title>
            <ProductModal.Description>{PRODUCT.description}</ProductModal.Description>
            <ProductModal.BuyBox
              product={PRODUCT}
              onAddToCart={() => undefined}
              teamPrice={4_799_40}
              teamMembers={1}
              onJoinTeam={() => undefined}
              shareUrl={SHARE_URL}
            />
            <ProductModal.Media product={PRODUCT} labelVariant="success" className="h-48" />
          </div>
        </ProductModal.Content>
      </ProductModal.Root>
    );
  }

  it('are the same components as the named exports', () => {
    expect(ProductModal.Root).toBe(ProductModalRoot);
    expect(ProductModal.Trigger).toBe(ProductModalTrigger);
    expect(ProductModal.Content).toBe(ProductModalContent);
    expect(ProductModal.Close).toBe(ProductModalClose);
    expect(ProductModal.Title).toBe(ProductModalTitle);
    expect(ProductModal.Description).toBe(ProductModalDescription);
    expect(ProductModal.Media).toBe(ProductModalMedia);
    expect(ProductModal.BuyBox).toBe(ProductModalBuyBox);
  });

  it('open from their trigger on Individual Purchase, each part marked, and close back to it', async () => {
    const onOpenChange = vi.fn();
    await render(<Composed onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Quick view' });
    await expect.element(trigger).toHaveAttribute('data-slot', 'product-modal-trigger');
    await expect.element(trigger).toHaveAttribute('data-state', 'closed');
    await trigger.click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    const dialog = page.getByRole('dialog', { name: PRODUCT.name });
    await expect.element(dialog).toHaveAccessibleDescription(PRODUCT.description);
    await expect.element(dialog).toHaveAttribute('data-slot', 'product-modal');
    await expect.element(dialog).toHaveClass('own-panel');
    await expect.element(page.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.element();
    for (const slot of ['product-modal-close', 'product-modal-title', 'product-modal-description', 'product-buy-box', 'product-media']) {
      expect(panel.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    // Laid out as the team chose: the buy box before the image.
    const box = panel.querySelector('[data-slot="product-buy-box"]');
    const media = panel.querySelector('[data-slot="product-media"]');
    expect(box && media && box.compareDocumentPosition(media) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect.element(page.getByText('Best Choice')).toHaveAttribute('data-variant', 'success');

    await userEvent.click(page.getByRole('tab', { name: 'Team Buy' }));
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();

    await trigger.click();
    await expect.element(page.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Close quick view' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('traps focus inside the composed panel', async () => {
    await render(<Composed />);
    await page.getByRole('button', { name: 'Quick view' }).click();
    const dialog = page.getByRole('dialog', { name: PRODUCT.name });
    await expect.element(dialog).toBeVisible();
    for (let step = 0; step < 25; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement), `focus after ${step + 1} tabs`).toBe(true);
    }
  });

  it('tells a part used outside ProductModal.Root where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<ProductModal.Content>Lost</ProductModal.Content>)).toThrow(
      'ProductModal.Content must be used inside ProductModal.Root',
    );
  });
});
