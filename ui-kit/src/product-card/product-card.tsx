'use client';

import { cva } from 'class-variance-authority';
import { Heart } from '../icons';
import * as React from 'react';
import { Badge, type BadgeVariant } from '../badge';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { Price } from '../price';
import { StockStatus, type StockStatusState } from '../stock-status';
import { ProductImage } from '../product-image';

/** The product fields a card shows. The storefront's catalogue `Product` fits this shape. */
export interface ProductCardProduct {
  id: string | number;
  name: string;
  description: string;
  /** Price in integer cents, VAT-inclusive. */
  price: number;
  /** The price before a reduction, in integer cents; shown struck through when present. */
  originalPrice?: number;
  /** A merchandising label shown on the image, e.g. 'Sale'; its tone is the card's `labelVariant`. */
  label?: string;
  /** Image URL. */
  image: string;
  /** Alt text describing the image. */
  imageAlt: string;
  brand?: string;
}

export type ProductCardVariant = 'grid' | 'compact';

export type ProductCardDensity = 'comfortable' | 'compact' | 'auto';

export interface ProductCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  product: ProductCardProduct;
  /** 'grid': image on top, for product grids and carousels; 'compact': image beside the text, for lists. @default 'grid' */
  variant?: ProductCardVariant;
  /**
   * How much room the 'grid' card takes for the same content, e.g. two cards side by side on a phone.
   * 'compact': smaller padding, name and price, a two-line description in small print and a smaller
   * heart. 'auto': compact while the card itself is narrower than 16rem (a container query), so a
   * grid that turns two-column on phones needs no breakpoint of its own. The 'compact' list variant
   * is always compact. @default 'comfortable'
   */
  density?: ProductCardDensity;
  /**
   * The tone of the label badge (a solid badge on the image). The kit knows no label; your app maps
   * its labels to tones, e.g. `labelVariant={product.label === 'Sale' ? 'danger' : 'brand'}`.
   * @default 'neutral'
   */
  labelVariant?: BadgeVariant;
  /** Shown instead of the product image when it fails to load, with alt 'Product image not available'. */
  fallbackSrc?: string;
  /** Intrinsic image size in pixels; reserves the space before the image loads so nothing shifts. @default 400 */
  imageWidth?: number;
  /** @default 300 */
  imageHeight?: number;
  /**
   * The card is among the first a page shows (its first row or two): the image loads at once and
   * ahead of other images instead of lazily. Its picture is often the page's largest paint, which a
   * lazy image delays. Leave it off for cards further down. @default false
   */
  imagePriority?: boolean;
  /**
   * Opens the product's details in place (a quick view). The product name becomes a button and the
   * whole card is clickable; with `href` as well, see there.
   */
  onOpen?: (product: ProductCardProduct) => void;
  /**
   * The product's page. The product name becomes a link stretched over the card. With `onOpen` as
   * well, a plain click (primary button, no modifier key) calls `onOpen` instead of following the
   * link, while Ctrl/Cmd/Shift-click, middle-click, 'Open in new tab', a long press and crawlers
   * still get the page.
   */
  href?: string;
  /** Whether the product is on the wishlist; the heart is shown only with `onWishlistToggle`. @default false */
  wishlisted?: boolean;
  onWishlistToggle?: (product: ProductCardProduct) => void;
  /** Shows an 'Add to Cart' button. */
  onAddToCart?: (product: ProductCardProduct) => void;
  /**
   * What is left of the product, shown under the price (see `StockStatus`). 'out-of-stock' disables
   * Add to Cart; the wishlist heart still works.
   */
  stock?: { state: StockStatusState; label: string };
  /** The heading element for the name, to fit the page's outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const cardVariants = cva(
  'group/card relative flex overflow-hidden rounded-card border border-surface-sunken bg-surface text-ink shadow-card transition-shadow has-[[data-slot=product-card-open]:hover]:shadow-overlay has-[[data-slot=product-card-open]:focus-visible]:ring-3 has-[[data-slot=product-card-open]:focus-visible]:ring-focus',
  {
    variants: {
      variant: {
        grid: 'w-full flex-col',
        compact: 'w-full flex-row items-stretch',
      },
    },
    defaultVariants: { variant: 'grid' },
  },
);

const mediaVariants = cva('relative shrink-0 bg-surface-muted', {
  variants: {
    variant: {
      grid: 'aspect-[4/3] w-full',
      compact: 'm-2 aspect-square w-24 self-start rounded-md sm:w-32',
    },
  },
  defaultVariants: { variant: 'grid' },
});

/**
 * The grid card's parts at each density. 'auto' spells the compact classes out behind the container
 * query, so that Tailwind finds them in the source.
 */
const DENSITY_CLASSES = {
  comfortable: { image: 'p-2', body: 'p-4', heading: 'text-base', description: 'text-sm', price: '', heart: '' },
  compact: {
    image: 'p-1',
    body: 'p-2.5',
    heading: 'text-sm',
    description: 'text-xs',
    price: 'text-base',
    // The heart's size is the IconButton's own `sm` (see below), not classes over its `md`.
    heart: '',
  },
  auto: {
    image: 'p-2 @max-3xs:p-1',
    body: 'p-4 @max-3xs:p-2.5',
    heading: 'text-base @max-3xs:text-sm',
    description: 'text-sm @max-3xs:text-xs',
    price: '@max-3xs:text-base',
    heart: '@max-3xs:size-8 @max-3xs:[&_svg]:size-4',
  },
} as const satisfies Record<ProductCardDensity, Record<string, string>>;

/** A click the browser would follow in the same tab: the primary button, no modifier key, not already handled. */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A product in a grid or list: image, label, name, description, price, wishlist heart and Add to Cart.
 *
 * The name is the one control that opens the details; its hit area is stretched over the card, and
 * the heart and Add to Cart sit above it, so no interactive element is nested in another.
 *
 * State attributes: `data-variant`, `data-density`, `data-wishlisted`, `data-stock` (the `stock` state) on the card; `data-fallback` on the image after
 * it failed to load; `aria-pressed` on the heart.
 */
export function ProductCard({
  product,
  variant = 'grid',
  density = 'comfortable',
  labelVariant = 'neutral',
  fallbackSrc,
  imageWidth = 400,
  imageHeight = 300,
  imagePriority = false,
  onOpen,
  href,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  stock,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ProductCardProps) {
  const soldOut = stock?.state === 'out-of-stock';
  const nameId = React.useId();
  const grid = variant === 'grid';
  const parts = DENSITY_CLASSES[grid ? density : 'compact'];
  const stretched =
    'outline-none after:absolute after:inset-0 after:z-0 after:content-[""] hover:text-brand-ink hover:underline';

  let name: React.ReactNode = product.name;
  if (href) {
    name = (
      <a
        data-slot="product-card-open"
        href={href}
        className={stretched}
        onClick={(event) => {
          if (!onOpen || !isPlainClick(event)) return;
          event.preventDefault();
          onOpen(product);
        }}
      >
        {product.name}
      </a>
    );
  } else if (onOpen) {
    name = (
      <button
        data-slot="product-card-open"
        type="button"
        className={cn(stretched, 'cursor-pointer text-left')}
        onClick={() => onOpen(product)}
      >
        {product.name}
      </button>
    );
  }

  return (
    <article
      data-slot="product-card"
      data-variant={variant}
      data-density={grid ? density : 'compact'}
      data-wishlisted={wishlisted ? '' : undefined}
      data-stock={stock?.state}
      aria-labelledby={nameId}
      className={cn(cardVariants({ variant }), grid && density === 'auto' && '@container', className)}
      {...props}
    >
      <div className={mediaVariants({ variant })}>
        <ProductImage
          src={product.image}
          alt={product.imageAlt}
          fallbackSrc={fallbackSrc}
          width={imageWidth}
          height={imageHeight}
          {...(imagePriority ? { loading: 'eager', fetchPriority: 'high' } : {})}
          className={cn('size-full', grid ? parts.image : 'p-2')}
        />
        {product.label ? (
          <Badge variant={labelVariant} emphasis="solid" className="absolute top-2 left-2">
            {product.label}
          </Badge>
        ) : null}
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', grid ? parts.body : 'p-3 pr-12')}>
        {product.brand ? (
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
        ) : null}
        <Heading id={nameId} className={cn('font-semibold', parts.heading)}>
          {name}
        </Heading>
        <p
          data-slot="product-card-description"
          className={cn('text-ink-muted', grid ? cn('line-clamp-2', parts.description) : 'line-clamp-1 text-sm')}
        >
          {product.description}
        </p>
        <Price
          amount={product.price}
          was={product.originalPrice}
          size={grid && density !== 'compact' ? 'md' : 'sm'}
          className={cn('mt-auto pt-2', grid && parts.price)}
        />
        {stock ? <StockStatus state={stock.state} label={stock.label} className={grid ? 'text-xs! @min-[15rem]:text-sm!' : 'text-xs!'} /> : null}
        {onAddToCart ? (
          <Button
            size={grid ? 'md' : 'sm'}
            className={cn('relative z-10 mt-2', grid && 'w-full')}
            aria-describedby={nameId}
            disabled={soldOut}
            onClick={() => onAddToCart(product)}
          >
            Add to Cart
          </Button>
        ) : null}
      </div>

      {onWishlistToggle ? (
        <IconButton
          variant="overlay"
          size={grid && density !== 'compact' ? 'md' : 'sm'}
          pressed={wishlisted}
          label={wishlisted ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          className={cn('absolute top-2 right-2 z-10 data-[state=on]:text-danger-ink', grid && parts.heart)}
          onClick={() => onWishlistToggle(product)}
        >
          <Heart className={wishlisted ? 'fill-current' : undefined} />
        </IconButton>
      ) : null}
    </article>
  );
}
ProductCard.displayName = 'ProductCard';
