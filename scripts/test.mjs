// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
console.log(`Using Chromium at ${chromium}`);
process.env.CHROME_PATH = chromium;

const steps = [
  ['build ui-kit', 'npm', ['run', 'build:kit']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['component tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'browser']],
  ['story tests (Chromium, axe)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['build storefront', 'npm', ['run', 'build:app']],
  // After the build: some of them run the built server as separate processes.
  ['server tests (PostgreSQL, Auth emulator)', 'npx', ['vitest', 'run', '--project', 'server']],
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  ['end-to-end tests (Playwright)', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
