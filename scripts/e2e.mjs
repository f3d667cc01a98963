// Runs Playwright against the built app.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
