import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// One entry per component folder (ui-kit/src/<name>/index.ts -> `ui-kit/<name>`), so that importing
// one component never pulls in another's code.
const componentFolders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
  .map((entry) => entry.name);
const componentEntries = Object.fromEntries(componentFolders.map((name) => [`${name}/index`, `src/${name}/index.ts`]));

// Pure (React-free) modules behind a component, with entries of their own so that a server or a
// domain module can use them without loading the component: `ui-kit/spin-wheel/geometry`.
const pureEntries = {
  'spin-wheel/geometry/index': 'src/spin-wheel/geometry.ts',
  'chat-widget/chat-script/index': 'src/chat-widget/chat-script.ts',
};

// React-free modules at the top of the kit: the tokens and the Tailwind preset made from them.
const tokenEntries = { tokens: 'src/tokens.ts', 'tailwind-preset': 'src/tailwind-preset.ts' };

const SRC = path.resolve('src');

const ENTRY_PREFIX = '@nexus-za/ui-kit-entry/';

/**
 * A component that uses another (`../money-format` from price) imports that component's built entry
 * (`../money-format/index.js`) instead of getting a copy of its code in a shared chunk. So each
 * component's code lives in its own entry file, and `scripts/client-directives.mjs` can give exactly
 * the entries with client code a `"use client"` line: Next.js then keeps a presentational part such
 * as Price a server component while the money-format context it uses stays on the client.
 * esbuild leaves a placeholder (the output file is not known yet); `entryImports` writes the path.
 */
function componentsAsEntries(): EsbuildPlugin {
  return {
    name: 'nexus:components-as-entries',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || !args.importer.startsWith(SRC)) return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        const [folder, ...rest] = path.relative(SRC, target).split(path.sep);
        const from = path.relative(SRC, args.importer).split(path.sep);
        const fromFolder = from.length > 1 ? from[0] : null;
        if (!folder || folder === fromFolder || !componentFolders.includes(folder)) return undefined;
        if (rest.length > 0) throw new Error(`${args.importer}: import '../${folder}', not a file inside it`);
        if (fromFolder === 'lib') throw new Error(`${args.importer} imports the component ${folder}: helpers must not`);
        return { path: `${ENTRY_PREFIX}${folder}`, external: true };
      });
    },
  };
}

type TsupPlugin = NonNullable<Options['plugins']>[number];

/** Turns each placeholder into the path from the output file to that component's entry. */
function entryImports(): TsupPlugin {
  return {
    name: 'nexus:entry-imports',
    renderChunk(code, info) {
      if (!/\.(c?js)$/.test(info.path)) return undefined;
      const extension = this.format === 'cjs' ? '.cjs' : '.js';
      const placeholder = new RegExp(`(['"])${ENTRY_PREFIX}([a-z-]+)\\1`, 'g');
      if (!placeholder.test(code)) return undefined;
      return {
        code: code.replace(placeholder, (_, quote: string, folder: string) => {
          let relative = path.relative(path.dirname(info.path), path.resolve('dist', folder, `index${extension}`));
          if (!relative.startsWith('.')) relative = `./${relative}`;
          return `${quote}${relative.split(path.sep).join('/')}${quote}`;
        }),
      };
    },
  };
}

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...tokenEntries,
    ...componentEntries,
    ...pureEntries,
  },
  format: ['esm', 'cjs'],
  // Declarations are bundled for the whole kit and the pure entries only: rollup-plugin-dts builds a
  // TypeScript program per entry, which ran out of memory (and took minutes) at 27 component entries.
  // Each component entry's declaration re-exports its names from the kit's (scripts/entry-types.mjs).
  dts: { entry: { index: 'src/index.ts', ...tokenEntries, ...pureEntries } },
  esbuildPlugins: [componentsAsEntries()],
  plugins: [entryImports()],
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Not `clean`: several builds may run side by side while developing, and a clean would pull
  // files out from under a running consumer. `npm pack` (prepack) builds from an empty dist.
  clean: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
