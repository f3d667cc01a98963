import type { Config } from 'tailwindcss';
import nexusPreset from './ui-kit/src/tailwind-preset.ts';

/**
 * The storefront's, Storybook's and the browser tests' Tailwind config: the kit's preset (which owns
 * the design tokens, `ui-kit/src/tokens.ts`) and nothing else yet. Extend it here, never copy a token.
 */
const config = {
  presets: [nexusPreset],
  content: [],
  plugins: [],
} satisfies Config;

export default config;
