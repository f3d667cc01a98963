// Puts `"use client"` back at the top of each built entry whose code needs the client, and only
// those. Bundlers drop module directives (esbuild and Rollup both strip them), so the kit marks its
// source files the way Radix Themes does (a `'use client'` first line on every file with hooks,
// context, effects or event handlers) and this step carries the mark to the entry those files were
// built into (tsup.config.ts builds each component into its own entry). Entries of purely
// presentational parts (Price, Badge, Card, …) stay unmarked, so Next.js renders them as server
// components. Run after tsup.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve('src');
const DIRECTIVE = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"];?/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'|(?:^|\n)\s*import\s+'(\.{1,2}\/[^']+)'/g;

const componentFolders = new Set(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(SRC, entry.name, 'index.ts')))
    .map((entry) => entry.name),
);

function resolveSource(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`client-directives: cannot resolve '${specifier}' from ${from}`);
}

/** The component folder a source file belongs to, or null for `src/*.ts` and `src/lib`. */
const folderOf = (file) => {
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length > 0 && componentFolders.has(first) ? first : null;
};

/** Source files built into an entry: its imports, not crossing into another component (an entry of its own). */
function filesOf(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, a, b] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveSource(file, a ?? b);
      const folder = folderOf(target);
      if (folder !== null && folder !== folderOf(entry)) continue;
      visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

function prepend(file) {
  const code = readFileSync(file, 'utf8');
  if (DIRECTIVE.test(code)) return;
  writeFileSync(file, `"use client";\n${code}`);
  // One line more at the top: every mapping moves down one line.
  const map = `${file}.map`;
  if (existsSync(map)) {
    const json = JSON.parse(readFileSync(map, 'utf8'));
    json.mappings = `;${json.mappings}`;
    writeFileSync(map, JSON.stringify(json));
  }
}

const entries = [
  ...[...componentFolders].map((name) => [path.join(SRC, name, 'index.ts'), `dist/${name}/index`]),
  [path.join(SRC, 'spin-wheel/geometry.ts'), 'dist/spin-wheel/geometry/index'],
  [path.join(SRC, 'chat-widget/chat-script.ts'), 'dist/chat-widget/chat-script/index'],
  [path.join(SRC, 'product-buy-box/product-buy-box-team.tsx'), 'dist/product-buy-box/team'],
  [path.join(SRC, 'product-buy-box/parts.ts'), 'dist/product-buy-box/parts/index'],
  [path.join(SRC, 'index.ts'), 'dist/index'],
  [path.join(SRC, 'tokens.ts'), 'dist/tokens'],
  [path.join(SRC, 'tailwind-preset.ts'), 'dist/tailwind-preset'],
];

const client = [];
for (const [source, output] of entries) {
  const files = filesOf(source);
  if (!files.some((file) => DIRECTIVE.test(readFileSync(file, 'utf8')))) continue;
  for (const extension of ['.js', '.cjs']) prepend(`${output}${extension}`);
  client.push(path.relative('dist', output));
}
console.log(`client-directives: "use client" on ${client.length} of ${entries.length} entries (${client.join(', ')})`);
