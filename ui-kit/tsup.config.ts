import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component folder (ui-kit/src/<name>/index.ts -> `ui-kit/<name>`), so that importing
// one component never pulls in another's code.
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

// Pure (React-free) modules behind a component, with entries of their own so that a server or a
// domain module can use them without loading the component: `ui-kit/spin-wheel/geometry`.
const pureEntries = {
  'spin-wheel/geometry/index': 'src/spin-wheel/geometry.ts',
  'chat-widget/chat-script/index': 'src/chat-widget/chat-script.ts',
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'tailwind-preset': 'src/tailwind-preset.ts',
    ...componentEntries,
    ...pureEntries,
  },
  format: ['esm', 'cjs'],
  // Declarations are bundled for the whole kit and the pure entries only: rollup-plugin-dts builds a
  // TypeScript program per entry, which ran out of memory (and took minutes) at 27 component entries.
  // Each component entry's declaration re-exports its names from the kit's (scripts/entry-types.mjs).
  dts: { entry: { index: 'src/index.ts', 'tailwind-preset': 'src/tailwind-preset.ts', ...pureEntries } },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Not `clean`: several builds may run side by side while developing, and a clean would pull
  // files out from under a running consumer. `npm pack` (prepack) builds from an empty dist.
  clean: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
