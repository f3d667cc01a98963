// A module of a CommonJS consumer ("type": "commonjs" next to it): under nodenext its imports compile
// to `require` and resolve through the `require` condition to the kit's `.d.cts` types.
import { formatRand } from '@nexus-za/ui-kit/format';
import type { ProductCardProps } from '@nexus-za/ui-kit/product-card';
import nexusPreset from '@nexus-za/ui-kit/tailwind-preset';

export const price: string = formatRand(1_149_950);
export const md: string = nexusPreset.theme.screens.md;
export const variant: ProductCardProps['variant'] = 'compact';

// @ts-expect-error -- money is integer cents, never a price string
formatRand('R 11 499,50');
