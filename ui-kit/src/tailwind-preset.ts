import { createNexusPreset } from './create-preset.ts';

/**
 * The Nexus design tokens as a Tailwind preset, with both themes and their variables:
 * `presets: [nexusPreset]` in a Tailwind config. For a light-only or variable-free preset, see
 * `createNexusPreset` (`@nexus-za/ui-kit/tailwind-preset/create`). The only export, so that the
 * CommonJS build is the preset itself (`require('@nexus-za/ui-kit/tailwind-preset')`).
 */
const nexusPreset = createNexusPreset();

export default nexusPreset;
