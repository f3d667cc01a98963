'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { ExternalLink, Heart, Link2 } from 'lucide-react';
import * as React from 'react';
import { Badge, type BadgeVariant } from '../badge';
import { Button, buttonVariants } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { Price } from '../price';
import { ProductImage } from '../product-image';
import type { ProductCardProduct } from '../product-card';
import { QuantityStepper } from '../quantity-stepper';
import { StockStatus, type StockStatusState } from '../stock-status';
import { TeamProgress } from '../team-progress';
import { useCopyToClipboard } from '../use-copy-to-clipboard';

export interface ProductModalSpec {
  label: string;
  value: string;
}

/** The product fields the modal shows: a `ProductCardProduct` plus optional specs. The catalogue's `Product` fits. */
export interface ProductModalProduct extends ProductCardProduct {
  specs?: readonly ProductModalSpec[];
}

export type ProductModalTab = 'individual' | 'team';

export interface ProductBuyBoxProps {
  product: ProductModalProduct;

  /** Adds `quantity` of the product at its normal price. */
  onAddToCart: (quantity: number, product: ProductModalProduct) => void;
  /**
   * The quantity Add to Cart adds; leave undefined to let the box keep its own (it starts at 1 each
   * time it mounts). Give it, with `onQuantityChange`, when another control adds the same quantity,
   * e.g. a sticky Add to Cart bar on a phone.
   */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /**
   * The Add to Cart button, e.g. to watch it with an IntersectionObserver and show a sticky bar once
   * it has scrolled out of view.
   */
  addToCartRef?: React.Ref<HTMLButtonElement>;
  /**
   * What is left, shown under the price (see `StockStatus`), and the most the quantity goes up to.
   * 'out-of-stock' disables Add to Cart; the wishlist heart still works.
   */
  stock?: { state: StockStatusState; label: string; available?: number };
  /** Whether the product is on the wishlist; the heart is shown only with `onWishlistToggle`. @default false */
  wishlisted?: boolean;
  onWishlistToggle?: (product: ProductModalProduct) => void;

  /** The price per item once the team is complete, in cents (the storefront's team-price rule decides it). */
  teamPrice: number;
  /** Members in this product's team so far, including the shopper. */
  teamMembers: number;
  /** Members a team needs. @default 3 */
  teamSize?: number;
  /** Who is in the team so far, as the app shows them (e.g. first names). */
  teamMemberNames?: readonly string[];
  /** When the shopper's team closes; shows the time left (see TeamProgress). */
  teamExpiresAt?: Date | string | number;
  /** The clock for the time left, in epoch milliseconds (stories, tests). @default the browser's clock */
  now?: number;
  /** Adds a member to the team; not called once the team is complete. */
  onJoinTeam: (product: ProductModalProduct) => void;
  /**
   * The team button's text, for an app whose teams are kept elsewhere (e.g. 'Start a team' when the
   * shopper has none yet). @default 'Join Team'
   */
  joinTeamLabel?: string;
  /** Adds the product at the team price; its button shows once the team is complete. */
  onAddToCartAtTeamPrice?: (product: ProductModalProduct) => void;
  /**
   * Announced when the team is complete. Say what the shopper gets by your shop's rule, e.g. 'Team
   * complete! You got 40% discount!'. @default 'Team complete!'
   */
  teamCompleteText?: string;

  /** The page to share with friends, e.g. the product's URL. */
  shareUrl: string;
  /** Text sent with the link on X and WhatsApp. @default 'Join my team for {product name}' */
  shareText?: string;
  /**
   * Copies text to the clipboard (see `useCopyToClipboard`). @default navigator.clipboard.writeText,
   * failing where the browser has no clipboard
   */
  copyText?: (text: string) => Promise<void>;
  /** Called after the link was copied, e.g. to show a toast as well. */
  onLinkCopied?: (url: string) => void;

  /**
   * The level of the box's own headings (Specifications, Invite friends), one below the product name:
   * 'h3' under a dialog's title, 'h2' under a page's h1. @default 'h3'
   */
  headingLevel?: 'h2' | 'h3';
  /**
   * Lists the specifications under Add to Cart. A page that shows them in a section of its own
   * (`ProductSpecs`) turns this off. @default true
   */
  showSpecs?: boolean;
  className?: string;
}

/** Share-intent URLs of each network, built from the page URL and a message. */
export function shareLinks(url: string, text: string): { network: string; href: string }[] {
  const encodedUrl = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedText}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}

export interface ProductMediaProps {
  product: ProductModalProduct;
  /**
   * The tone of the product's label badge (solid, on the image). The kit knows no label; your app
   * maps its labels to tones. @default 'neutral'
   */
  labelVariant?: BadgeVariant;
  /** Shown instead of the product image when it fails to load, with alt 'Product image not available'. */
  fallbackSrc?: string | undefined;
  /** Intrinsic image size in pixels, so the browser reserves the space before it loads. @default 600 */
  imageWidth?: number;
  /** @default 450 */
  imageHeight?: number;
  /**
   * Fetch priority of the image: 'high' where it is the page's largest element (a product page),
   * so the browser fetches it before anything else. @default 'auto'
   */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/**
 * The product's image with its label badge and the fallback image, as the dialog and a product page
 * show it.
 *
 * State attributes: `data-fallback` on the image (and on the box) once the product image failed to
 * load; `data-labelled` on the box when the product has a label.
 */
export function ProductMedia({
  product,
  labelVariant = 'neutral',
  fallbackSrc,
  imageWidth = 600,
  imageHeight = 450,
  fetchPriority = 'auto',
  className,
}: ProductMediaProps) {
  // The box shows the image's state too, keyed by the source that failed (a reused box tries again).
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const failed = failedSrc === product.image;
  return (
    <div
      data-slot="product-media"
      data-fallback={failed ? '' : undefined}
      data-labelled={product.label ? '' : undefined}
      className={cn('relative bg-surface-muted', className)}
    >
      <ProductImage
        src={product.image}
        alt={product.imageAlt}
        fallbackSrc={fallbackSrc}
        onFallback={setFailedSrc}
        width={imageWidth}
        height={imageHeight}
        loading="eager"
        fetchPriority={fetchPriority}
        className="size-full p-4 [&_svg]:size-10"
      />
      {product.label ? (
        <Badge variant={labelVariant} emphasis="solid" className="absolute top-3 left-3">
          {product.label}
        </Badge>
      ) : null}
    </div>
  );
}
ProductMedia.displayName = 'ProductMedia';

export interface ProductSpecsProps {
  specs: readonly ProductModalSpec[];
  /** @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  /** @default 'Specifications' */
  title?: string;
  className?: string;
}

/** A product's specifications as a titled definition list; renders nothing without specs. */
export function ProductSpecs({ specs, headingLevel: Heading = 'h3', title = 'Specifications', className }: ProductSpecsProps) {
  const headingId = React.useId();
  if (specs.length === 0) return null;
  return (
    <section data-slot="product-specs" aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={headingId} className={Heading === 'h2' ? 'text-lg font-bold' : 'text-sm font-semibold'}>
        {title}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {specs.map((spec) => (
          <React.Fragment key={spec.label}>
            <dt className="text-ink-muted">{spec.label}</dt>
            <dd>{spec.value}</dd>
          </React.Fragment>
        ))}
      </dl>
    </section>
  );
}
ProductSpecs.displayName = 'ProductSpecs';

// Sized by their labels (not equal halves) and never wrapped: 'Individual Purchase' stays one line on a phone.
const tabTriggerClass =
  'flex-auto cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted outline-none transition-colors hover:text-ink focus-visible:ring-3 focus-visible:ring-brand-500 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * The two ways to buy a product: Individual Purchase (price, quantity, Add to Cart, wishlist,
 * specifications) and Team Buy (team price, team progress, Join Team, share links), as Radix Tabs
 * (the arrow keys move between them). `ProductModal` shows it in a dialog; a product page shows the
 * same box inline. It starts on Individual Purchase with a quantity of 1 each time it mounts.
 *
 * The kit knows no shop rule: the team price, the team size and what a complete team earns come in
 * as props (`teamPrice`, `teamSize`, `teamCompleteText`).
 *
 * State attributes: `data-stock` (the `stock` state) on the box; `data-state="active" | "inactive"` on each tab; `data-team-complete` on the box
 * and on the Team Buy panel once the team is complete; `data-wishlisted` on the box while the product
 * is on the wishlist, with `data-selected` (and `aria-pressed`) on the heart; `data-copied` on the box
 * and on Copy link after the link was copied, `data-copy-failed` when the browser refused.
 */
export function ProductBuyBox({
  product,
  onAddToCart,
  quantity: quantityProp,
  onQuantityChange,
  addToCartRef,
  stock,
  wishlisted = false,
  onWishlistToggle,
  teamPrice,
  teamMembers,
  teamSize = 3,
  teamMemberNames,
  teamExpiresAt,
  now,
  onJoinTeam,
  joinTeamLabel = 'Join Team',
  onAddToCartAtTeamPrice,
  teamCompleteText = 'Team complete!',
  shareUrl,
  shareText,
  copyText,
  onLinkCopied,
  headingLevel: Heading = 'h3',
  showSpecs = true,
  className,
}: ProductBuyBoxProps) {
  const [quantity, setQuantity] = useControllableState({
    prop: quantityProp,
    defaultProp: 1,
    onChange: onQuantityChange,
    caller: 'ProductBuyBox',
  });
  // Kept until the box is mounted again, so the status stays readable after the copy.
  const clipboard = useCopyToClipboard({ copyText, resetAfterMs: 0 });
  const copyState = clipboard.state;
  const newWindowId = React.useId();
  const shareHeadingId = React.useId();
  const members = Math.min(Math.max(teamMembers, 0), teamSize);
  const teamComplete = members >= teamSize;
  const soldOut = stock?.state === 'out-of-stock';
  const maxQuantity = stock?.available !== undefined && stock.available > 0 ? stock.available : undefined;

  async function copyLink() {
    if (await clipboard.copy(shareUrl)) onLinkCopied?.(shareUrl);
  }

  return (
    <Tabs.Root
      data-slot="product-buy-box"
      data-team-complete={teamComplete ? '' : undefined}
      data-wishlisted={wishlisted ? '' : undefined}
      data-stock={stock?.state}
      data-copied={copyState === 'copied' ? '' : undefined}
      data-copy-failed={copyState === 'failed' ? '' : undefined}
      defaultValue={'individual' satisfies ProductModalTab}
      className={cn('flex flex-col gap-4', className)}
    >
      <Tabs.List aria-label="Ways to buy" className="flex border-b border-surface-sunken">
        <Tabs.Trigger value={'individual' satisfies ProductModalTab} className={tabTriggerClass}>
          Individual Purchase
        </Tabs.Trigger>
        <Tabs.Trigger value={'team' satisfies ProductModalTab} className={tabTriggerClass}>
          Team Buy
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content
        value={'individual' satisfies ProductModalTab}
        className="flex flex-col gap-4 outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
      >
        {/* Price and stock share a row (wrapping when narrow), so both are in a phone's first screen. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <Price size="lg" amount={product.price} was={product.originalPrice} />
          {stock ? <StockStatus state={stock.state} label={stock.label} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={Math.min(quantity, maxQuantity ?? quantity)} onValueChange={setQuantity} itemName={product.name} max={maxQuantity} />
          <Button
            ref={addToCartRef}
            data-slot="product-buy-box-add"
            size="lg"
            className="flex-1"
            disabled={soldOut}
            onClick={() => onAddToCart(Math.min(quantity, maxQuantity ?? quantity), product)}
          >
            Add to Cart
          </Button>
          {onWishlistToggle ? (
            <IconButton
              variant="outline"
              size="lg"
              pressed={wishlisted}
              label={wishlisted ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
              className="data-[state=on]:text-danger-700"
              onClick={() => onWishlistToggle(product)}
            >
              <Heart className={wishlisted ? 'fill-current' : undefined} />
            </IconButton>
          ) : null}
        </div>
        {showSpecs && product.specs ? <ProductSpecs specs={product.specs} headingLevel={Heading} /> : null}
      </Tabs.Content>

      <Tabs.Content
        value={'team' satisfies ProductModalTab}
        data-team-complete={teamComplete ? '' : undefined}
        className="flex flex-col gap-4 outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
      >
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-ink-muted">Team price</p>
          <Price size="lg" amount={teamPrice} was={product.price} />
          <p className="text-sm text-ink-muted">
            Team up with {teamSize - 1} others: once {teamSize} people have joined, everyone pays the team price.
          </p>
        </div>

        <TeamProgress members={members} size={teamSize} memberNames={teamMemberNames} expiresAt={teamExpiresAt} now={now} />

        <p role="status" className="min-h-6 font-semibold text-success-700">
          {teamComplete ? teamCompleteText : null}
        </p>

        <div className="flex flex-wrap gap-3">
          <Button
            variant={teamComplete ? 'outline' : 'primary'}
            size="lg"
            className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={teamComplete}
            onClick={() => {
              if (!teamComplete) onJoinTeam(product);
            }}
          >
            {joinTeamLabel}
          </Button>
          {teamComplete && onAddToCartAtTeamPrice ? (
            <Button variant="accent" size="lg" className="flex-1" onClick={() => onAddToCartAtTeamPrice(product)}>
              Add to Cart at team price
            </Button>
          ) : null}
        </div>

        <section aria-labelledby={shareHeadingId} className="flex flex-col gap-2 border-t border-surface-sunken pt-4">
          <Heading id={shareHeadingId} className="text-sm font-semibold">
            Invite friends to your team
          </Heading>
          <span id={newWindowId} className="sr-only">
            Opens in a new window
          </span>
          <ul className="flex flex-wrap gap-2">
            {shareLinks(shareUrl, shareText ?? `Join my team for ${product.name}`).map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={newWindowId}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <span className="sr-only">Share on </span>
                  {network}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </li>
            ))}
            <li>
              <Button
                variant="outline"
                size="sm"
                data-copied={copyState === 'copied' ? '' : undefined}
                onClick={() => void copyLink()}
              >
                <Link2 aria-hidden="true" className="size-4" />
                Copy link
              </Button>
            </li>
          </ul>
          <p role="status" className={cn('min-h-5 text-sm', copyState === 'failed' ? 'text-danger-700' : 'text-success-700')}>
            {copyState === 'copied'
              ? 'Link copied to clipboard!'
              : copyState === 'failed'
                ? 'Could not copy the link. Copy it from the address bar instead.'
                : null}
          </p>
        </section>
      </Tabs.Content>
    </Tabs.Root>
  );
}
ProductBuyBox.displayName = 'ProductBuyBox';
