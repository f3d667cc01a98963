// Storybook's Foundations pages, drawn from the kit's tokens (ui-kit/src/tokens.ts) rather than copied
// by hand: change a token and its page changes. Each page takes the tokens as a prop (the kit's by
// default) so a test can show that.
import type * as React from 'react';
import { COLOR_PAIRS, type ColorRole, tokens as kitTokens, type NexusTokens, type ThemeName } from '../../ui-kit/src/tokens';
import { contrastGrade, contrastRatio } from './contrast';

interface TokensProp {
  tokens?: NexusTokens;
}

type Theme = Record<ColorRole, string>;

/** A pair's text colour in a theme (`white` is plain white on a status fill). */
function pairColour(theme: Theme, name: ColorRole | 'white'): string {
  return name === 'white' ? '#ffffff' : theme[name];
}

function Ratio({ ratio, min = 4.5 }: { ratio: number; min?: number }) {
  const grade = contrastGrade(ratio);
  return (
    <span data-grade={grade} className="whitespace-nowrap tabular-nums">
      {ratio.toFixed(2)}:1 <span className={ratio < min ? 'font-semibold text-danger-ink' : 'text-ink-muted'}>{grade}</span>
    </span>
  );
}

function Section({ title, intro, children }: { title: string; intro: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`foundation-${title}`} className="max-w-5xl text-ink">
      <h1 id={`foundation-${title}`} className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-sm text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}

const th = 'border-b border-surface-sunken px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';
const td = 'border-b border-surface-sunken px-3 py-2 align-middle text-sm';

/**
 * The colour roles, light and dark, and the pairs the kit sets text in with their contrast in each
 * theme (WCAG 2.2): AA needs 4.5:1 for body text, 3:1 for large text, icons and the edges of controls.
 */
export function ColourPage({ tokens = kitTokens }: TokensProp) {
  const themeNames = Object.keys(tokens.themes) as ThemeName[];
  return (
    <Section
      title="Colour"
      intro="Components use colour roles, never fixed colours: each role is a CSS variable (--nx-color-<role>) with a value per theme, so a theme or a team's brand changes it once. Below, each role's value in the light and dark theme, then each pair the kit sets text in, with its contrast ratio in both."
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">Colour roles in each theme</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Role
            </th>
            {themeNames.map((name) => (
              <th key={name} scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(Object.keys(tokens.themes.light) as ColorRole[]).map((role) => (
            <tr key={role} data-token={role}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <code className="font-mono">--nx-color-{role}</code>
              </th>
              {themeNames.map((name) => (
                <td key={name} className={td} data-theme-value={name}>
                  <span className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="inline-block size-6 shrink-0 rounded-md border border-surface-sunken"
                      style={{ backgroundColor: tokens.themes[name][role] }}
                    />
                    <code className="font-mono">{tokens.themes[name][role]}</code>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-8 mb-3 text-lg font-semibold">Text on a background</h2>
      <table className="w-full border-collapse">
        <caption className="sr-only">Contrast of the pairs the kit sets text in, per theme</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Text or edge
            </th>
            <th scope="col" className={th}>
              On
            </th>
            <th scope="col" className={th}>
              Needs
            </th>
            {themeNames.map((name) => (
              <th key={name} scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COLOR_PAIRS.map((pair) => (
            <tr key={`${pair.text}/${pair.on}`} data-pair={`${pair.text}/${pair.on}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <code className="font-mono">{pair.text}</code>
              </th>
              <td className={`${td} font-mono`}>{pair.on}</td>
              <td className={`${td} tabular-nums`}>{pair.min}:1</td>
              {themeNames.map((name) => (
                <td key={name} className={td} data-theme-value={name}>
                  <Ratio ratio={contrastRatio(pairColour(tokens.themes[name], pair.text), tokens.themes[name][pair.on])} min={pair.min} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Each step of the type scale, set at its size and line height. */
export function TypePage({ tokens = kitTokens }: TokensProp) {
  return (
    <Section
      title="Type"
      intro={`One family, the system's own (${tokens.fontFamily.sans[0]} first), so text appears at once and looks native. Body text is base (16 px); text-sm for secondary text and controls; 2xl and 3xl for page and price headings.`}
    >
      <ul className="flex flex-col gap-4">
        {Object.entries(tokens.fontSize).map(([name, [size, { lineHeight }]]) => (
          <li key={name} data-token={`text-${name}`} className="grid grid-cols-[10rem_1fr] items-baseline gap-4 border-b border-surface-sunken pb-3">
            <span className="text-sm text-ink-muted">
              <code className="font-mono text-ink">text-{name}</code>
              <br />
              {size} / {lineHeight}
            </span>
            <span style={{ fontSize: size, lineHeight }}>Sony WH-1000XM5 Headphones, R 7 999</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The spacing steps, drawn to scale. */
export function SpacingPage({ tokens = kitTokens }: TokensProp) {
  return (
    <Section
      title="Spacing"
      intro="Multiples of a 4 px unit. Reach for these steps first: 2 and 3 inside controls, 4 and 5 inside cards, 6 to 12 between sections."
    >
      <ul className="flex flex-col gap-2">
        {Object.entries(tokens.spacing).map(([name, value]) => (
          <li key={name} data-token={`spacing-${name}`} className="grid grid-cols-[8rem_1fr] items-center gap-4 text-sm">
            <span>
              <code className="font-mono">{name}</code> <span className="text-ink-muted">{value}</span>
            </span>
            <span aria-hidden="true" className="block h-4 rounded-sm bg-brand" style={{ width: value }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Corner radii and shadows, each on a sample surface. */
export function ShapePage({ tokens = kitTokens }: TokensProp) {
  return (
    <Section
      title="Radius and shadow"
      intro="card for cards, dialogs and panels; md for buttons and fields; pill for badges, chips and round buttons. Shadow card lifts a card off a plain page; overlay sits under dialogs, menus and toasts."
    >
      <h2 className="mb-3 text-lg font-semibold">Radius</h2>
      <ul className="mb-8 flex flex-wrap gap-6">
        {Object.entries(tokens.borderRadius).map(([name, value]) => (
          <li key={name} data-token={`radius-${name}`} className="flex flex-col items-center gap-2 text-sm">
            <span aria-hidden="true" className="block size-20 border-2 border-brand bg-brand-soft" style={{ borderRadius: value }} />
            <code className="font-mono">{name}</code>
            <span className="text-ink-muted">{value}</span>
          </li>
        ))}
      </ul>
      <h2 className="mb-3 text-lg font-semibold">Shadow</h2>
      <ul className="flex flex-wrap gap-8 bg-surface-muted p-6">
        {Object.entries(tokens.boxShadow).map(([name, value]) => (
          <li key={name} data-token={`shadow-${name}`} className="flex flex-col items-center gap-2 text-sm">
            <span aria-hidden="true" className="block h-20 w-32 rounded-card bg-surface" style={{ boxShadow: value }} />
            <code className="font-mono">{name}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const DURATION_USE: Record<string, string> = {
  fast: 'hover and focus colour changes',
  base: 'opening and closing: dialogs, menus, toasts',
  slow: 'slides that move a whole panel (the banner carousel)',
};

/** Durations and easings. Nothing moves here: the page shows the values, so its screenshot is stable. */
export function MotionPage({ tokens = kitTokens }: TokensProp) {
  return (
    <Section
      title="Motion"
      intro="Short and purposeful. Every animation and transition stops for people who ask for reduced motion (prefers-reduced-motion: reduce), in the kit's stylesheet."
    >
      <table className="w-full max-w-3xl border-collapse">
        <caption className="sr-only">Durations</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Value
            </th>
            <th scope="col" className={th}>
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens.transitionDuration).map(([name, value]) => (
            <tr key={name} data-token={`duration-${name}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <code className="font-mono">duration-{name}</code>
              </th>
              <td className={`${td} font-mono`}>{value}</td>
              <td className={td}>{DURATION_USE[name] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="mt-8 w-full max-w-3xl border-collapse">
        <caption className="sr-only">Easings</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Easing
            </th>
            <th scope="col" className={th}>
              Curve
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens.transitionTimingFunction).map(([name, value]) => (
            <tr key={name} data-token={`ease-${name}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <code className="font-mono">ease-{name}</code>
              </th>
              <td className={`${td} font-mono`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
