import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { classConflicts } from '../tests/class-conflicts';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

interface StoryContext {
  story?: { id: string; tags: string[] };
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
