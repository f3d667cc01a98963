import type { ComponentProps } from 'react';

export interface LazyImageProps extends ComponentProps<'img'> {
  src: string;
  /** The image's own size, so that its box is kept before it loads and nothing below it moves. */
  width: number;
  height: number;
  /** @default '' (decorative: the tile's text names it) */
  alt?: string;
}

/** An image below the fold: fetched as it nears the viewport and decoded off the main thread. */
export function LazyImage({ alt = '', ...props }: LazyImageProps) {
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
