// "use client" per entry in the built kit: the entries with hooks, context, effects or event handlers
// start with the directive (so a Next.js server component can import them), and the purely
// presentational ones do not, and neither do the files they load (so they stay server components).
// The Next.js consumer test (package-next-consumer) proves the same through a real `next build`.
// Needs `npm run build:kit` first (`npm test` runs it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT, PURE_ENTRIES, componentEntries } from '../package/entries';

const DIST = path.join(KIT_ROOT, 'dist');

/** Presentational entries: usable in a server component. Every other component entry is a client one. */
const SERVER_ENTRIES = ['badge', 'card', 'cn', 'empty-state', 'format', 'icons', 'price', 'rating', 'spinner', 'stock-status'];
const TOP_LEVEL = ['index', 'tokens', 'tailwind-preset'];

const CLIENT_ONLY = /\b(createContext|useState|useEffect|useLayoutEffect|useContext|useReducer|useRef|useSyncExternalStore)\b/;
const STARTS_CLIENT = /^"use client";\n/;

const file = (entry: string, extension: string) =>
  TOP_LEVEL.includes(entry) ? path.join(DIST, `${entry}${extension}`) : path.join(DIST, entry, `index${extension}`);

/** The code an ESM file loads without crossing into a "use client" module: itself and its imports. */
function serverCode(start: string): { files: string[]; code: string } {
  const files: string[] = [];
  const visit = (target: string) => {
    if (files.includes(target)) return;
    const code = readFileSync(target, 'utf8');
    if (STARTS_CLIENT.test(code)) return;
    files.push(target);
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)) {
      visit(path.resolve(path.dirname(target), specifier!));
    }
  };
  visit(start);
  return { files, code: files.map((name) => readFileSync(name, 'utf8')).join('\n') };
}

describe('"use client" in the built ui-kit', () => {
  const clientEntries = componentEntries().filter((entry) => !SERVER_ENTRIES.includes(entry));

  it('knows every entry', () => {
    expect(componentEntries()).toEqual(expect.arrayContaining(SERVER_ENTRIES));
    expect(clientEntries).toEqual(expect.arrayContaining(['button', 'product-card', 'product-buy-box', 'product-modal', 'money-format', 'chat-widget', 'spin-wheel']));
  });

  it.each(clientEntries)('ui-kit/%s starts with "use client" in both builds', (entry) => {
    for (const extension of ['.js', '.cjs']) {
      const code = readFileSync(file(entry, extension), 'utf8');
      expect(code.slice(0, 40), `${entry}${extension}`).toMatch(STARTS_CLIENT);
    }
    // The source map still lines up: one more line at the top, one more empty line of mappings.
    const map = JSON.parse(readFileSync(`${file(entry, '.js')}.map`, 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it.each([...SERVER_ENTRIES, ...PURE_ENTRIES, ...TOP_LEVEL])('ui-kit/%s has no directive and loads no client-only React API', (entry) => {
    for (const extension of ['.js', '.cjs']) {
      expect(existsSync(file(entry, extension))).toBe(true);
      expect(readFileSync(file(entry, extension), 'utf8')).not.toContain('use client');
    }
    const { files, code } = serverCode(file(entry, '.js'));
    const found = code.match(CLIENT_ONLY)?.[0];
    expect(found, `${entry} loads ${files.map((name) => path.relative(DIST, name)).join(', ')}`).toBeUndefined();
  });
});
