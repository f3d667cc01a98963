// The built package as other teams get it: every documented import path resolves in Node for `import`
// and `require`, carries its types and its component, and the root entry offers all of them.
// Needs `npm run build:kit` first (`npm test` runs it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT, PART_ENTRIES, PURE_ENTRIES, REPO_ROOT, componentEntries, mainExport } from '../package/entries';

const require = createRequire(import.meta.url);

type Conditions = Record<'import' | 'require', { types: string; default: string }>;
interface KitManifest {
  name: string;
  sideEffects: string[];
  exports: Record<string, string | Conditions>;
}
const manifest = JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as KitManifest;

const entries = componentEntries();
const moduleSubpaths = ['.', './tailwind-preset', './tokens', ...[...entries, ...PURE_ENTRIES, ...PART_ENTRIES].map((entry) => `./${entry}`)];
const specifier = (subpath: string) => (subpath === '.' ? '@nexus-za/ui-kit' : `@nexus-za/ui-kit/${subpath.slice(2)}`);

/** The exports-map conditions that apply to a subpath, with `*` filled in as Node does. */
function conditionsFor(subpath: string): Conditions {
  const exact = manifest.exports[subpath];
  if (exact !== undefined) {
    if (typeof exact === 'string') throw new Error(`${subpath} maps to a bare file`);
    return exact;
  }
  const pattern = manifest.exports['./*'];
  if (pattern === undefined || typeof pattern === 'string') throw new Error('no ./* pattern in the exports map');
  const fill = (target: string) => target.replace('*', subpath.slice(2));
  return {
    import: { types: fill(pattern.import.types), default: fill(pattern.import.default) },
    require: { types: fill(pattern.require.types), default: fill(pattern.require.default) },
  };
}

interface NodeImport {
  url: string;
  names: string[];
  /** Names whose value is the very same object as the root entry's export of that name. */
  sameInRoot: string[];
}

/**
 * Imports every subpath in a separate Node process: Vitest resolves imports itself, and this must
 * prove what Node's own ESM resolver does with the exports map.
 */
function importWithNode(specifiers: string[]): Record<string, NodeImport> {
  const script = `
    const specifiers = JSON.parse(process.env.KIT_SPECIFIERS);
    const root = await import('@nexus-za/ui-kit');
    const result = {};
    for (const specifier of specifiers) {
      const module = await import(specifier);
      const names = Object.keys(module).sort();
      result[specifier] = {
        url: import.meta.resolve(specifier),
        names,
        sameInRoot: names.filter((name) => root[name] === module[name]),
      };
    }
    process.stdout.write(JSON.stringify(result));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, KIT_SPECIFIERS: JSON.stringify(specifiers) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, NodeImport>;
}

let imported: Record<string, NodeImport>;
beforeAll(() => {
  imported = importWithNode(moduleSubpaths.map(specifier));
}, 60_000);

describe('ui-kit package exports', () => {
  it('finds the component entries the build makes', () => {
    expect(entries).toEqual(expect.arrayContaining(['button', 'product-card', 'spin-wheel', 'chat-widget', 'format']));
    expect(entries.length).toBeGreaterThanOrEqual(17);
  });

  it('marks only stylesheets as having side effects, so bundlers can drop unused modules', () => {
    expect(manifest.sideEffects).toEqual(['*.css']);
  });

  it.each(moduleSubpaths)('%s: every file the exports map points at was built', (subpath) => {
    const conditions = conditionsFor(subpath);
    for (const target of [conditions.import.types, conditions.import.default, conditions.require.types, conditions.require.default]) {
      expect(existsSync(path.join(KIT_ROOT, target)), `${subpath} -> ${target}`).toBe(true);
    }
  });

  it.each(moduleSubpaths)('%s: `import` resolves to the ESM build and `require` to the CommonJS build', (subpath) => {
    const conditions = conditionsFor(subpath);
    const esm = imported[specifier(subpath)];
    expect(esm).toBeDefined();
    expect(fileURLToPath(esm?.url ?? '')).toBe(path.join(KIT_ROOT, conditions.import.default));
    expect(require.resolve(specifier(subpath))).toBe(path.join(KIT_ROOT, conditions.require.default));
  });

  it.each(entries)('ui-kit/%s exports its component from both builds', (entry) => {
    const name = mainExport(entry);
    expect(imported[`@nexus-za/ui-kit/${entry}`]?.names).toContain(name);
    const commonJs = require(`@nexus-za/ui-kit/${entry}`) as Record<string, unknown>;
    expect(typeof commonJs[name]).toBe('function');
    // The same public API whichever way it is loaded.
    expect(Object.keys(commonJs).sort()).toEqual(imported[`@nexus-za/ui-kit/${entry}`]?.names);
  });

  it.each([...entries, ...PURE_ENTRIES, ...PART_ENTRIES])('the root entry re-exports everything ui-kit/%s exports', (entry) => {
    const esm = imported[`@nexus-za/ui-kit/${entry}`];
    expect(esm?.names.length).toBeGreaterThan(0);
    // Identical objects, not copies: an app mixing `ui-kit` and `ui-kit/<entry>` gets one component.
    expect(esm?.sameInRoot).toEqual(esm?.names);

    const root = require('@nexus-za/ui-kit') as Record<string, unknown>;
    const commonJs = require(`@nexus-za/ui-kit/${entry}`) as Record<string, unknown>;
    for (const name of Object.keys(commonJs)) expect(root[name], name).toBe(commonJs[name]);
  });

  it('the root entry exports cn and nothing the entries do not', () => {
    const root = imported['@nexus-za/ui-kit']?.names ?? [];
    const fromEntries = new Set([...entries, ...PURE_ENTRIES].flatMap((entry) => imported[`@nexus-za/ui-kit/${entry}`]?.names ?? []));
    expect(root).toContain('cn');
    expect(root.filter((name) => !fromEntries.has(name))).toEqual([]);
  });

  it('ships the prebuilt stylesheet with the classes and breakpoints the components use', () => {
    const conditions = manifest.exports['./styles.css'];
    expect(conditions).toBe('./dist/styles.css');
    const file = require.resolve('@nexus-za/ui-kit/styles.css');
    expect(file).toBe(path.join(KIT_ROOT, 'dist/styles.css'));
    expect(fileURLToPath(imported['@nexus-za/ui-kit']?.url ?? '')).toBe(path.join(KIT_ROOT, 'dist/index.js'));

    const css = readFileSync(file, 'utf8');
    // Button primary, ProductCard, Badge 'Sale', the dialogs' layer, the toast layer, Spinner's reduced motion.
    for (const selector of ['.bg-brand{', '.rounded-card{', '.bg-danger{', '.z-overlay{', '.z-toast{', '.motion-reduce\\:animate-none{']) {
      expect(css, selector).toContain(selector);
    }
    // Utilities read the theme's variables, which the stylesheet defines: light on :root, dark on .dark.
    expect(css).toContain('.bg-brand{background-color:var(--nx-color-brand)}');
    expect(css).toMatch(/:root,\.light,\[data-theme=light\]\{color-scheme:light;--nx-color-surface:#fff/);
    expect(css).toMatch(/\.dark,\[data-theme=dark\]\{color-scheme:dark;--nx-color-surface:#111827/);
    // The tokens' md screen (768px), used by ProductModal's sheet-to-dialog switch.
    expect(css).toMatch(/@media \(min-width:768px\)\{[^@]*\.md\\:inset-auto\{/);
  });

  it('ships the design tokens as a Tailwind preset with the 768px md screen', async () => {
    type Preset = { theme: { screens: Record<string, string>; extend: { colors: Record<string, string> } } };
    const esm = imported['@nexus-za/ui-kit/tailwind-preset'];
    expect(esm?.names).toEqual(['default']);
    const { default: preset } = (await import(/* @vite-ignore */ esm?.url ?? '')) as { default: Preset };
    expect(preset.theme.screens.md).toBe('768px');
    expect(preset.theme.extend.colors['brand-600']).toBe('#1d4fd8');
    expect(preset.theme.extend.colors.brand).toBe('var(--nx-color-brand)');

    // The factory beside it: a light-only preset, or one with the values baked in.
    const { createNexusPreset } = require('@nexus-za/ui-kit/tailwind-preset/create') as {
      createNexusPreset: (options: { variables: boolean }) => Preset;
    };
    expect(createNexusPreset({ variables: false }).theme.extend.colors.brand).toBe('#1d4fd8');

    // A CommonJS Tailwind config writes `presets: [require('@nexus-za/ui-kit/tailwind-preset')]`.
    const commonJs = require('@nexus-za/ui-kit/tailwind-preset') as Preset;
    expect(commonJs.theme.screens.md).toBe('768px');
  });
});

describe('ui-kit owns its design tokens', () => {
  it('builds the preset from the kit alone: nothing in ui-kit/src reaches outside ui-kit', () => {
    const outside: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else
          for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import|@config|@source|@import)\s*\(?\s*'(\.[^']+)'/g)) {
            if (!path.resolve(dir, specifier!).startsWith(`${KIT_ROOT}/`)) outside.push(`${path.relative(KIT_ROOT, file)} -> ${specifier}`);
          }
      }
    };
    visit(path.join(KIT_ROOT, 'src'));
    expect(outside).toEqual([]);
    // The built preset imports only files of the package (the tokens' chunk).
    const presetImports = [...readFileSync(path.join(KIT_ROOT, 'dist/tailwind-preset.js'), 'utf8').matchAll(/from\s*'([^']+)'/g)].map(([, target]) => target!);
    expect(presetImports.filter((target) => !target.startsWith('./'))).toEqual([]);
  });

  it('ships every token as a CSS variable in tokens.css, with the values of the preset', async () => {
    const file = require.resolve('@nexus-za/ui-kit/tokens.css');
    expect(file).toBe(path.join(KIT_ROOT, 'dist/tokens.css'));
    const css = readFileSync(file, 'utf8');
    const { tokens } = (await import(/* @vite-ignore */ imported['@nexus-za/ui-kit/tokens']?.url ?? '')) as {
      tokens: { palette: { brand: Record<string, string> }; borderRadius: Record<string, string>; transitionDuration: Record<string, string> };
    };
    expect(css).toContain(`--nx-color-brand-600: ${tokens.palette.brand['600']};`);
    expect(css).toContain('--nx-color-ink: #111827;');
    expect(css).toMatch(/\.dark, \[data-theme="dark"\] \{\n {2}color-scheme: dark;\n {2}--nx-color-surface: #111827;/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}\.nx-system \{/);
    expect(css).toContain('--nx-text-sm: 0.875rem;');
    expect(css).toContain(`--nx-radius-card: ${tokens.borderRadius.card};`);
    expect(css).toContain('--nx-shadow-card: ');
    expect(css).toContain(`--nx-duration-fast: ${tokens.transitionDuration.fast};`);
  });
});
