import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the client build, once, at the highest levels;
 * the server sends them to browsers that accept them (serveStatic `precompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nexus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 1024) {
            const source = readFileSync(file);
            writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

const KIT_SOURCE = fileURLToPath(new URL('../ui-kit/src', import.meta.url));

/**
 * In `npm run dev` only, `@nexus-za/ui-kit/<entry>` is the kit's source (`ui-kit/src/<entry>`), so an
 * edit there shows at once, with hot reload, without rebuilding the kit. Builds and tests keep using
 * the built package (`ui-kit/dist`), the code other teams get.
 */
const kitSourceInDev = [
  { find: /^@nexus-za\/ui-kit$/, replacement: `${KIT_SOURCE}/index.ts` },
  { find: /^@nexus-za\/ui-kit\/(.+)$/, replacement: `${KIT_SOURCE}/$1` },
];

// Radix packages by when a page needs them: what the first load's Buttons use, and what the first
// layer (the toast region, a dialog, a menu) brings once the page is up.
const RADIX_FIRST =
  /node_modules[\\/](?:class-variance-authority|@radix-ui[\\/]react-(?:compose-refs|slot))[\\/]/;
const RADIX_LAYERS =
  /node_modules[\\/]@radix-ui[\\/](?:primitive|react-(?:primitive|context|use-callback-ref|use-escape-keydown|presence|id|dismissable-layer|portal|collection|visually-hidden))[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'serve' ? kitSourceInDev : [] },
  build: {
    outDir: 'dist',
    // Written for the bundle report (scripts/bench/bundle.mjs) but not referenced from the files, and the
    // server does not serve them: the public gets no source maps.
    sourcemap: 'hidden',
    // The server renderer (`vite build --ssr`) serves no files of its own.
    copyPublicDir: !isSsrBuild,
    // The first screen must stay small; heavy SDKs (Firebase, Stripe) load on demand.
    chunkSizeWarningLimit: 400,
    // The small Radix packages under the kit's parts that every page loads (Button's Slot; the toast
    // region's layer, portal and presence) in two files: left alone, the bundler cuts them into a file
    // per set of importers, and each file costs its own request and headers (~0.5 KB as sent).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Only the packages named: React and the app's modules stay where they were.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'radix-first', test: RADIX_FIRST },
                { name: 'radix-layers', test: RADIX_LAYERS },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
