import { twMerge } from 'tailwind-merge';

/**
 * The kit joins class names without merging them (`cn` is `clsx`, no tailwind-merge at run time), so
 * two utilities for the same property on one element would be settled by the stylesheet's order, not
 * by which came last. tailwind-merge, here only, finds such pairs: every element rendered by a test or
 * a story must have none. A real conflict is fixed where the classes are written (a variant that
 * replaces, not adds; an override that says `!`).
 */
export function classConflicts(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('[class]')) {
    const classes = element.getAttribute('class')?.trim().split(/\s+/) ?? [];
    if (classes.length < 2) continue;
    const kept = new Set(twMerge(classes.join(' ')).split(' '));
    const dropped = classes.filter((name) => !kept.has(name));
    if (dropped.length === 0) continue;
    const slot = element.getAttribute('data-slot');
    const where = `<${element.tagName.toLowerCase()}${slot ? ` data-slot="${slot}"` : ''}>`;
    found.push(`${where} "${classes.join(' ')}": ${dropped.join(' ')} is overridden by a later class`);
  }
  return [...new Set(found)];
}
