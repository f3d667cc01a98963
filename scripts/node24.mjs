// `npm test` runs the server tests once more under Node 24 LTS (issue 24): Node 20 reached its end of
// life in April 2026 and the store must run where users run it. Node 24 comes from the npm registry's
// `node` package (a binary inside a registry package, no other download), installed once into
// node_modules/.cache/node24 and reused. Usage: node scripts/node24.mjs <script> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const NODE_VERSION = '24';
const repoRoot = path.resolve(import.meta.dirname, '..');
const prefix = path.join(repoRoot, 'node_modules', '.cache', `node${NODE_VERSION}`);
const binary = path.join(prefix, 'node_modules', 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function version() {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

if (!existsSync(binary) || !version()?.startsWith(`v${NODE_VERSION}.`)) {
  mkdirSync(prefix, { recursive: true });
  console.log(`Installing Node ${NODE_VERSION} from the npm registry into ${path.relative(repoRoot, prefix)}`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `node@${NODE_VERSION}`], {
    stdio: 'inherit',
  });
  if (install.status !== 0 || !version()?.startsWith(`v${NODE_VERSION}.`)) {
    console.error(`Could not install Node ${NODE_VERSION} from the npm registry (npm install node@${NODE_VERSION}).`);
    process.exit(1);
  }
}

console.log(`Running under Node ${version()}: ${process.argv.slice(2).join(' ')}`);
const run = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit', cwd: repoRoot });
process.exit(run.status ?? 1);
