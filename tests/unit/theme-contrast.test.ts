// The kit's themes: every colour pair the kit sets text in reaches WCAG AA in the light and the dark
// theme, every role has a value in both, and the kit's components draw with roles only (a fixed palette
// step in a component would ignore the theme and a team's brand).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../stories/foundations/contrast';
import { createNexusPreset } from '../../ui-kit/src/create-preset';
import { COLOR_PAIRS, themeCss, themeRules, themes, tokenVariables } from '../../ui-kit/src/tokens';

const colour = (theme: Record<string, string>, name: string) => (name === 'white' ? '#ffffff' : theme[name]!);

describe('themes', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`${name}: every pair the kit sets text in reaches its contrast`, () => {
      const failing = COLOR_PAIRS.map((pair) => ({ ...pair, ratio: contrastRatio(colour(theme, pair.text), theme[pair.on]) }))
        .filter((pair) => pair.ratio < pair.min)
        .map((pair) => `${pair.text} on ${pair.on}: ${pair.ratio.toFixed(2)} < ${pair.min}`);
      expect(failing).toEqual([]);
    });
  }

  it('fails a pair that misses (the check can fail)', () => {
    const washedOut = { ...themes.dark, 'brand-ink': '#1d4fd8' };
    expect(contrastRatio(washedOut['brand-ink'], washedOut.surface)).toBeLessThan(4.5);
  });

  it('gives both themes the same roles, each a CSS variable under light, dark and the reader\'s preference', () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
    const rules = themeRules();
    const dark = rules['.dark, [data-theme="dark"]'] as Record<string, string>;
    expect(dark['--nx-color-surface']).toBe(themes.dark.surface);
    expect(dark['color-scheme']).toBe('dark');
    const system = rules['@media (prefers-color-scheme: dark)'] as Record<string, Record<string, string>>;
    expect(system['.nx-system']).toEqual(dark);
    const css = themeCss();
    for (const role of Object.keys(themes.light)) expect(css).toContain(`--nx-color-${role}: ${themes.light[role as keyof typeof themes.light]};`);
    for (const name of ['--nx-radius-card', '--nx-font-sans', '--nx-spacing-4', '--nx-text-sm', '--nx-color-brand-600']) {
      expect(tokenVariables().map(([variable]) => variable)).toContain(name);
    }
  });

  it('makes a preset that reads the variables, or one with the light values baked in and no variables', () => {
    const themed = createNexusPreset();
    expect(themed.theme.extend.colors.brand).toBe('var(--nx-color-brand)');
    expect(themed.theme.extend.colors['brand-600']).toBe('#1d4fd8');
    expect(themed.plugins).toHaveLength(1);
    const fixed = createNexusPreset({ variables: false });
    expect(fixed.theme.extend.colors.brand).toBe(themes.light.brand);
    expect(fixed.theme.extend.borderRadius.card).toBe('0.75rem');
    expect(fixed.plugins).toEqual([]);
    // Light only: no dark rules in the base styles.
    expect(Object.keys(themeRules({ dark: false }))).toEqual([':root, .light, [data-theme="light"]', ':root']);
  });

  it('has the components draw with colour roles, not fixed palette steps', () => {
    const root = path.resolve('ui-kit/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/tokens|tailwind-preset|create-preset/.test(file));
    const palette = /\b(?:bg|text|border|border-l|ring|ring-offset|fill|stroke|outline|from|to|via|accent)-(?:brand|accent|success|danger|info|gray)-\d{2,3}\b|\bbg-white\b(?!\/15)/g;
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(palette)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
