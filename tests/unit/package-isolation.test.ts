// "Import ProductCard, get only ProductCard": each entry of the built package is bundled the way an
// app's bundler would (esbuild, minified, React left out) and the output is searched for the code of
// every component the entry does not use. Needs `npm run build:kit` first (`npm test` runs it).
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, componentEntries, mainExport } from '../package/entries';

/** Text that only one component's code contains (its UI strings or its `data-slot`). */
const MARKERS: Record<string, string[]> = {
  'cart-summary': ['Order Summary'],
  carousel: ['Scroll right', 'Pause slide rotation'],
  'chat-widget': ['Suggested replies', '"chat-teaser"'],
  'countdown-banner': ['"countdown-banner"'],
  'empty-state': ['"empty-state"'],
  card: ['"card"'],
  'dropdown-menu': ['"dropdown-menu-item"'],
  field: ['"number-field"'],
  popover: ['"popover-content"'],
  price: ['"price-was"'],
  'product-image': ['"product-image"'],
  select: ['"select-item"'],
  sheet: ['"sheet-content"'],
  'product-card': ['"product-card-open"'],
  'product-buy-box': ['Individual Purchase', 'Team Buy'],
  'product-modal': ['"product-modal-close"'],
  'quantity-stepper': ['Decrease quantity of'],
  rating: ['stars'],
  'spin-wheel': ['"spin-wheel-face"', 'Already spun'],
  spinner: ['Loading...'],
  'team-progress': ['"team-progress-count"'],
  toast: ['Dismiss notification', 'Notifications ({hotkey})'],
};

/** Heavy third-party code and the only entries allowed to carry it. */
const LIBRARIES: Record<string, string[]> = {
  // The chat panel is a non-modal Radix Dialog (Escape, outside presses and focus return for free).
  '@radix-ui/react-dialog': ['product-modal', 'spin-wheel', 'sheet', 'chat-widget'],
  '@radix-ui/react-tabs': ['product-buy-box', 'product-modal'],
  '@radix-ui/react-toast': ['toast'],
  '@radix-ui/react-dropdown-menu': ['dropdown-menu'],
  '@radix-ui/react-popover': ['popover'],
  '@radix-ui/react-select': ['select'],
  // Menus, lists and panels are placed by Floating UI.
  '@floating-ui/dom': ['dropdown-menu', 'popover', 'select'],
  'canvas-confetti': ['spin-wheel'],
  // The scroll lock of a dialog or of a modal menu, list or panel.
  'react-remove-scroll': ['product-modal', 'spin-wheel', 'sheet', 'dropdown-menu', 'popover', 'select'],
};

/** The other entries each component is built from, read from its imports. */
const USES: Record<string, string[]> = {
  'product-card': ['badge', 'button', 'icon-button', 'format', 'money-format', 'price', 'product-image'],
  price: ['format', 'money-format'],
  'money-format': ['format'],
  'product-buy-box': ['badge', 'button', 'icon-button', 'format', 'money-format', 'price', 'product-image', 'quantity-stepper', 'stock-status', 'team-progress', 'use-copy-to-clipboard'],
  // The modal carries the buy box's parts, and with them what they are built from.
  'product-modal': ['product-buy-box', 'badge', 'button', 'icon-button', 'format', 'money-format', 'price', 'product-image', 'quantity-stepper', 'stock-status', 'team-progress', 'use-copy-to-clipboard'],
  'quantity-stepper': ['icon-button'],
  'cart-summary': ['format'],
  toast: ['icon-button'],
  'spin-wheel': ['button', 'icon-button', 'use-copy-to-clipboard'],
  'chat-widget': ['button', 'icon-button'],
  carousel: ['icon-button'],
  sheet: ['icon-button'],
};

interface Bundle {
  code: string;
  /** Packages (or ui-kit files) that put at least one byte into the output. */
  contributors: string[];
}

async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    nodePaths: [path.resolve(REPO_ROOT, 'node_modules')],
  });
  const [output] = result.outputFiles;
  const metafile: Metafile = result.metafile;
  const outputMeta = Object.values(metafile.outputs)[0];
  if (!output || !outputMeta) throw new Error('esbuild produced no output');
  const contributors = Object.entries(outputMeta.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { code: output.text, contributors };
}

const importOf = (name: string, specifier: string) => `import { ${name} } from '${specifier}';\nconsole.log(${name});\n`;

function expectOnly(entry: string, { code, contributors }: Bundle) {
  const allowed = new Set([entry, ...(USES[entry] ?? [])]);
  for (const [owner, markers] of Object.entries(MARKERS)) {
    for (const marker of markers) {
      if (allowed.has(owner)) continue;
      expect(code.includes(marker), `${entry} must not contain ${owner} ('${marker}')`).toBe(false);
    }
  }
  for (const [library, owners] of Object.entries(LIBRARIES)) {
    if (owners.includes(entry)) continue;
    const leaked = contributors.filter((file) => file.includes(`node_modules/${library}/`));
    expect(leaked, `${entry} must not bundle ${library}`).toEqual([]);
  }
}

// Bundling is CPU-bound; on a shared two-core machine one entry can take a few seconds.
describe('each ui-kit entry bundles only what its component needs', { timeout: 30_000 }, () => {
  it.each(componentEntries())('ui-kit/%s', async (entry) => {
    const result = await bundle(importOf(mainExport(entry), `@nexus-za/ui-kit/${entry}`));
    // The markers are real: the entry's own ones are found, so their absence elsewhere means something.
    for (const marker of MARKERS[entry] ?? []) expect(result.code.includes(marker), marker).toBe(true);
    for (const library of Object.keys(LIBRARIES).filter((name) => LIBRARIES[name]?.includes(entry))) {
      expect(result.contributors.some((file) => file.includes(`node_modules/${library}/`)), library).toBe(true);
    }
    expectOnly(entry, result);
  });

  it('keeps ProductCard small: no dialog, wheel, chat or confetti code', async () => {
    const result = await bundle(importOf('ProductCard', '@nexus-za/ui-kit/product-card'));
    expectOnly('product-card', result);
    // About 19 KB today (44 KB while the kit carried tailwind-merge); a dialog or the wheel would add 50 KB or more.
    expect(result.code.length).toBeLessThan(24 * 1024);
  });

  it('lets a bundler tree-shake the root entry down to the one component used', async () => {
    const fromRoot = await bundle(importOf('Button', '@nexus-za/ui-kit'));
    const fromEntry = await bundle(importOf('Button', '@nexus-za/ui-kit/button'));
    expectOnly('button', fromRoot);
    for (const marker of MARKERS['product-card'] ?? []) expect(fromRoot.code.includes(marker), marker).toBe(false);
    // Within a few hundred bytes of importing `ui-kit/button` directly. Since the root re-exports
    // each component's entry (`export * from './button/index.js'`, so "use client" stays per entry),
    // esbuild wraps what it reaches that way in small lazy initialisers: about 0.5 KB more.
    expect(fromRoot.code.length).toBeLessThan(fromEntry.code.length + 1024);
  });

  it('keeps the Team Buy content out of the buy box parts entry, for an app that loads it on demand', async () => {
    const parts = await bundle(
      "import { ProductBuyBoxRoot, ProductBuyBoxTabs, ProductBuyBoxTeamPanel, ProductMedia } from '@nexus-za/ui-kit/product-buy-box/parts';\n" +
        'console.log(ProductBuyBoxRoot, ProductBuyBoxTabs, ProductBuyBoxTeamPanel, ProductMedia);\n',
    );
    for (const marker of MARKERS['product-buy-box'] ?? []) expect(parts.code.includes(marker), marker).toBe(true);
    for (const marker of ['Invite friends', 'Copy link', ...(MARKERS['team-progress'] ?? [])]) {
      expect(parts.code.includes(marker), `parts must not contain '${marker}'`).toBe(false);
    }
    // The whole entry still has it all.
    const whole = await bundle(importOf('ProductBuyBox', '@nexus-za/ui-kit/product-buy-box'));
    for (const marker of ['Invite friends', ...(MARKERS['team-progress'] ?? [])]) expect(whole.code.includes(marker), marker).toBe(true);
  });

  it('keeps the React-free entries free of React components', async () => {
    for (const [name, specifier] of [
      ['planSpin', '@nexus-za/ui-kit/spin-wheel/geometry'],
      ['startConversation', '@nexus-za/ui-kit/chat-widget/chat-script'],
    ] as const) {
      const { code, contributors } = await bundle(importOf(name, specifier));
      for (const marker of ['react', 'spin-wheel-face', 'Shopping Assistant']) {
        expect(code.includes(marker), `${specifier} must not contain '${marker}'`).toBe(false);
      }
      expect(contributors.filter((file) => file.includes('node_modules/'))).toEqual([]);
      expect(code.length, specifier).toBeLessThan(8 * 1024);
    }
  });
});
