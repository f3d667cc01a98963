// The install path of a Next.js team: `npm pack` the kit, install the tarball into a fresh Next.js 16
// App Router app outside this repository, render kit components from a server component page (and a
// ProductModal from a client component of the app) and run `next build`. It fails if an entry that
// needs the client lost its "use client" line (a server page importing ProductCard, a hook, would
// fail with `createContext is not a function`), and the client-reference manifest shows that Price
// and Card, which need none, stayed server components. Needs `npm run build:kit` first (`npm test`
// runs it); the pack skips `prepack`, which would empty `ui-kit/dist` under the other package tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../package/entries';

const kit = (JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as { name: string }).name;
const NEXT_VERSION = '16';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' };
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', env });

const PRODUCT = `{ id: 'p1', name: 'Test Laptop', description: 'A laptop', price: 1_149_950, image: '/p1.svg', imageAlt: 'A laptop' }`;

const FILES: Record<string, string> = {
  'app/layout.tsx': `import '${kit}/styles.css';
export const metadata = { title: 'Kit in Next.js' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  // A server component: no directive, imports the kit's entries directly.
  'app/page.tsx': `import { Card, CardContent, CardHeader, CardTitle } from '${kit}/card';
import { Price } from '${kit}/price';
import { ProductCard } from '${kit}/product-card';
import { QuickView } from './quick-view';

const product = ${PRODUCT};

export default function Page() {
  return (
    <main>
      <ProductCard product={product} href="/p1" />
      <Card asChild padding="md">
        <section>
          <CardHeader><CardTitle>Delivery</CardTitle></CardHeader>
          <CardContent><Price amount={99_900} was={129_900} /></CardContent>
        </section>
      </Card>
      <QuickView product={product} />
    </main>
  );
}
`,
  // A client component of the app, as a team would write one: the modal's state and callbacks.
  'app/quick-view.tsx': `'use client';
import { useState } from 'react';
import { Button } from '${kit}/button';
import { ProductModal, type ProductBuyBoxProduct } from '${kit}/product-modal';

export function QuickView({ product }: { product: ProductBuyBoxProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Quick view</Button>
      <ProductModal
        open={open}
        onOpenChange={setOpen}
        product={product}
        onAddToCart={() => setOpen(false)}
        teamPrice={999_900}
        teamMembers={2}
        onJoinTeam={() => setOpen(false)}
        shareUrl="https://example.com/team/p1"
      />
    </>
  );
}
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        skipLibCheck: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    },
    null,
    2,
  ),
};

let app: string;
let build = '';

beforeAll(() => {
  app = mkdtempSync(path.join(os.tmpdir(), 'nexus-kit-next-'));
  const [pack] = JSON.parse(npm(['pack', KIT_ROOT, '--json', '--ignore-scripts', '--pack-destination', app], app)) as { filename: string }[];
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'kit-next-consumer', private: true, scripts: { build: 'next build' } }),
  );
  // The app brings React, TypeScript and the types itself, as `create-next-app` would; otherwise
  // `next build` tries to install them. Library checking stays on: the kit's declarations are type-checked as the app uses them.
  npm(
    ['install', `./${pack!.filename}`, `next@${NEXT_VERSION}`, 'react@19', 'react-dom@19', 'typescript', '@types/react', '@types/react-dom', '@types/node', '--prefer-offline'],
    app,
  );
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), text);
  }
  try {
    build = execFileSync(path.join(app, 'node_modules/.bin/next'), ['build'], { cwd: app, encoding: 'utf8', env, stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    build = `BUILD FAILED\n${stdout}${stderr}`;
  }
}, 600_000);

// The app's node_modules is large: removing it took over 10 s on a busy machine.
afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
}, 120_000);

/** Every file under a folder, relative to it. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe(`${kit} in a Next.js ${NEXT_VERSION} App Router app`, { timeout: 600_000 }, () => {
  it('builds, with kit components rendered by a server component page', () => {
    expect(build.startsWith('BUILD FAILED') ? build : 'built').toBe('built');
    const html = readFileSync(path.join(app, '.next/server/app/index.html'), 'utf8');
    const has = (text: string) => html.includes(text);
    // Rendered on the server into the static page: the card, the price, the card part's heading and
    // the client component's button.
    expect(has('Test Laptop'), 'Test Laptop').toBe(true);
    expect(has('data-slot="product-card"'), 'data-slot="product-card"').toBe(true);
    expect(/<section[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2[^>]*id="\1"[^>]*>Delivery<\/h2>/s.test(html), 'card named by its title').toBe(true);
    expect(has('data-slot="price"'), 'data-slot="price"').toBe(true);
    // The amounts are the client Money leaf's, rendered into the page on the server.
    expect(/<span class="sr-only">Now<!-- --> <\/span>R\s999<\/span>/.test(html), 'price R 999').toBe(true);
    expect(has('Quick view'), 'Quick view').toBe(true);
  });

  it('sends only the kit entries that need the client to the browser', () => {
    const manifests = walk(path.join(app, '.next/server/app')).filter((file) => file.endsWith('client-reference-manifest.js'));
    expect(manifests.length).toBeGreaterThan(0);
    const text = manifests.map((file) => readFileSync(path.join(app, '.next/server/app', file), 'utf8')).join('\n');
    const kitEntry = (entry: string) => new RegExp(`${kit.replace('/', '\\/')}\\/dist\\/${entry}\\/index\\.js`);
    // Client boundaries: the product card, the money format leaf inside Price, the app's own quick view.
    expect(text).toMatch(kitEntry('product-card'));
    expect(text).toMatch(kitEntry('money-format'));
    // Server components: their code never reaches the browser.
    expect(text).not.toMatch(kitEntry('price'));
    expect(text).not.toMatch(kitEntry('card'));
    expect(existsSync(path.join(app, '.next/static'))).toBe(true);
  });
});
