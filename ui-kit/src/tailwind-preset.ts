import tokens from '../../tailwind.config.ts';

/** The Nexus design tokens as a Tailwind preset: `presets: [nexusPreset]` in a Tailwind config. */
const nexusPreset = { theme: tokens.theme };

export default nexusPreset;
