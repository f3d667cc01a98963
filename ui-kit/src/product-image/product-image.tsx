'use client';

import { ImageOff } from '../icons';
import * as React from 'react';
import { cn } from '../lib/cn';

export const FALLBACK_IMAGE_ALT = 'Product image not available';

export interface ProductImageProps extends Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'onError'> {
  src: string;
  /** Describes the image. */
  alt: string;
  /**
   * Shown instead of `src` when it fails to load. Without it, an image-off icon takes the image's
   * place. Either way the image is then named `fallbackAlt`.
   */
  fallbackSrc?: string | undefined;
  /** @default 'Product image not available' */
  fallbackAlt?: string;
  /** Called once when `src` fails to load. */
  onFallback?: (src: string) => void;
}

/**
 * A product photo that never shows a broken image: when its source fails it shows `fallbackSrc`, or
 * an icon, named 'Product image not available'. Loads lazily unless told otherwise.
 * State attributes: `data-fallback` once the source failed.
 */
export function ProductImage({
  src,
  alt,
  fallbackSrc,
  fallbackAlt = FALLBACK_IMAGE_ALT,
  onFallback,
  loading = 'lazy',
  decoding = 'async',
  className,
  ...props
}: ProductImageProps) {
  // Keyed by the source that failed, so an image reused for another product tries its source again.
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const failed = failedSrc === src;

  if (failed && !fallbackSrc) {
    return (
      <div
        data-slot="product-image"
        data-fallback=""
        role="img"
        aria-label={fallbackAlt}
        className={cn('flex items-center justify-center text-ink-subtle', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      data-slot="product-image"
      data-fallback={failed ? '' : undefined}
      src={failed ? fallbackSrc : src}
      alt={failed ? fallbackAlt : alt}
      loading={loading}
      decoding={decoding}
      className={cn('object-contain', className)}
      onError={() => {
        if (failed) return;
        setFailedSrc(src);
        onFallback?.(src);
      }}
      {...props}
    />
  );
}
ProductImage.displayName = 'ProductImage';
