import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import axe from 'axe-core';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { classConflicts } from '../tests/class-conflicts';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: axe.Spec;
  options?: axe.RunOptions;
  context?: axe.ElementContext;
}

interface StoryContext {
  story?: { id: string; tags: string[]; parameters: { a11y?: A11yParameters } };
}

// Frozen for the screenshot only: play functions still see real animations and transitions.
const FREEZE_MOTION = `
  *, *::before, *::after { animation: none !important;
    transition: none !important; caret-color: transparent !important; }
  html, body { min-height: 100vh; }
`;

/**
 * Visual regression: every story, in the state its play function leaves it, is compared with its
 * committed baseline (`stories/__screenshots__/`). Stories driven by a real clock opt out with the
 * `no-visual` tag. Refresh baselines with `npm run test:stories -- --update` and review the PNGs.
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.state === 'fail') return;
  // No two utilities for one property on one element (the kit joins class names without merging).
  expect(classConflicts(), 'Tailwind utilities that conflict on one element').toEqual([]);
  await expect(await darkThemeViolations(story.parameters.a11y), 'axe violations in the dark theme').toEqual([]);
  if (story.tags.includes('no-visual')) return;
  const style = document.createElement('style');
  style.textContent = FREEZE_MOTION;
  document.head.append(style);
  try {
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id);
  } finally {
    style.remove();
  }
});

/**
 * The a11y addon has checked the story in the light theme; this checks the same state in the dark one
 * (`.dark` on the page), with the story's own axe settings. Motion is frozen first: a colour still
 * transitioning would be measured half-way.
 */
async function darkThemeViolations(a11y: A11yParameters | undefined): Promise<string[]> {
  if (a11y?.disable === true || a11y?.test === 'off') return [];
  const root = document.documentElement;
  const before = root.className;
  const style = document.createElement('style');
  style.textContent = FREEZE_MOTION;
  document.head.append(style);
  root.classList.remove('light', 'nx-system');
  root.classList.add('dark');
  try {
    axe.reset();
    // As the addon does: the page-landmark rule does not apply to a component on its own.
    axe.configure({ ...a11y?.config, rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] });
    const storybookParts = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
    const own = a11y?.context as { include?: unknown; exclude?: unknown[] } | undefined;
    const scope =
      own && typeof own === 'object' && 'include' in own
        ? { include: own.include, exclude: [...storybookParts, ...(own.exclude ?? [])] }
        : { include: own ?? document.body, exclude: storybookParts };
    const results = await axe.run(scope as axe.ElementContext, a11y?.options ?? {});
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    root.className = before;
    style.remove();
  }
}
