// Runs Playwright against the built app. playwright.config.ts starts the server and, unless a real
// Firebase project is configured, the Firebase Auth emulator (scripts/auth-emulator.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const clientDir = process.env.NEXUS_CLIENT_DIR ?? 'storefront/dist';
for (const built of [path.join(clientDir, 'index.html'), 'storefront/dist-server/index.js']) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
