import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/**
 * Small chunks (the bundler's runtime, a store, a hook: 300 B to 1 KB) are among every cold visit's
 * files too, and brotli still takes a third to a half off them.
 */
const MIN_COMPRESSED_SIZE = 200;

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
          else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > MIN_COMPRESSED_SIZE) {
            const source = readFileSync(file);
            // Only where it saves bytes; the server sends the file as it is otherwise.
            const brotli = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
            const gzip = gzipSync(source, { level: 9 });
            if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
            if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
          }
        }
      };
      visit(outDir);
    },
  };
}

const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module `from` imports statically, directly or through others, `from` included. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The code cold visits load, in two files rather than 40-odd. Left to itself the bundler splits it
 * into files of 1–2 KB wherever a lazy page or dialog shares a module with it, and each file costs a
 * request, its headers and its own gzip dictionary.
 * - `main`: src/main.tsx and everything it imports statically (React, the router, the layout, the
 *   stores), and the bundler's runtime. main.tsx loads before any page or dialog (they are its dynamic
 *   imports), so the modules they share with it cost them nothing there. What the page's first script
 *   (src/boot.ts) imports stays out: that script must not pull the app in before the first paint.
 * - `shop`: what Home (a lazy page too) shares with category, search, product and cart (the product
 *   cards, stock, the kit's card parts), in one file instead of a dozen.
 * - `radix` and `radix-tabs`: Radix Tabs and the pieces it is made of (see RADIX_TABS).
 *
 * The kit's toast region is left to the bundler: it loads with the first toast only, and the Radix
 * pieces it shares with the dialogs go in files of their own, so a dialog does not bring the toasts.
 */
/** The pages a shopper lands on cold: Home, and the ones it shares its cards and stock code with. */
const SHOP_PAGES = {
  home: /[\\/]pages[\\/]home[\\/]home-page\.tsx$/,
  others: /[\\/]pages[\\/](category-page|search-page|product-page|cart[\\/]cart-page)\.tsx$/,
};

/**
 * Radix Tabs (the product page's buy box) and the Radix pieces it is made of. Left to itself the
 * bundler ships them as seven files of 0.6–3 KB, because the menus, the dialogs and the toasts share
 * some of them, each file with its own headers and gzip stream. In two files instead:
 * - `radix`: what Radix Dialog shares with the tabs (presence, context, ids, the controlled state),
 *   which Home's prize wheel, the quick view and the sheets load too;
 * - `radix-tabs`: the tabs, roving focus, the collection and direction (the menus use them as well).
 * A cold product page loads 2.6 KB less, Home 1.2 KB less (measured with scripts/bundle-budget.mjs).
 */
const RADIX_TABS = /[\\/]node_modules[\\/]@radix-ui[\\/]react-tabs[\\/]/;

function coldVisitGroup() {
  let groups: Map<string, string> | undefined;
  const assign = (graph: ModuleGraph) => {
    const boot = staticClosure(graph, `${APP_SOURCE}boot.ts`);
    const main = [...staticClosure(graph, `${APP_SOURCE}main.tsx`)].filter((id) => !boot.has(id));
    const assigned = new Map(main.map((id) => [id, 'main']));
    const pages = graph.getModuleInfo(`${APP_SOURCE}app/routes.tsx`)?.dynamicallyImportedIds ?? [];
    const home = pages.find((id) => SHOP_PAGES.home.test(id));
    const shop = new Set(pages.filter((id) => SHOP_PAGES.others.test(id)).flatMap((id) => [...staticClosure(graph, id)]));
    if (home) {
      for (const id of staticClosure(graph, home)) if (shop.has(id) && !assigned.has(id) && !boot.has(id)) assigned.set(id, 'shop');
    }
    const tabs = [...shop].find((id) => RADIX_TABS.test(id));
    if (tabs) {
      // What Radix Dialog (the prize wheel on Home, the quick view, the sheets) shares with the tabs
      // is a file of its own, so a dialog does not bring the tabs' roving focus and collection.
      const dialog = staticClosure(graph, tabs.replace(/react-tabs/, 'react-dialog'));
      for (const id of staticClosure(graph, tabs)) {
        if (!assigned.has(id) && !boot.has(id)) assigned.set(id, dialog.has(id) ? 'radix' : 'radix-tabs');
      }
    }
    return assigned;
  };
  return {
    // Each group is closed under static imports already (a module Home shares with a shop page brings
    // its own imports along), but for boot.ts's modules, which must stay in
    // the page's first script (the group would otherwise take them in as main.tsx's dependencies).
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => {
      groups ??= assign(graph);
      return id.includes('rolldown/runtime') ? 'main' : (groups.get(id) ?? null);
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

const ROUTER_DIST = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

/**
 * React Router publishes a production build beside its development one (its dev warnings compiled
 * out) but exports only the development build; builds take the production one.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: `${ROUTER_DIST}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER_DIST}dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'serve' ? kitSourceInDev : routerProductionBuild },
  build: {
    outDir: 'dist',
    // Written for the bundle report (scripts/bench/bundle.mjs) but not referenced from the files, and the
    // server does not serve them: the public gets no source maps.
    sourcemap: 'hidden',
    // The server renderer (`vite build --ssr`) serves no files of its own.
    copyPublicDir: !isSsrBuild,
    // The first screen must stay small; heavy SDKs (Firebase, Stripe) load on demand.
    chunkSizeWarningLimit: 400,
    // Every browser the store supports preloads modules itself (Safari from 17); one that does not
    // simply fetches them when imported. The polyfill was 0.4 KB of every page's first script.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [coldVisitGroup()] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
