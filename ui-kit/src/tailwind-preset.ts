import { tokens } from './tokens.ts';

// Every token group extends Tailwind's theme, but the breakpoints replace Tailwind's own.
const { screens, ...themeGroups } = tokens;

/**
 * The Nexus design tokens (`./tokens`) as a Tailwind preset: `presets: [nexusPreset]` in a Tailwind
 * config, or `@config` a file that does so. It owns the tokens; an app's config extends it.
 */
const nexusPreset = {
  content: [] as string[],
  theme: {
    screens: { ...screens },
    extend: { ...themeGroups },
  },
};

export default nexusPreset;
