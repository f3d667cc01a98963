import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component folder (ui-kit/src/<name>/index.ts -> `ui-kit/<name>`), so that importing
// one component never pulls in another's code.
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'tailwind-preset': 'src/tailwind-preset.ts',
    ...componentEntries,
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Not `clean`: several builds may run side by side while developing, and a clean would pull
  // files out from under a running consumer. `npm pack` (prepack) builds from an empty dist.
  clean: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
