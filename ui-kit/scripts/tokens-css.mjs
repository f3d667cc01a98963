// Writes `dist/tokens.css`: every design token of the built kit (`dist/tokens.js`) as a CSS custom
// property on `:root`, for apps (and designers' tools) that read the tokens without Tailwind. Run after tsup.
import { writeFileSync } from 'node:fs';
import { tokenVariables } from '../dist/tokens.js';

const lines = tokenVariables().map(([name, value]) => `  ${name}: ${value};`);
writeFileSync(
  'dist/tokens.css',
  `/* @nexus-za/ui-kit design tokens, generated from src/tokens.ts. */\n:root {\n${lines.join('\n')}\n}\n`,
);
console.log(`tokens-css: ${lines.length} variables`);
