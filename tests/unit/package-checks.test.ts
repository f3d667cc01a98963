// The package as npm users get it, checked by the two tools the ecosystem uses: publint (the manifest,
// the exports map and the files it points at) and Are the Types Wrong (types for `import` and
// `require` under node10, node16 and bundler resolution, for every entry). Both print their report
// into the test log. Needs `npm run build:kit` first (`npm test` runs it).
//
// What is left out, and why:
// - attw does not check `styles.css` and `tokens.css`: they are stylesheets, not modules with types.
// - attw is given a tarball packed here with `--ignore-scripts` rather than `--pack`, which runs
//   `npm pack` with scripts: the kit's `prepack` would empty `ui-kit/dist` under the package tests
//   running beside this one. The tarball is the same one `npm pack` publishes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ROOT, PURE_ENTRIES, REPO_ROOT, componentEntries } from '../package/entries';

const bin = (pkg: string, name: string) => path.join(REPO_ROOT, 'node_modules', pkg, name);

function run(file: string, args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(process.execPath, [file, ...args], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } }) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'nexus-kit-checks-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface AttwReport {
  analysis: { entrypoints: Record<string, { resolutions: Record<string, unknown> }> };
  /** Grouped by kind; empty when there are none. */
  problems: Record<string, unknown[]> | unknown[];
}

describe('ui-kit package checks', { timeout: 180_000 }, () => {
  it('publint: no errors, warnings or suggestions (strict)', () => {
    const result = run(bin('publint', 'src/cli.js'), [KIT_ROOT, '--strict']);
    console.log(result.output);
    expect(result.output).toContain('All good!');
    expect(result.ok).toBe(true);
  });

  it('Are the Types Wrong: every entry typed for import and require, in node10, node16 and bundler resolution', () => {
    const [pack] = JSON.parse(
      execFileSync('npm', ['pack', KIT_ROOT, '--json', '--ignore-scripts', '--pack-destination', folder, '--loglevel=error'], { cwd: folder, encoding: 'utf8' }),
    ) as { filename: string }[];
    const tarball = path.join(folder, pack!.filename);
    const entries = [...componentEntries(), ...PURE_ENTRIES, 'tailwind-preset/create'];
    const attw = bin('@arethetypeswrong/cli', 'dist/index.js');
    const options = ['--exclude-entrypoints', 'styles.css', 'tokens.css', '--include-entrypoints', ...entries];

    const table = run(attw, [tarball, ...options, '--format', 'table-flipped']);
    console.log(table.output);
    const report = JSON.parse(run(attw, [tarball, ...options, '--format', 'json']).output) as AttwReport;

    // The wildcard subpaths were really analysed, not skipped.
    expect(Object.keys(report.analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './tailwind-preset', './tailwind-preset/create', './tokens', './button', './product-card', './spin-wheel/geometry']));
    expect(Object.keys(report.analysis.entrypoints).length).toBeGreaterThanOrEqual(entries.length + 3);
    expect(Object.values(report.problems).flat()).toEqual([]);
    expect(table.ok).toBe(true);
  });
});
