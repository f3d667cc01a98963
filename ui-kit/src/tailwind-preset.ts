import {
  borderRadius,
  boxShadow,
  colors,
  fontFamily,
  fontSize,
  screens,
  spacing,
  transitionDuration,
  transitionTimingFunction,
  zIndex,
} from './tokens.ts';

/**
 * The Nexus design tokens (`./tokens`) as a Tailwind preset: `presets: [nexusPreset]` in a Tailwind
 * config, or `@config` a file that does so. It owns the tokens; an app's config extends it.
 */
const nexusPreset = {
  content: [] as string[],
  theme: {
    screens: { ...screens },
    extend: {
      colors,
      fontSize,
      fontFamily,
      spacing,
      borderRadius,
      boxShadow,
      transitionDuration,
      transitionTimingFunction,
      zIndex,
    },
  },
};

export default nexusPreset;
