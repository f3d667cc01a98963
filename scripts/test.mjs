// `npm test`: every check. The build runs once and every step that needs it reuses it; independent
// steps run side by side, as many at once as the machine has cores (NEXUS_TEST_JOBS to change it),
// the longest first. A step's output is printed in one piece when it ends, so side-by-side steps do
// not interleave. After a failure nothing new starts (NEXUS_TEST_KEEP_GOING=1 runs the rest anyway);
// the summary gives each step's time and the total.
//
//   npm test                 every step
//   npm test -- lint e2e     only the steps whose names contain one of the words
//   npm test -- quick        the inner loop: typecheck, lint, unit tests and the tests of changed files
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) !== NODE_MAJOR) {
  console.error(
    `npm test runs on Node ${NODE_MAJOR} (this is ${process.version}): it comes with \`npm install\` (the \`node\` dev dependency), and npm runs scripts with node_modules/.bin first on the PATH. Run \`npm install\`, then \`npm test\`.`,
  );
  process.exit(1);
}

const chromium = ensureChromium();
process.env.CHROME_PATH = chromium;

const vitest = (...args) => ['npx', ['vitest', 'run', ...args]];

/**
 * `needs`: steps that must pass first. `weight`: about how long it takes, in seconds on two cores,
 * so that the longest chain starts first.
 */
const ALL_STEPS = [
  { name: 'build', command: ['npm', ['run', 'build']], needs: [], weight: 30 },
  { name: 'typecheck', command: ['npm', ['run', 'typecheck']], needs: ['build'], weight: 40 },
  { name: 'lint', command: ['npm', ['run', 'lint']], needs: [], weight: 40 },
  { name: 'unit tests', command: vitest('--project', 'unit'), needs: [], weight: 40 },
  // The kit as other teams get it: packed, installed, built into a Vite and a Next.js app.
  { name: 'package tests (ui-kit packed, Vite and Next.js consumers)', command: vitest('--project', 'package'), needs: ['build'], weight: 200 },
  { name: 'component tests (Chromium)', command: vitest('--project', 'browser'), needs: ['build'], weight: 140 },
  { name: 'story tests (Chromium, axe)', command: vitest('--project', 'storybook'), needs: ['build'], weight: 110 },
  // Some of them run the built server as separate processes.
  { name: 'server tests (PostgreSQL, Auth emulator)', command: vitest('--project', 'server'), needs: ['build'], weight: 130 },
  { name: 'bundle budget', command: ['node', ['scripts/bundle-budget.mjs']], needs: ['build'], weight: 30 },
  { name: 'end-to-end tests (Playwright)', command: ['node', ['scripts/e2e.mjs']], needs: ['build'], weight: 600 },
];

function changedSince() {
  // The tests of what this branch changed: against main when there is one, else the last commit.
  for (const base of ['origin/main', 'main']) {
    const found = spawnSync('git', ['merge-base', 'HEAD', base], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return 'HEAD';
}

function quickSteps() {
  const since = changedSince();
  return [
    { name: 'build ui-kit', command: ['npm', ['run', 'build:kit']], needs: [], weight: 5 },
    { name: 'typecheck', command: ['npm', ['run', 'typecheck']], needs: ['build ui-kit'], weight: 40 },
    { name: 'lint', command: ['npm', ['run', 'lint']], needs: [], weight: 40 },
    { name: 'unit tests', command: vitest('--project', 'unit'), needs: [], weight: 40 },
    {
      // Component, story and server tests that import a changed file (server tests that start the
      // built server need `npm run build` first); end-to-end tests run in the full `npm test`.
      name: `tests of files changed since ${since.slice(0, 10)}`,
      command: vitest('--changed', since, '--passWithNoTests', '--project', 'browser', '--project', 'storybook', '--project', 'server'),
      needs: ['build ui-kit'],
      weight: 60,
    },
  ];
}

const words = process.argv.slice(2);
const quick = words.includes('quick');
const steps = quick
  ? quickSteps()
  : ALL_STEPS.filter((step) => words.length === 0 || words.some((word) => step.name.includes(word)));
// A step asked for alone still gets the build it needs, unless it was asked to skip it.
const chosen = new Set(steps.map((step) => step.name));
const byName = new Map(ALL_STEPS.map((step) => [step.name, step]));
for (const step of [...steps]) {
  for (const need of step.needs) {
    if (!chosen.has(need) && byName.has(need) && !process.env.NEXUS_TEST_NO_BUILD) {
      chosen.add(need);
      steps.unshift(byName.get(need));
    }
  }
}

/** The longest chain of weights from each step to the end. */
function remaining(step) {
  const after = steps.filter((other) => other.needs.includes(step.name));
  return step.weight + Math.max(0, ...after.map(remaining));
}
// The steps of the longest chain start first, since they decide the total; the rest go in the order
// listed, the quick ones that fail most often first.
const longest = Math.max(...steps.map(remaining));
const critical = (step) => remaining(step) >= longest / 2;
const order = [...steps].sort((a, b) => Number(critical(b)) - Number(critical(a)));

const jobs = Math.max(1, Number(process.env.NEXUS_TEST_JOBS) || availableParallelism());
const logs = mkdtempSync(path.join(tmpdir(), 'nexus-test-'));
const results = new Map();
const running = new Map();
const started = Date.now();
let failed = false;
const keepGoing = process.env.NEXUS_TEST_KEEP_GOING === '1';

console.log(`npm test on Node ${process.version}, Chromium at ${chromium}; ${steps.length} steps, up to ${jobs} at once.`);

function runStep(step) {
  const [command, args] = step.command;
  const logFile = path.join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logFile);
  const begin = Date.now();
  console.log(`▶ ${step.name}: ${command} ${args.join(' ')}`);
  // FORCE_COLOR keeps the tools' colours although their output goes to a file first.
  const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      log.end(() => {
        const seconds = (Date.now() - begin) / 1000;
        const ok = code === 0;
        console.log(`\n──────── ${step.name} (${seconds.toFixed(1)}s) ────────`);
        process.stdout.write(readFileSync(logFile));
        console.log(`${ok ? '✔' : '✘'} ${step.name} ${ok ? 'passed' : `failed (${code ?? signal})`} in ${seconds.toFixed(1)}s`);
        resolve({ ok, seconds });
      });
    });
  });
}

await new Promise((done) => {
  const schedule = () => {
    for (const step of order) {
      if ((failed && !keepGoing) || running.size >= jobs) break;
      if (results.has(step.name) || running.has(step.name)) continue;
      if (!step.needs.every((need) => !chosen.has(need) || results.get(need)?.ok)) continue;
      running.set(
        step.name,
        runStep(step).then((result) => {
          running.delete(step.name);
          results.set(step.name, result);
          if (!result.ok) failed = true;
          schedule();
        }),
      );
    }
    if (running.size === 0) done();
  };
  schedule();
});
rmSync(logs, { recursive: true, force: true });

const total = (Date.now() - started) / 1000;
console.log('\nSummary');
for (const step of steps) {
  const result = results.get(step.name);
  console.log(`  ${result ? (result.ok ? '✔' : '✘') : '–'} ${step.name}${result ? ` (${result.seconds.toFixed(1)}s)` : ' (not run)'}`);
}
const failures = [...results.values()].filter((result) => !result.ok).length;
const skipped = steps.length - results.size;
console.log(`${results.size - failures} passed, ${failures} failed${skipped ? `, ${skipped} not run` : ''}; total ${total.toFixed(1)}s`);
process.exit(failures > 0 || skipped > 0 ? 1 : 0);
