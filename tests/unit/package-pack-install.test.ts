// The install path another team takes: `npm pack` the kit, install the tarball (not the workspace
// link) into a fresh Vite app outside this repository, import a component entry and the stylesheet,
// and build it. Needs `npm run build:kit` first (`npm test` runs it); the pack skips `prepack`, which
// would empty `ui-kit/dist` under the other package tests running beside this one.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createLogger, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../package/entries';

const kitPackage = JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

interface PackResult {
  filename: string;
  files: { path: string }[];
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

let app: string;
let pack: PackResult;
let output: Rollup.RollupOutput;
const warnings: string[] = [];

beforeAll(async () => {
  app = mkdtempSync(path.join(os.tmpdir(), 'nexus-kit-consumer-'));
  pack = (JSON.parse(npm(['pack', KIT_ROOT, '--json', '--ignore-scripts', '--pack-destination', app], app)) as PackResult[])[0]!;

  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'kit-consumer', private: true, type: 'module' }));
  // React is a peer dependency: the app brings its own, as any app would.
  npm(['install', `./${pack.filename}`, 'react@19', 'react-dom@19', '--prefer-offline'], app);

  writeFileSync(path.join(app, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>');
  writeFileSync(
    path.join(app, 'main.tsx'),
    [
      `import '${kitPackage.name}/styles.css';`,
      `import { createRoot } from 'react-dom/client';`,
      `import { ProductCard } from '${kitPackage.name}/product-card';`,
      `import { Button } from '${kitPackage.name}/button';`,
      `const product = { id: 'p1', name: 'Test Laptop', description: 'A laptop', price: 1_149_950, image: '/p1.svg', imageAlt: 'A laptop' };`,
      `createRoot(document.getElementById('root')!).render(<><ProductCard product={product} /><Button>Buy</Button></>);`,
    ].join('\n'),
  );

  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  const result = await build({
    root: app,
    configFile: false,
    customLogger: logger,
    plugins: [react()],
    build: { outDir: path.join(app, 'dist'), write: false },
  });
  output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
}, 240_000);

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe(`${kitPackage.name} installed from its tarball`, { timeout: 240_000 }, () => {
  it('packs the built kit and its docs, not its sources', () => {
    const files = pack.files.map((file) => file.path);
    expect(pack.filename).toBe(`nexus-za-ui-kit-${kitPackage.version}.tgz`);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'CHANGELOG.md', 'dist/index.js', 'dist/styles.css', 'dist/product-card/index.js']));
    expect(files.filter((file) => file.startsWith('src/') || file.startsWith('scripts/'))).toEqual([]);
  });

  it('is a copy in the app, not a link into this repository', () => {
    const installed = path.join(app, 'node_modules', ...kitPackage.name.split('/'));
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(realpathSync(installed).startsWith(realpathSync(app))).toBe(true);
    expect(readdirSync(installed)).not.toContain('src');
  });

  it('builds an app that imports a component entry and the stylesheet', () => {
    const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const assets = output.output.filter((file): file is Rollup.OutputAsset => file.type === 'asset');
    const js = chunks.map((chunk) => chunk.code).join('\n');
    const css = assets.filter((asset) => asset.fileName.endsWith('.css')).map((asset) => String(asset.source)).join('\n');

    // The card's own markup came from the kit installed in the app.
    expect(js).toContain('product-card-open');
    const kitModules = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => id.includes(`/node_modules/${kitPackage.name}/dist/`));
    expect(kitModules.length).toBeGreaterThan(0);
    expect(kitModules.filter((id) => !id.startsWith(realpathSync(app)))).toEqual([]);
    // The stylesheet holds the kit's tokens and the classes the card uses (checked as booleans: a
    // failure would otherwise print the whole stylesheet).
    expect(css.includes('.rounded-card{border-radius:')).toBe(true);
    expect(css.includes('.has-\\[\\[data-slot\\=product-card-open\\]')).toBe(true);
    expect(warnings).toEqual([]);
  });
});
