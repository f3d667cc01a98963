// The built package type-checks in a consumer: tests/package/consumer is a small app that imports
// several entries of `ui-kit` and is compiled against `ui-kit/dist` with a bundler's module resolution
// and with Node's (an ESM app plus a module of a CommonJS package). The app has deliberate type errors marked
// `@ts-expect-error`; were the kit's types missing or `any`, those markers would fail the compile.
// Needs `npm run build:kit` first (`npm test` runs it).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT, REPO_ROOT } from '../package/entries';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const consumer = path.join(REPO_ROOT, 'tests/package/consumer');

interface Compile {
  ok: boolean;
  output: string;
  files: string[];
}

function compile(config: string): Compile {
  try {
    const output = execFileSync(process.execPath, [tsc, '-p', path.join(consumer, config), '--listFiles', '--pretty', 'false'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    return { ok: true, output, files: output.split('\n').filter(Boolean) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}`, files: [] };
  }
}

const diagnostics = (output: string) => output.split('\n').filter((line) => line.includes('error TS')).join('\n');
const kitFiles = (files: string[]) => files.filter((file) => file.startsWith(`${KIT_ROOT}/`));

// Each compile checks React's and the kit's declarations too (skipLibCheck off): seconds on a busy machine.
describe('a consumer app type-checks against the built ui-kit', { timeout: 180_000 }, () => {
  it('with moduleResolution "bundler" (Vite, webpack, esbuild apps)', () => {
    const result = compile('tsconfig.bundler.json');
    expect(diagnostics(result.output)).toBe('');
    expect(result.ok).toBe(true);

    const kit = kitFiles(result.files);
    // The published declarations, not the source: what another team really gets.
    expect(kit.filter((file) => !file.startsWith(`${KIT_ROOT}/dist/`))).toEqual([]);
    expect(kit).toEqual(
      expect.arrayContaining([
        `${KIT_ROOT}/dist/index.d.ts`,
        `${KIT_ROOT}/dist/product-card/index.d.ts`,
        `${KIT_ROOT}/dist/spin-wheel/geometry/index.d.ts`,
        `${KIT_ROOT}/dist/tailwind-preset.d.ts`,
      ]),
    );
  });

  it('with moduleResolution "nodenext", for an ESM app and a CommonJS module', () => {
    const result = compile('tsconfig.nodenext.json');
    expect(diagnostics(result.output)).toBe('');
    expect(result.ok).toBe(true);

    const kit = kitFiles(result.files);
    expect(kit.filter((file) => !file.startsWith(`${KIT_ROOT}/dist/`))).toEqual([]);
    // app.tsx gets the `import` types, commonjs/prices.ts the `require` ones.
    expect(kit).toEqual(
      expect.arrayContaining([
        `${KIT_ROOT}/dist/product-card/index.d.ts`,
        `${KIT_ROOT}/dist/product-card/index.d.cts`,
        `${KIT_ROOT}/dist/format/index.d.cts`,
        `${KIT_ROOT}/dist/tailwind-preset.d.cts`,
      ]),
    );
  });
});
