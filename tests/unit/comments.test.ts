import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Built from parts so that this file does not match itself.
const ISSUE_NUMBER = new RegExp(['\\b[Ii]ssues? ', '#?\\d+'].join(''));
const OUTSIDE_FILES = new RegExp(['DECISIONS', 'TOOLCHAIN', 'STYLE'].map((name) => `\\b${name}\\.md`).join('|'));

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.mts', '*.js', '*.css'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

describe('comments explain the code', () => {
  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('name no tracker issue and no file outside the repository (the history belongs in git)', () => {
    const found: string[] = [];
    for (const file of sources) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (ISSUE_NUMBER.test(line) || OUTSIDE_FILES.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
