// Writes `dist/tokens.css`: every design token of the built kit (`dist/tokens.js`) as a CSS custom
// property, the light theme on `:root`, the dark one under `.dark` and `.nx-system` (the reader's
// `prefers-color-scheme`), for apps (and designers' tools) that read the tokens without Tailwind. The
// same rules are in `styles.css` (the preset adds them). Run after tsup.
import { writeFileSync } from 'node:fs';
import { themeCss } from '../dist/tokens.js';

const css = themeCss();
writeFileSync('dist/tokens.css', `/* @nexus-za/ui-kit design tokens, generated from src/tokens.ts. */\n${css}\n`);
console.log(`tokens-css: ${css.split('\n').filter((line) => line.includes(': ')).length} declarations`);
