import './browser.css';
import { afterEach, expect } from 'vitest';
import { classConflicts } from './class-conflicts';

// Whatever a test leaves on the page has no two utilities for one property on one element (see
// class-conflicts.ts: the kit joins class names without merging them).
afterEach((context) => {
  if (context.task.result?.state === 'fail') return;
  expect(classConflicts(), 'Tailwind utilities that conflict on one element').toEqual([]);
});
