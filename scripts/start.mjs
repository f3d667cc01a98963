// `npm start`: build what is not built, then serve the whole store on http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than anything in `sources`. */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newestMtime(source) > built);
}

function run(name, args) {
  console.log(`▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const kitStale = isStale('ui-kit/dist/index.js', ['ui-kit/src', 'tailwind.config.ts']);
if (kitStale) run('building ui-kit', ['run', 'build:kit']);
if (kitStale || isStale('storefront/dist-server/index.js', ['storefront/src', 'storefront/server', 'storefront/public', 'storefront/index.html'])) {
  run('building the storefront', ['run', 'build:app']);
}

const server = spawn(process.execPath, ['storefront/dist-server/index.js'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3000' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
