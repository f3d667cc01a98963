// Writes the declaration of each component entry (`dist/<name>/index.d.ts` and `.d.cts`) from its
// source, `src/<name>/index.ts`: the same re-exports, pointed at the kit's bundled declarations
// (`dist/index.d.ts`) or at a pure entry's own (`dist/spin-wheel/geometry/index.d.ts`). So
// `import { Button } from '@nexus-za/ui-kit/button'` is typed exactly as the entry's code is. Run after tsup.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

// A specifier is a file of the entry ('./a') or another entry ('../product-buy-box', names an entry
// carries on for the teams that import them from it).
const STATEMENT = /export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+'(\.\.?\/[^']+)';/g;

function declarations(name, text, extension) {
  const statements = [...text.matchAll(STATEMENT)];
  if (statements.length === 0 || text.replace(STATEMENT, '').replace(/^\s*\/\/.*$/gm, '').trim() !== '') {
    throw new Error(`src/${name}/index.ts must consist of re-exports only (export { A, type B } from './a')`);
  }
  return statements
    .map(([, typeOnly = '', names, specifier]) => {
      const pure = specifier.startsWith('./') && existsSync(`dist/${name}/${specifier.slice(2)}/index.d.ts`);
      if (names === '*' && !pure) {
        throw new Error(`src/${name}/index.ts: name what ${specifier} exports (export * is only for pure entries)`);
      }
      const target = pure ? `${specifier}/index.${extension}` : `../index.${extension}`;
      return `export ${typeOnly}${names} from '${target}';`;
    })
    .join('\n');
}

let written = 0;
// Entries of a component's files without one of its parts (`product-buy-box/parts`, tsup.config.ts):
// the same re-exports, from the kit's declarations two folders up. Written first: the component's own
// entry re-exports them (`export * from './parts'`), which needs their declaration to exist.
for (const [entry, source] of [['product-buy-box/parts', 'src/product-buy-box/parts.ts']]) {
  const text = readFileSync(source, 'utf8');
  for (const [extension, types] of [['js', 'd.ts'], ['cjs', 'd.cts']]) {
    const body = declarations(entry, text, extension).replaceAll(`'../index.${extension}'`, `'../../index.${extension}'`);
    writeFileSync(`dist/${entry}/index.${types}`, `${body}\n`);
  }
  written += 1;
}
for (const entry of readdirSync('src', { withFileTypes: true })) {
  const source = `src/${entry.name}/index.ts`;
  if (!entry.isDirectory() || !existsSync(source)) continue;
  const text = readFileSync(source, 'utf8');
  writeFileSync(`dist/${entry.name}/index.d.ts`, `${declarations(entry.name, text, 'js')}\n`);
  writeFileSync(`dist/${entry.name}/index.d.cts`, `${declarations(entry.name, text, 'cjs')}\n`);
  written += 1;
}
console.log(`entry-types: declarations for ${written} component entries`);

// The CommonJS preset is `module.exports = preset` (what `require('@nexus-za/ui-kit/tailwind-preset')`
// in a Tailwind config expects), so its declaration must say `export =`, not `export default`.
const presetTypes = 'dist/tailwind-preset.d.cts';
const presetText = readFileSync(presetTypes, 'utf8');
const defaultExport = /export \{ (\w+) as default \};/;
if (!defaultExport.test(presetText)) throw new Error(`${presetTypes}: expected one default export`);
writeFileSync(presetTypes, presetText.replace(defaultExport, 'export = $1;'));
