// Bundle figures: what a first visit to `/` downloads, every lazy chunk, and ui-kit per component.
import { readFileSync, readdirSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SourceMapConsumer } from 'source-map-js';
import { firstLoadFiles } from '../first-load.mjs';

const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
// What the server actually sends to browsers that accept it (the build writes .br files at quality 11).
const brotliKb = (buffer) => brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/** Gzip KB of the JS and CSS one HTML page of a build loads up front. */
export function gzipSizeOfPage(distDir, htmlFile) {
  const files = firstLoadFiles(distDir, htmlFile);
  const sum = (ext) =>
    files.filter((ref) => ref.endsWith(ext)).reduce((total, ref) => total + gzipKb(readFileSync(path.join(distDir, ref))), 0);
  return { files, jsGzipKb: sum('.js'), cssGzipKb: sum('.css') };
}

/** The package a source file of the build belongs to: an npm package, 'ui-kit' or 'storefront'. */
function owner(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1];
  if (source.includes('ui-kit/')) return 'ui-kit';
  return 'storefront';
}

/**
 * What the first load is made of, by package: the built code of each JS file attributed through its
 * source map, then gzipped package by package. Each package compressed on its own is a little larger
 * than its share of the real (whole-file) gzip, so the column is an approximate share, largest first.
 */
export function firstLoadByPackage(distDir, files) {
  const code = new Map();
  for (const ref of files.filter((file) => file.endsWith('.js'))) {
    const file = path.join(distDir, ref);
    if (!existsSync(`${file}.map`)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    let previous = null;
    const take = (from, to) => {
      const line = lines[from.generatedLine - 1] ?? '';
      const end = to && to.generatedLine === from.generatedLine ? to.generatedColumn : line.length;
      const key = owner(from.source ?? '');
      code.set(key, (code.get(key) ?? '') + line.slice(from.generatedColumn, end));
    };
    consumer.eachMapping((mapping) => {
      if (previous) take(previous, mapping);
      previous = { ...mapping };
    });
    if (previous) take(previous, null);
  }
  return [...code]
    .map(([name, text]) => ({ package: name, gzipKb: gzipKb(Buffer.from(text)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

export function measureStorefront(distDir = 'storefront/dist') {
  const first = firstLoadFiles(distDir);
  const files = readdirSync(path.join(distDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  const sizes = Object.fromEntries(
    files.map((file) => [`/assets/${file}`, gzipKb(readFileSync(path.join(distDir, 'assets', file)))]),
  );
  const firstJs = first.filter((ref) => ref.endsWith('.js')).reduce((sum, ref) => sum + sizes[ref], 0);
  const firstCss = first.filter((ref) => ref.endsWith('.css')).reduce((sum, ref) => sum + sizes[ref], 0);
  const firstLoadText = first.map((ref) => readFileSync(path.join(distDir, ref), 'utf8')).join('\n');
  const firstJsBrotli = first
    .filter((ref) => ref.endsWith('.js'))
    .reduce((sum, ref) => sum + brotliKb(readFileSync(path.join(distDir, ref))), 0);
  const lazy = Object.entries(sizes)
    .filter(([ref]) => !first.includes(ref))
    .map(([ref, kb]) => ({ chunk: ref, gzipKb: kb }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    firstLoad: {
      files: first,
      jsGzipKb: firstJs,
      jsBrotliKb: firstJsBrotli,
      cssGzipKb: firstCss,
      byPackage: firstLoadByPackage(distDir, first),
    },
    // Strings only the SDKs' own code contains (the app's own code may say 'firebase'), the same
    // markers as tests/e2e/security.spec.ts: present in the first load means the SDK is not lazy.
    firebaseInFirstLoad: /identitytoolkit|@firebase\//.test(firstLoadText),
    stripeInFirstLoad: /js\.stripe\.com|stripe\.js/.test(firstLoadText),
    lazy,
  };
}

/** Gzip size of an app that imports one ui-kit entry (React external: every React app has it). */
export async function measureUiKitEntries(kitDir = 'ui-kit') {
  const pkg = JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8'));
  const entries = readdirSync(path.join(kitDir, 'dist'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(kitDir, 'dist', entry.name, 'index.js')))
    .map((entry) => entry.name);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kit-size-'));
  const results = [];
  try {
    for (const name of ['(root: everything)', ...entries]) {
      const specifier = name.startsWith('(') ? pkg.name : `${pkg.name}/${name}`;
      const entryFile = path.join(tmp, 'entry.js');
      writeFileSync(entryFile, `import * as kit from '${specifier}';\nconsole.log(kit);\n`);
      const output = await build({
        entryPoints: [entryFile],
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        platform: 'browser',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        nodePaths: [path.resolve('node_modules')],
        absWorkingDir: process.cwd(),
        logLevel: 'silent',
      });
      const code = output.outputFiles[0].contents;
      results.push({ entry: specifier, minKb: code.length / 1024, gzipKb: gzipKb(code) });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return results;
}
