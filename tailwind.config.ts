import type { Config } from 'tailwindcss';
import nexusPreset from './ui-kit/src/tailwind-preset.ts';

/**
 * Storybook's and the browser tests' Tailwind config: the kit's preset (which owns the design tokens,
 * `ui-kit/src/tokens.ts`), with its variables and both themes. The storefront's own
 * (`storefront/tailwind.config.ts`) bakes the light theme in. Extend it here, never copy a token.
 */
const config = {
  presets: [nexusPreset],
  content: [],
  plugins: [],
} satisfies Config;

export default config;
