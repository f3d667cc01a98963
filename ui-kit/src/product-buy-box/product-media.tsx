'use client';

import * as React from 'react';
import { Badge, type BadgeVariant } from '../badge';
import { cn } from '../lib/cn';
import { ProductImage } from '../product-image';
import type { ProductCardProduct } from '../product-card';

export interface ProductBuyBoxSpec {
  label: string;
  value: string;
}

/** The product fields the modal shows: a `ProductCardProduct` plus optional specs. The catalogue's `Product` fits. */
export interface ProductBuyBoxProduct extends ProductCardProduct {
  specs?: readonly ProductBuyBoxSpec[];
}

/** @deprecated The buy box's product: use `ProductBuyBoxProduct`. Removed in the next minor version. */
export type ProductModalProduct = ProductBuyBoxProduct;

/** @deprecated A line of the buy box's specs: use `ProductBuyBoxSpec`. Removed in the next minor version. */
export type ProductModalSpec = ProductBuyBoxSpec;

export interface ProductMediaProps {
  product: ProductBuyBoxProduct;
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
  specs: readonly ProductBuyBoxSpec[];
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
