import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

// Each tone soft (a tint under the tone's text colour) and solid (its fill under the text made for it).
// Every fill and text pair keeps at least 4.5:1 contrast (WCAG AA for small text) in both themes
// (tests/unit/theme-contrast.test.ts).
const TONE_CLASSES = {
  neutral: { soft: 'bg-surface-muted text-ink', solid: 'bg-ink text-surface' },
  brand: { soft: 'bg-brand-soft text-brand-ink', solid: 'bg-brand text-on-brand' },
  accent: { soft: 'bg-accent-soft text-accent-ink', solid: 'bg-accent-strong text-white' },
  success: { soft: 'bg-success-soft text-success-ink', solid: 'bg-success text-white' },
  danger: { soft: 'bg-danger-soft text-danger-ink', solid: 'bg-danger text-white' },
  info: { soft: 'bg-info-soft text-info-ink', solid: 'bg-info text-white' },
} as const;

// The transparent border turns into a visible outline in forced-colors mode (Windows High Contrast),
// where backgrounds are dropped; the padding is 1px less to keep the size.
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-pill border border-transparent px-[9px] py-px text-xs font-semibold [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: '',
        brand: '',
        accent: '',
        success: '',
        danger: '',
        info: '',
      },
      emphasis: {
        soft: '',
        solid: '',
      },
    },
    compoundVariants: (Object.keys(TONE_CLASSES) as (keyof typeof TONE_CLASSES)[]).flatMap((variant) =>
      (['soft', 'solid'] as const).map((emphasis) => ({ variant, emphasis, className: TONE_CLASSES[variant][emphasis] })),
    ),
    defaultVariants: { variant: 'neutral', emphasis: 'soft' },
  },
);

/** A badge's tone: what its colour means, never a shop's own word. */
export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
/** 'soft': a pale fill for status text in a page; 'solid': a strong fill that stands out on a photo. */
export type BadgeEmphasis = NonNullable<VariantProps<typeof badgeVariants>['emphasis']>;

export interface BadgeProps extends React.ComponentProps<'span'> {
  /** The tone. Your app maps its own labels to tones (e.g. 'Sale' -> 'danger'). @default 'neutral' */
  variant?: BadgeVariant;
  /** @default 'soft' */
  emphasis?: BadgeEmphasis;
}

/**
 * A short status or merchandising label. Purely presentational: its text is its meaning, so it never
 * relies on colour alone. The kit knows no label of its own; the app picks the tone of each.
 *
 * State attributes: `data-variant` (the tone) and `data-emphasis` on the badge.
 */
export function Badge({ className, variant = 'neutral', emphasis = 'soft', ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      data-emphasis={emphasis}
      className={cn(badgeVariants({ variant, emphasis }), className)}
      {...props}
    />
  );
}
Badge.displayName = 'Badge';
