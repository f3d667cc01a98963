// `npm run dev` runs the storefront on the kit's source, so an edit in ui-kit/src shows without a
// rebuild; a build keeps using the built package. Asked of the storefront's own Vite config, in both
// modes, and proven end to end: a module of the dev server changes when a kit source file does.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT, REPO_ROOT } from '../package/entries';

const STOREFRONT = path.join(REPO_ROOT, 'storefront');
const configFile = path.join(STOREFRONT, 'vite.config.ts');

let server: ViteDevServer;
beforeAll(async () => {
  server = await createServer({ configFile, root: STOREFRONT, logLevel: 'silent', server: { middlewareMode: true, hmr: false } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('the storefront in dev runs on the kit source', { timeout: 60_000 }, () => {
  it('resolves kit entries to ui-kit/src in dev', async () => {
    const resolve = async (id: string) => (await server.pluginContainer.resolveId(id, path.join(STOREFRONT, 'src/main.tsx')))?.id;
    expect(await resolve('@nexus-za/ui-kit/button')).toBe(path.join(KIT_ROOT, 'src/button/index.ts'));
    expect(await resolve('@nexus-za/ui-kit/chat-widget/chat-script')).toBe(path.join(KIT_ROOT, 'src/chat-widget/chat-script.ts'));
    expect(await resolve('@nexus-za/ui-kit')).toBe(path.join(KIT_ROOT, 'src/index.ts'));
  });

  it('serves an edit to a kit source file at once', async () => {
    const file = path.join(KIT_ROOT, 'src/spinner/spinner.tsx');
    const original = readFileSync(file, 'utf8');
    const marker = `dev-loop-${Date.now()}`;
    const url = `/@fs${file}`;
    expect((await server.transformRequest(url))?.code).not.toContain(marker);
    try {
      // The file watcher drops the served module; the next request has the edit, no build between.
      writeFileSync(file, `${original}\nexport const devLoopMarker = '${marker}';\n`);
      await expect.poll(async () => (await server.transformRequest(url))?.code.includes(marker), { timeout: 15_000 }).toBe(true);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('keeps the built package in a build', async () => {
    const config = await resolveConfig({ configFile, root: STOREFRONT, logLevel: 'silent' }, 'build');
    const aliases = config.resolve.alias.filter((alias) => String(alias.find).includes('ui-kit'));
    expect(aliases).toEqual([]);
  });
});
