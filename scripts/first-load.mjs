// What a first visit downloads, read off a Vite build: shared by the bench, the bundle budget and
// the e2e security checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Files the entry HTML loads up front: scripts, stylesheets and module preloads, followed through
 * static imports. The storefront's entry script (src/boot.ts) starts the app with a dynamic import
 * as soon as the page has painted, so the dynamic imports of a script the HTML names are counted too;
 * deeper dynamic imports (pages, dialogs, SDKs) are lazy.
 */
export function firstLoadFiles(distDir, htmlFile = 'index.html') {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const entries = new Set(refs);
  const seen = new Set();
  const queue = [...refs];
  const asset = (relative) => path.posix.join('/assets', relative.slice(2));
  while (queue.length > 0) {
    const ref = queue.shift();
    if (seen.has(ref)) continue;
    seen.add(ref);
    if (!ref.endsWith('.js')) continue;
    const code = readFileSync(path.join(distDir, ref), 'utf8');
    // Static imports (`import … from "./x.js"` / `import "./x.js"`).
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(asset(match[1]));
    }
    if (!entries.has(ref)) continue;
    for (const match of code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) queue.push(asset(match[1]));
  }
  return [...seen];
}
