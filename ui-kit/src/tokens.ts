/**
 * The Nexus design tokens: the one source of the kit's colours, type scale, spacing, radii, shadows
 * and motion. `tailwind-preset` turns them into a Tailwind theme, `tokens.css` into CSS variables, and
 * Storybook's Foundations pages are drawn from them, so a value changed here changes all three.
 * React-free and dependency-free: safe to import from a server, a build script or a Tailwind config.
 */

/**
 * Colour scales. Text colours (`ink`, the 600/700 steps) are chosen for WCAG AA contrast on white,
 * fills (`brand-600`, `danger-700`, …) for AA with white text on them. Storybook's Colour page
 * computes the ratios from these values.
 */
export const colors = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b3ccff',
    500: '#2f6bff',
    600: '#1d4fd8',
    700: '#1a3fad',
    800: '#182f7a',
    900: '#111f4d',
  },
  accent: {
    100: '#fff1d6',
    500: '#f59e0b',
    600: '#b45309',
    700: '#92400e',
  },
  ink: {
    DEFAULT: '#111827',
    muted: '#4b5563',
    subtle: '#6b7280',
  },
  surface: {
    DEFAULT: '#ffffff',
    muted: '#f3f4f6',
    sunken: '#e5e7eb',
  },
  success: { 100: '#dcfce7', 600: '#15803d', 700: '#166534' },
  danger: { 100: '#fee2e2', 600: '#dc2626', 700: '#b91c1c' },
  info: { 100: '#dbeafe', 700: '#1d4ed8' },
} as const;

/** Font size and line height of each step of the type scale (`text-sm`, `text-2xl`). */
export const fontSize = {
  xs: ['0.75rem', { lineHeight: '1rem' }],
  sm: ['0.875rem', { lineHeight: '1.25rem' }],
  base: ['1rem', { lineHeight: '1.5rem' }],
  lg: ['1.125rem', { lineHeight: '1.75rem' }],
  xl: ['1.25rem', { lineHeight: '1.75rem' }],
  '2xl': ['1.5rem', { lineHeight: '2rem' }],
  '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
} as const;

export const fontFamily = {
  sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
} as const;

/**
 * The spacing steps the kit lays out with (`p-4`, `gap-2`): multiples of a 4 px (0.25rem) unit.
 * Tailwind allows any multiple; these are the ones to reach for first.
 */
export const spacing = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

/** Corner radii: `card` for cards and dialogs, `md` for controls, `pill` for badges and round buttons. */
export const borderRadius = {
  sm: '0.25rem',
  md: '0.375rem',
  card: '0.75rem',
  pill: '9999px',
} as const;

/** `card` lifts a card off the page; `overlay` sits under dialogs, menus and toasts. */
export const boxShadow = {
  card: '0 1px 2px rgb(0 0 0 / 0.06), 0 4px 12px rgb(0 0 0 / 0.06)',
  overlay: '0 12px 40px rgb(0 0 0 / 0.25)',
} as const;

/**
 * Motion: `fast` for hover and focus colour changes, `base` for opening and closing, `slow` for
 * slides that move a whole panel. Every animation stops under `prefers-reduced-motion: reduce`.
 */
export const transitionDuration = {
  fast: '150ms',
  base: '200ms',
  slow: '500ms',
} as const;

export const transitionTimingFunction = {
  standard: 'cubic-bezier(0.4, 0, 0.2, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

export const screens = {
  sm: '480px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const;

export const zIndex = {
  header: '40',
  overlay: '50',
  toast: '60',
} as const;

/** Every token group, for tools that walk them all (the CSS variables file, Storybook's Foundations). */
export const tokens = {
  colors,
  fontSize,
  fontFamily,
  spacing,
  borderRadius,
  boxShadow,
  transitionDuration,
  transitionTimingFunction,
  screens,
  zIndex,
} as const;

export type NexusTokens = typeof tokens;

/** The CSS variable name Tailwind v4 gives a token (`--color-brand-600`, `--text-sm`, `--radius-card`). */
const CSS_PREFIX = {
  colors: 'color',
  fontSize: 'text',
  fontFamily: 'font',
  spacing: 'spacing',
  borderRadius: 'radius',
  boxShadow: 'shadow',
  transitionDuration: 'duration',
  transitionTimingFunction: 'ease',
  screens: 'breakpoint',
  zIndex: 'z',
} as const satisfies Record<keyof NexusTokens, string>;

/**
 * The tokens as CSS custom properties, `[name, value]` in a stable order: `--color-ink` for
 * `colors.ink.DEFAULT`, `--color-brand-600`, `--text-sm` and `--text-sm--line-height`.
 */
export function tokenVariables(): [string, string][] {
  const variables: [string, string][] = [];
  for (const [group, prefix] of Object.entries(CSS_PREFIX) as [keyof NexusTokens, string][]) {
    for (const [name, value] of Object.entries(tokens[group])) {
      if (group === 'colors') {
        for (const [step, colour] of Object.entries(value as Record<string, string>)) {
          variables.push([step === 'DEFAULT' ? `--${prefix}-${name}` : `--${prefix}-${name}-${step}`, colour]);
        }
      } else if (group === 'fontSize') {
        const [size, { lineHeight }] = value as readonly [string, { lineHeight: string }];
        variables.push([`--${prefix}-${name}`, size], [`--${prefix}-${name}--line-height`, lineHeight]);
      } else if (group === 'fontFamily') {
        variables.push([`--${prefix}-${name}`, (value as readonly string[]).join(', ')]);
      } else {
        variables.push([`--${prefix}-${name}`, value as string]);
      }
    }
  }
  return variables;
}
