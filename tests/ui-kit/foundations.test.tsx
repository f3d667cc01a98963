// Storybook's Foundations pages come from the kit's tokens, not from a copy: the colour page shows
// each token's value and contrast, computed, and shows a changed token changed. Contrast ratios are
// checked against values worked out from WCAG 2.2's formula.
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { contrastGrade, contrastRatio } from '../../stories/foundations/contrast';
import { ColourPage, MotionPage, ShapePage, SpacingPage, TypePage } from '../../stories/foundations/foundations';
import { COLOR_PAIRS, tokens } from '../../ui-kit/src/tokens';

const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

describe('Foundations pages', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#1d4fd8')).toBeCloseTo(6.64, 2);
    expect(contrastRatio('#6b7280', '#f3f4f6')).toBeCloseTo(4.39, 2);
    expect(contrastGrade(4.39)).toBe('AA large');
    expect(contrastGrade(6.64)).toBe('AA');
    expect(contrastGrade(2.71)).toBe('Fails');
  });

  it('lists every colour role with its light and dark value, and each text pair with its contrast in both', async () => {
    await render(<ColourPage />);
    const roles = Object.keys(tokens.themes.light).length;
    await expect.poll(() => document.querySelectorAll('tr[data-token]').length).toBe(roles);
    const brand = row('--nx-color-brand');
    await expect.element(brand).toHaveTextContent(`${tokens.themes.light.brand}`);
    await expect.element(brand).toHaveTextContent(`${tokens.themes.dark.brand}`);
    // White text on the brand fill (a primary button), in each theme.
    const onBrand = page.elementLocator(document.querySelector('tr[data-pair="on-brand/brand"]')!);
    await expect.element(onBrand.getByRole('cell').nth(2)).toHaveTextContent('6.64:1 AA');
    await expect.element(onBrand.getByRole('cell').nth(3)).toHaveTextContent('5.17:1 AA');
    expect(document.querySelectorAll('tr[data-pair]').length).toBe(COLOR_PAIRS.length);
  });

  it('changes when a token changes, and says when a pair fails', async () => {
    const washed = { ...tokens, themes: { ...tokens.themes, light: { ...tokens.themes.light, brand: '#6b9bff' } } };
    await render(<ColourPage tokens={washed as unknown as typeof tokens} />);
    await expect.element(row('--nx-color-brand')).toHaveTextContent('#6b9bff');
    const onBrand = page.elementLocator(document.querySelector('tr[data-pair="on-brand/brand"]')!);
    await expect.element(onBrand.getByRole('cell').nth(2)).toHaveTextContent('2.71:1 Fails');
  });

  it('draws type, spacing, radius, shadow and motion from the tokens, and passes axe', async () => {
    const screen = await render(
      <>
        <TypePage />
        <SpacingPage />
        <ShapePage />
        <MotionPage />
      </>,
    );
    const sample = screen.container.querySelector('[data-token="text-3xl"] span:last-child') as HTMLElement;
    expect(getComputedStyle(sample).fontSize).toBe('30px');
    const bar = screen.container.querySelector('[data-token="spacing-16"] [aria-hidden]') as HTMLElement;
    expect(bar.getBoundingClientRect().width).toBe(64);
    const pill = screen.container.querySelector('[data-token="radius-card"] [aria-hidden]') as HTMLElement;
    expect(getComputedStyle(pill).borderTopLeftRadius).toBe('12px');
    expect(screen.container.querySelector('[data-token="duration-fast"]')).toHaveTextContent('150ms');
    const results = await axe.run(screen.container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('component docs guide', () => {
  it('has what it is for, when not to use it, keyboard, state attributes and status for every component with stories', async () => {
    const { COMPONENT_GUIDE } = await import('../../stories/docs/component-guide');
    const sources = import.meta.glob<string>('../../stories/*.stories.tsx', { query: '?raw', import: 'default', eager: true });
    const titles = Object.values(sources)
      .map((source) => /^const meta = \{\n\s+title: '([^']+)'/m.exec(source)?.[1])
      .filter((title): title is string => title !== undefined && title !== 'Foundations')
      // The shop's mail templates have stories too, but they are not kit components.
      .filter((title) => !title.startsWith('Mail/'));
    expect(titles.length).toBeGreaterThanOrEqual(25);
    const names = titles.map((title) => title.split('/').at(-1)!);
    expect(names.filter((name) => !(name in COMPONENT_GUIDE))).toEqual([]);
    for (const [name, guide] of Object.entries(COMPONENT_GUIDE)) {
      expect(names, `${name} has no stories`).toContain(name);
      for (const field of [guide.purpose, guide.whenNotToUse, guide.keyboard, guide.stateAttributes]) expect(field.length, name).toBeGreaterThan(3);
      expect(['stable', 'beta']).toContain(guide.status);
    }
  });
});
