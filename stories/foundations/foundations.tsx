// Storybook's Foundations pages, drawn from the kit's tokens (ui-kit/src/tokens.ts) rather than copied
// by hand: change a token and its page changes. Each page takes the tokens as a prop (the kit's by
// default) so a test can show that.
import type * as React from 'react';
import { tokens as kitTokens, type NexusTokens } from '../../ui-kit/src/tokens';
import { contrastGrade, contrastRatio } from './contrast';

interface TokensProp {
  tokens?: NexusTokens;
}

/** The backgrounds text is set on in the kit, and the text colour set on fills. */
const BACKGROUNDS = [
  { name: 'surface', label: 'on surface (white)' },
  { name: 'surface-muted', label: 'on surface-muted' },
] as const;

function flattenColours(colors: NexusTokens['colors']): { name: string; value: string }[] {
  return Object.entries(colors).flatMap(([group, steps]) =>
    Object.entries(steps as Record<string, string>).map(([step, value]) => ({
      name: step === 'DEFAULT' ? group : `${group}-${step}`,
      value,
    })),
  );
}

function Ratio({ ratio }: { ratio: number }) {
  const grade = contrastGrade(ratio);
  return (
    <span data-grade={grade} className="whitespace-nowrap tabular-nums">
      {ratio.toFixed(2)}:1 <span className={grade === 'Fails' ? 'font-semibold text-danger-700' : 'text-ink-muted'}>{grade}</span>
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
 * Every colour token with its contrast ratio as text on the backgrounds the kit sets text on (the
 * white column is also white text on the colour: contrast is symmetric, so it is the ratio of a fill
 * such as a button), and with ink text on it (a tint used as a background: soft badges, banners).
 * AA needs 4.5:1 for body text, 3:1 for large text and for the edges of controls.
 */
export function ColourPage({ tokens = kitTokens }: TokensProp) {
  const colours = flattenColours(tokens.colors);
  const background = (name: string) => colours.find((colour) => colour.name === name)?.value ?? '#ffffff';
  return (
    <Section
      title="Colour"
      intro="Each colour token, its value, and its contrast ratio (WCAG 2.2) as text on the kit's backgrounds (the white column is also white text on the colour, for fills such as buttons) and as a background under ink text (for tints). Use a pair only where it reaches AA (4.5:1); AA large (3:1) is for text of 24 px, or 19 px bold, and for borders of controls."
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">Colour tokens and their contrast ratios</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Token
            </th>
            <th scope="col" className={th}>
              Value
            </th>
            {BACKGROUNDS.map((bg) => (
              <th key={bg.name} scope="col" className={th}>
                As text {bg.label}
                {bg.name === 'surface' ? ' = white text on it' : ''}
              </th>
            ))}
            <th scope="col" className={th}>
              Ink text on it
            </th>
          </tr>
        </thead>
        <tbody>
          {colours.map((colour) => (
            <tr key={colour.name} data-token={colour.name}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-block size-8 shrink-0 rounded-md border border-surface-sunken"
                    style={{ backgroundColor: colour.value }}
                  />
                  <code className="font-mono">{colour.name}</code>
                </span>
              </th>
              <td className={`${td} font-mono`}>{colour.value}</td>
              {BACKGROUNDS.map((bg) => (
                <td key={bg.name} className={td} data-background={bg.name}>
                  <Ratio ratio={contrastRatio(colour.value, background(bg.name))} />
                </td>
              ))}
              <td className={td} data-background="ink-text">
                <Ratio ratio={contrastRatio(colour.value, tokens.colors.ink.DEFAULT)} />
              </td>
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
            <span aria-hidden="true" className="block h-4 rounded-sm bg-brand-600" style={{ width: value }} />
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
            <span aria-hidden="true" className="block size-20 border-2 border-brand-600 bg-brand-50" style={{ borderRadius: value }} />
            <code className="font-mono">{name}</code>
            <span className="text-ink-muted">{value}</span>
          </li>
        ))}
      </ul>
      <h2 className="mb-3 text-lg font-semibold">Shadow</h2>
      <ul className="flex flex-wrap gap-8 bg-surface-muted p-6">
        {Object.entries(tokens.boxShadow).map(([name, value]) => (
          <li key={name} data-token={`shadow-${name}`} className="flex flex-col items-center gap-2 text-sm">
            <span aria-hidden="true" className="block h-20 w-32 rounded-card bg-white" style={{ boxShadow: value }} />
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
