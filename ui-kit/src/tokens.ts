/**
 * The Nexus design tokens: the one source of the kit's colours, type scale, spacing, radii, shadows
 * and motion. `tailwind-preset` turns them into a Tailwind theme, `tokens.css` into CSS variables, and
 * Storybook's Foundations pages are drawn from them, so a value changed here changes all three.
 * React-free and dependency-free: safe to import from a server, a build script or a Tailwind config.
 */

/**
 * The palette: fixed colour scales the colour roles below are picked from. A step is a value, not a
 * meaning: components use the roles (`bg-brand`, `text-danger-ink`), which change with the theme, and
 * an app that wants a fixed colour whatever the theme may use a step (`bg-brand-600`).
 */
export const palette = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b3ccff',
    300: '#93b4ff',
    500: '#2f6bff',
    600: '#1d4fd8',
    700: '#1a3fad',
    800: '#182f7a',
    900: '#111f4d',
  },
  accent: {
    100: '#fff1d6',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#b45309',
    700: '#92400e',
    950: '#3b2a0a',
  },
  success: { 100: '#dcfce7', 400: '#4ade80', 600: '#15803d', 700: '#166534', 950: '#0f2e1b' },
  danger: { 100: '#fee2e2', 400: '#f87171', 600: '#dc2626', 700: '#b91c1c', 800: '#991b1b', 950: '#3b1212' },
  info: { 100: '#dbeafe', 300: '#93c5fd', 700: '#1d4ed8', 950: '#172554' },
  gray: {
    50: '#f9fafb',
    100: '#f3f4f6',
    200: '#e5e7eb',
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
  },
} as const;

const { brand, accent, success, danger, info, gray } = palette;
const white = { DEFAULT: '#ffffff' } as const;

/**
 * The light theme's colour roles: what each colour is FOR. Each role is a CSS variable
 * (`--nx-color-<role>`) and a Tailwind colour (`bg-surface`, `text-brand-ink`), so a theme or an
 * importing team changes a role once and every component follows. The pairs the kit sets text in
 * reach WCAG AA (4.5:1) in both themes (tests/unit/theme-contrast.test.ts):
 *
 * - `surface`, `surface-muted`: backgrounds (page, cards, fields; hover and quiet panels);
 *   `surface-sunken`: borders, dividers and pressed backgrounds.
 * - `ink`, `ink-muted`, `ink-subtle`: text on the surfaces, from strongest to quietest (`ink-subtle`
 *   also draws the edges of fields).
 * - `scrim`: the layer behind a modal dialog. `focus`: focus rings.
 * - `brand`: the brand fill (primary buttons) with `on-brand` text on it; `brand-strong`: its hover and
 *   a heavier fill (banners, headers); `brand-soft`: a brand tint behind text; `brand-ink`: brand text
 *   and links on a surface or on `brand-soft`.
 * - `accent` (fill, `on-accent` text), `accent-strong`, `accent-soft`, `accent-ink`: the same for the
 *   accent (offers, ratings, low stock).
 * - `success`, `danger`, `info`: status fills (white text on them); `-soft` tints and `-ink` text for
 *   each; `danger-strong` is the danger fill's hover.
 */
const light = {
  surface: white.DEFAULT,
  'surface-muted': gray[100],
  'surface-sunken': gray[200],
  ink: gray[900],
  'ink-muted': gray[600],
  'ink-subtle': gray[500],
  scrim: 'rgb(17 24 39 / 0.6)',
  focus: brand[500],
  brand: brand[600],
  'brand-strong': brand[700],
  'brand-soft': brand[100],
  'brand-ink': brand[700],
  'on-brand': white.DEFAULT,
  accent: accent[500],
  'accent-strong': accent[600],
  'accent-soft': accent[100],
  'accent-ink': accent[700],
  'on-accent': gray[900],
  success: success[600],
  'success-soft': success[100],
  'success-ink': success[700],
  danger: danger[700],
  'danger-strong': danger[800],
  'danger-soft': danger[100],
  'danger-ink': danger[700],
  info: info[700],
  'info-soft': info[100],
  'info-ink': info[700],
} as const;

export type ColorRole = keyof typeof light;

/** The dark theme: the same roles on a dark surface (fills keep white text; `-ink` text turns light). */
const dark = {
  surface: gray[900],
  'surface-muted': gray[800],
  'surface-sunken': gray[700],
  ink: gray[50],
  'ink-muted': gray[300],
  'ink-subtle': gray[400],
  scrim: 'rgb(0 0 0 / 0.7)',
  focus: '#60a5fa',
  brand: '#2563eb',
  'brand-strong': brand[600],
  'brand-soft': brand[900],
  'brand-ink': brand[300],
  'on-brand': white.DEFAULT,
  accent: accent[500],
  'accent-strong': accent[600],
  'accent-soft': accent[950],
  'accent-ink': accent[400],
  'on-accent': gray[900],
  success: success[600],
  'success-soft': success[950],
  'success-ink': success[400],
  danger: danger[700],
  'danger-strong': danger[800],
  'danger-soft': danger[950],
  'danger-ink': danger[400],
  info: info[700],
  'info-soft': info[950],
  'info-ink': info[300],
} as const satisfies Record<ColorRole, string>;

/**
 * The colour pairs the kit sets text (or a control's edge) in, with the contrast each must reach in
 * every theme: 4.5:1 for text (WCAG AA), 3:1 for edges and icons. `white` is plain white text on a
 * status fill. A team's theme should keep these pairs passing.
 */
export const COLOR_PAIRS: readonly { text: ColorRole | 'white'; on: ColorRole; min: 3 | 4.5 }[] = [
  { text: 'ink', on: 'surface', min: 4.5 },
  { text: 'ink-muted', on: 'surface', min: 4.5 },
  { text: 'ink-subtle', on: 'surface', min: 4.5 },
  { text: 'ink', on: 'surface-muted', min: 4.5 },
  { text: 'ink-muted', on: 'surface-muted', min: 4.5 },
  { text: 'surface', on: 'ink', min: 4.5 },
  { text: 'focus', on: 'surface', min: 3 },
  { text: 'brand', on: 'surface', min: 3 },
  { text: 'on-brand', on: 'brand', min: 4.5 },
  { text: 'on-brand', on: 'brand-strong', min: 4.5 },
  { text: 'brand-ink', on: 'surface', min: 4.5 },
  { text: 'brand-ink', on: 'brand-soft', min: 4.5 },
  { text: 'on-accent', on: 'accent', min: 4.5 },
  { text: 'white', on: 'accent-strong', min: 4.5 },
  { text: 'accent-ink', on: 'surface', min: 4.5 },
  { text: 'accent-ink', on: 'accent-soft', min: 4.5 },
  { text: 'white', on: 'success', min: 4.5 },
  { text: 'success-ink', on: 'surface', min: 4.5 },
  { text: 'success-ink', on: 'success-soft', min: 4.5 },
  { text: 'white', on: 'danger', min: 4.5 },
  { text: 'white', on: 'danger-strong', min: 4.5 },
  { text: 'danger-ink', on: 'surface', min: 4.5 },
  { text: 'danger-ink', on: 'danger-soft', min: 4.5 },
  { text: 'white', on: 'info', min: 4.5 },
  { text: 'info-ink', on: 'surface', min: 4.5 },
  { text: 'info-ink', on: 'info-soft', min: 4.5 },
];

/** The kit's two themes, role by role. */
export const themes = { light, dark } as const;

export type ThemeName = keyof typeof themes;

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

/** Every token group, for tools that walk them all (the CSS variables, Storybook's Foundations). */
export const tokens = {
  palette,
  themes,
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

/** Every variable's name starts with this, so that the kit's never meet an app's own. */
export const CSS_VARIABLE_PREFIX = '--nx-';

/** The token groups other than colours, and the name each gets in CSS (`--nx-radius-card`). */
const CSS_PREFIX = {
  fontSize: 'text',
  fontFamily: 'font',
  spacing: 'spacing',
  borderRadius: 'radius',
  boxShadow: 'shadow',
  transitionDuration: 'duration',
  transitionTimingFunction: 'ease',
  screens: 'breakpoint',
  zIndex: 'z',
} as const satisfies Record<Exclude<keyof NexusTokens, 'palette' | 'themes'>, string>;

/** `--nx-color-brand` for the role `brand`, `--nx-color-brand-600` for a palette step. */
export function colorVariable(name: string): string {
  return `${CSS_VARIABLE_PREFIX}color-${name}`;
}

/**
 * A theme's colour roles as CSS custom properties, `[name, value]`: what `.dark` (or a team's own
 * theme) sets to change every component's colours.
 */
export function themeVariables(theme: Record<ColorRole, string>): [string, string][] {
  return Object.entries(theme).map(([role, value]) => [colorVariable(role), value]);
}

/**
 * Every token but the roles as CSS custom properties, `[name, value]` in a stable order: the palette
 * (`--nx-color-brand-600`, only with `palette`: the kit's utilities carry its fixed values), the type scale (`--nx-text-sm` and `--nx-text-sm--line-height`), fonts
 * (`--nx-font-sans`), spacing (`--nx-spacing-4`), radii (`--nx-radius-card`), shadows, motion,
 * breakpoints (read-only: a media query cannot read a variable) and layers (`--nx-z-overlay`).
 */
export function tokenVariables({ palette: withPalette = true }: { palette?: boolean } = {}): [string, string][] {
  const variables: [string, string][] = [];
  for (const [hue, steps] of Object.entries(withPalette ? palette : {})) {
    for (const [step, colour] of Object.entries(steps as Record<string, string>)) {
      variables.push([colorVariable(step === 'DEFAULT' ? hue : `${hue}-${step}`), colour]);
    }
  }
  for (const [group, prefix] of Object.entries(CSS_PREFIX) as [keyof typeof CSS_PREFIX, string][]) {
    for (const [name, value] of Object.entries(tokens[group])) {
      const variable = `${CSS_VARIABLE_PREFIX}${prefix}-${name}`;
      if (group === 'fontSize') {
        const [size, { lineHeight }] = value as readonly [string, { lineHeight: string }];
        variables.push([variable, size], [`${variable}--line-height`, lineHeight]);
      } else if (group === 'fontFamily') {
        variables.push([variable, (value as readonly string[]).join(', ')]);
      } else {
        variables.push([variable, value as string]);
      }
    }
  }
  return variables;
}

/**
 * Where each theme applies. Light is the default (`:root`); `.dark` (or `[data-theme="dark"]`) on any
 * element turns its subtree dark, `.light` turns a subtree back; `.nx-system` follows the reader's
 * `prefers-color-scheme`. `color-scheme` goes with each, so the browser's own controls (a native
 * select, scroll bars) match.
 */
export const THEME_SELECTORS = {
  light: ':root, .light, [data-theme="light"]',
  dark: '.dark, [data-theme="dark"]',
  system: '.nx-system',
} as const;

type Declarations = Record<string, string>;

/**
 * The kit's variables as CSS rules, selector → declarations (an `@media` key holds rules of its own):
 * the Tailwind preset adds them as base styles and `tokens.css` is written from them, so both carry
 * the same names and values.
 */
export function themeRules({ dark = true, palette = false }: { dark?: boolean; palette?: boolean } = {}): Record<
  string,
  Declarations | Record<string, Declarations>
> {
  const toObject = (entries: [string, string][]) => Object.fromEntries(entries);
  const light = {
    [THEME_SELECTORS.light]: { 'color-scheme': 'light', ...toObject(themeVariables(themes.light)) },
    ':root': toObject(tokenVariables({ palette })),
  };
  if (!dark) return light;
  const darkDeclarations = { 'color-scheme': 'dark', ...toObject(themeVariables(themes.dark)) };
  return {
    ...light,
    [THEME_SELECTORS.dark]: darkDeclarations,
    '@media (prefers-color-scheme: dark)': { [THEME_SELECTORS.system]: darkDeclarations },
  };
}

/** `themeRules()` written out as a style sheet, the palette's variables included. */
export function themeCss(): string {
  const block = (selector: string, declarations: Declarations, indent = '') =>
    `${indent}${selector} {\n${Object.entries(declarations)
      .map(([name, value]) => `${indent}  ${name}: ${value};`)
      .join('\n')}\n${indent}}`;
  return Object.entries(themeRules({ palette: true }))
    .map(([selector, body]) =>
      selector.startsWith('@')
        ? `${selector} {\n${Object.entries(body as Record<string, Declarations>)
            .map(([inner, declarations]) => block(inner, declarations, '  '))
            .join('\n')}\n}`
        : block(selector, body as Declarations),
    )
    .join('\n');
}
