import {
  CSS_VARIABLE_PREFIX,
  colorVariable,
  fontFamily,
  fontSize,
  palette,
  themeRules,
  themes,
  tokens,
} from './tokens.ts';

const variable = (name: string) => `var(${name})`;

/** Each token group as Tailwind theme values that read the kit's CSS variables (`var(--nx-radius-card)`). */
function fromVariables<T extends Record<string, unknown>>(prefix: string, group: T): Record<keyof T, string> {
  return Object.fromEntries(Object.keys(group).map((name) => [name, variable(`${CSS_VARIABLE_PREFIX}${prefix}-${name}`)])) as Record<
    keyof T,
    string
  >;
}

// The colour roles (`bg-surface`, `text-brand-ink`) read their variables, so that a theme (or a team's
// override) changes them without a rebuild. The palette's steps (`bg-brand-600`) are fixed colours
// whatever the theme, so their utilities carry the value itself: no variable to ship for each.
const colors: Record<string, string> = {};
for (const [hue, steps] of Object.entries(palette)) {
  for (const [step, value] of Object.entries(steps)) colors[`${hue}-${step}`] = value;
}
for (const role of Object.keys(themes.light)) colors[role] = variable(colorVariable(role));

const fontSizes = Object.fromEntries(
  Object.keys(fontSize).map((step) => [
    step,
    [variable(`--nx-text-${step}`), { lineHeight: variable(`--nx-text-${step}--line-height`) }],
  ]),
);

/** Tailwind's plugin shape, written out so that the preset needs no import of Tailwind at run time. */
export type CssInJs = { [key: string]: string | CssInJs };
export interface BasePlugin {
  handler: (api: { addBase: (rules: CssInJs) => void }) => void;
}

export interface NexusPresetOptions {
  /**
   * Adds the dark theme's rules (`.dark`, `[data-theme="dark"]`, `.nx-system`). An app that is only
   * ever light can leave them out of its stylesheet. @default true
   */
  dark?: boolean;
  /**
   * `false` bakes the light theme's values into the utilities (`bg-brand` is `#1d4fd8`) and defines no
   * variables: the smallest stylesheet, for an app that never themes the kit at run time. @default true
   */
  variables?: boolean;
}

/** The light theme's values as Tailwind theme groups, for a preset without variables. */
const fixedTheme = {
  colors: { ...colorsFixed(), ...themes.light } as Record<string, string>,
  fontSize,
  fontFamily,
  spacing: tokens.spacing,
  borderRadius: tokens.borderRadius,
  boxShadow: tokens.boxShadow,
  transitionDuration: tokens.transitionDuration,
  transitionTimingFunction: tokens.transitionTimingFunction,
  zIndex: tokens.zIndex,
};

function colorsFixed(): Record<string, string> {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !(name in themes.light)));
}

/**
 * The Nexus design tokens (`./tokens`) as a Tailwind preset: `presets: [nexusPreset]` in a Tailwind
 * config, or `@config` a file that does so. Its utilities read CSS variables (`--nx-color-brand`,
 * `--nx-radius-card`, …) which the preset also defines as base styles (`themeRules`): light by default,
 * dark under `.dark`. An app themes the kit by setting those variables. The breakpoints replace
 * Tailwind's own, as values (a media query cannot read a variable).
 */
export function createNexusPreset({ dark = true, variables = true }: NexusPresetOptions = {}) {
  const themeVariables: BasePlugin = { handler: ({ addBase }) => addBase(themeRules({ dark })) };
  if (!variables) {
    return { content: [] as string[], theme: { screens: { ...tokens.screens }, extend: fixedTheme }, plugins: [] as BasePlugin[] };
  }
  return {
    content: [] as string[],
    theme: {
      screens: { ...tokens.screens },
      extend: {
        colors,
        fontSize: fontSizes,
        fontFamily: fromVariables('font', fontFamily),
        spacing: fromVariables('spacing', tokens.spacing),
        borderRadius: fromVariables('radius', tokens.borderRadius),
        boxShadow: fromVariables('shadow', tokens.boxShadow),
        transitionDuration: fromVariables('duration', tokens.transitionDuration),
        transitionTimingFunction: fromVariables('ease', tokens.transitionTimingFunction),
        zIndex: fromVariables('z', tokens.zIndex),
      },
    },
    plugins: [themeVariables],
  };
}
