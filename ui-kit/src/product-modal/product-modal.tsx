import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink, Heart, ImageOff, Link2, X } from 'lucide-react';
import * as React from 'react';
import { Badge, badgeVariantForLabel } from '../badge';
import { Button, buttonVariants } from '../button';
import { formatRand } from '../format';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import type { ProductCardProduct } from '../product-card';
import { QuantityStepper } from '../quantity-stepper';
import { useEscapeFromWithin } from '../lib/use-escape-from-within';
import { useReturnFocus } from '../lib/use-return-focus';

export interface ProductModalSpec {
  label: string;
  value: string;
}

/** The product fields the modal shows: a `ProductCardProduct` plus optional specs. The catalogue's `Product` fits. */
export interface ProductModalProduct extends ProductCardProduct {
  specs?: readonly ProductModalSpec[];
}

export type ProductModalTab = 'individual' | 'team';

export interface ProductModalProps {
  /** Whether the dialog is open. Each time it opens it starts on the Individual Purchase tab. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: ProductModalProduct;
  /** Shown instead of the product image when it fails to load, with alt 'Product image not available'. */
  fallbackSrc?: string;

  /** Adds `quantity` of the product at its normal price. */
  onAddToCart: (quantity: number, product: ProductModalProduct) => void;
  /** Whether the product is on the wishlist; the heart is shown only with `onWishlistToggle`. @default false */
  wishlisted?: boolean;
  onWishlistToggle?: (product: ProductModalProduct) => void;

  /** The price per item once the team is complete, in cents (the storefront's team-price rule decides it). */
  teamPrice: number;
  /** Members in this product's team so far, including the shopper. */
  teamMembers: number;
  /** Members a team needs. @default 3 */
  teamSize?: number;
  /** Adds a member to the team; not called once the team is complete. */
  onJoinTeam: (product: ProductModalProduct) => void;
  /**
   * The team button's text, for an app whose teams are kept elsewhere (e.g. 'Start a team' when the
   * shopper has none yet). @default 'Join Team'
   */
  joinTeamLabel?: string;
  /** Adds the product at the team price; its button shows once the team is complete. */
  onAddToCartAtTeamPrice?: (product: ProductModalProduct) => void;
  /** Announced when the team is complete. @default 'Team complete! You got 40% discount!' */
  teamCompleteText?: string;

  /** The page to share with friends, e.g. the product's URL. */
  shareUrl: string;
  /** Text sent with the link on X and WhatsApp. @default 'Join my team for {product name}' */
  shareText?: string;
  /** Copies text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** Called after the link was copied, e.g. to show a toast as well. */
  onLinkCopied?: (url: string) => void;
  /** Classes for the dialog panel. */
  className?: string;
}

function defaultCopyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
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

const FALLBACK_IMAGE_ALT = 'Product image not available';

function ModalImage({ product, fallbackSrc }: { product: ProductModalProduct; fallbackSrc: string | undefined }) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const failed = failedSrc === product.image;
  if (failed && !fallbackSrc) {
    return (
      <div role="img" aria-label={FALLBACK_IMAGE_ALT} className="flex size-full items-center justify-center text-ink-subtle">
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={failed ? fallbackSrc : product.image}
      alt={failed ? FALLBACK_IMAGE_ALT : product.imageAlt}
      data-fallback={failed ? '' : undefined}
      width={600}
      height={450}
      className="size-full object-contain p-4"
      onError={() => {
        if (!failed) setFailedSrc(product.image);
      }}
    />
  );
}

function Price({ price, was, size }: { price: number; was?: number | undefined; size: 'lg' | 'xl' }) {
  const reduced = was !== undefined && was > price ? was : undefined;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3">
      <span className={cn('font-bold', size === 'xl' ? 'text-3xl' : 'text-2xl', reduced !== undefined && 'text-danger-700')}>
        {reduced !== undefined ? <span className="sr-only">Now </span> : null}
        {formatRand(price)}
      </span>
      {reduced !== undefined ? (
        <s className="text-base text-ink-muted">
          <span className="sr-only">Was </span>
          {formatRand(reduced)}
        </s>
      ) : null}
    </p>
  );
}

const tabTriggerClass =
  'flex-1 cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-ink-muted outline-none transition-colors hover:text-ink focus-visible:ring-3 focus-visible:ring-brand-500 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * A product's details in a dialog, with two ways to buy: Individual Purchase (quantity, Add to Cart,
 * wishlist) and Team Buy (team price, team progress, Join Team, share links). Built on Radix Dialog and
 * Tabs: focus is trapped inside, Escape and the Close button close it, focus returns to whatever opened
 * it, and the arrow keys move between the tabs. Below 768px wide it fills the screen as a sheet.
 *
 * It always opens on Individual Purchase: the panel's content (tab, quantity, copy message) is created
 * afresh each time the dialog opens.
 *
 * State attributes: `data-state="open" | "closed"` on the panel (Radix), `data-state="active" | "inactive"`
 * on each tab, `data-team-complete` on the Team Buy panel once the team is complete.
 */
export function ProductModal({ open, onOpenChange, className, ...props }: ProductModalProps) {
  const returnFocus = useReturnFocus();
  const contentRef = React.useRef<HTMLDivElement>(null);
  useEscapeFromWithin(contentRef, open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-ink/60" />
        <Dialog.Content
          ref={contentRef}
          data-slot="product-modal"
          onOpenAutoFocus={returnFocus.capture}
          onCloseAutoFocus={returnFocus.restore}
          className={cn(
            'fixed inset-0 z-overlay flex flex-col overflow-y-auto bg-white text-ink outline-none',
            'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[90dvh] md:w-[calc(100%-4rem)] md:max-w-4xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card md:shadow-overlay',
            className,
          )}
        >
          <ProductModalBody {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
ProductModal.displayName = 'ProductModal';

type BodyProps = Omit<ProductModalProps, 'open' | 'onOpenChange' | 'className'>;

function ProductModalBody({
  product,
  fallbackSrc,
  onAddToCart,
  wishlisted = false,
  onWishlistToggle,
  teamPrice,
  teamMembers,
  teamSize = 3,
  onJoinTeam,
  joinTeamLabel = 'Join Team',
  onAddToCartAtTeamPrice,
  teamCompleteText = 'Team complete! You got 40% discount!',
  shareUrl,
  shareText,
  copyText = defaultCopyText,
  onLinkCopied,
}: BodyProps) {
  const [quantity, setQuantity] = React.useState(1);
  const [copyState, setCopyState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const progressLabelId = React.useId();
  const newWindowId = React.useId();
  const specsHeadingId = React.useId();
  const shareHeadingId = React.useId();
  const members = Math.min(Math.max(teamMembers, 0), teamSize);
  const teamComplete = members >= teamSize;

  async function copyLink() {
    try {
      await copyText(shareUrl);
      setCopyState('copied');
      onLinkCopied?.(shareUrl);
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <>
      <Dialog.Close asChild>
        <IconButton label="Close" variant="overlay" className="absolute top-3 right-3 z-10">
          <X />
        </IconButton>
      </Dialog.Close>

      <div className="grid flex-1 md:grid-cols-2">
        <div className="relative aspect-[4/3] bg-surface-muted md:aspect-auto md:min-h-full">
          <ModalImage product={product} fallbackSrc={fallbackSrc} />
          {product.label ? (
            <Badge variant={badgeVariantForLabel(product.label)} className="absolute top-3 left-3">
              {product.label}
            </Badge>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-col gap-3 p-5 md:p-6">
          {product.brand ? (
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
          ) : null}
          <Dialog.Title className="pr-10 text-2xl font-bold break-words">{product.name}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">{product.description}</Dialog.Description>

          <Tabs.Root defaultValue={'individual' satisfies ProductModalTab} className="mt-2 flex flex-col gap-4">
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
              <Price price={product.price} was={product.originalPrice} size="xl" />
              <div className="flex flex-wrap items-center gap-3">
                <QuantityStepper value={quantity} onValueChange={setQuantity} itemName={product.name} />
                <Button size="lg" className="flex-1" onClick={() => onAddToCart(quantity, product)}>
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
              {product.specs && product.specs.length > 0 ? (
                <section aria-labelledby={specsHeadingId} className="flex flex-col gap-2">
                  <h3 id={specsHeadingId} className="text-sm font-semibold">
                    Specifications
                  </h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    {product.specs.map((spec) => (
                      <React.Fragment key={spec.label}>
                        <dt className="text-ink-muted">{spec.label}</dt>
                        <dd>{spec.value}</dd>
                      </React.Fragment>
                    ))}
                  </dl>
                </section>
              ) : null}
            </Tabs.Content>

            <Tabs.Content
              value={'team' satisfies ProductModalTab}
              data-team-complete={teamComplete ? '' : undefined}
              className="flex flex-col gap-4 outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
            >
              <div className="flex flex-col gap-1">
                <p className="text-sm font-semibold text-ink-muted">Team price</p>
                <Price price={teamPrice} was={product.price} size="xl" />
                <p className="text-sm text-ink-muted">
                  Team up with {teamSize - 1} others: once {teamSize} people have joined, everyone pays the team price.
                </p>
              </div>

              <div className="flex flex-col gap-2">
                <div className="flex items-center justify-between text-sm">
                  <span id={progressLabelId} className="font-semibold">
                    Team members
                  </span>
                  <span aria-hidden="true">
                    {members} of {teamSize}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={progressLabelId}
                  aria-valuemin={0}
                  aria-valuemax={teamSize}
                  aria-valuenow={members}
                  aria-valuetext={`${members} of ${teamSize}`}
                  className="h-3 overflow-hidden rounded-pill bg-surface-sunken"
                >
                  <div
                    className={cn('h-full rounded-pill transition-[width] motion-reduce:transition-none', teamComplete ? 'bg-success-600' : 'bg-brand-600')}
                    style={{ width: `${(members / teamSize) * 100}%` }}
                  />
                </div>
              </div>

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
                <h3 id={shareHeadingId} className="text-sm font-semibold">
                  Invite friends to your team
                </h3>
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
                    <Button variant="outline" size="sm" onClick={() => void copyLink()}>
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
        </div>
      </div>
    </>
  );
}
