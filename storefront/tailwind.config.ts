import type { Config } from 'tailwindcss';
import { createNexusPreset } from '../ui-kit/src/create-preset.ts';

/**
 * The storefront's Tailwind config: the kit's preset with the light theme's values baked in (the store
 * has one look and never themes the kit at run time, so its first stylesheet carries no variables and
 * no dark rules). Storybook and the browser tests use the root config, with both themes. Extend it
 * here, never copy a token.
 */
const config = {
  presets: [createNexusPreset({ variables: false })],
  content: [],
  plugins: [],
} satisfies Config;

export default config;
