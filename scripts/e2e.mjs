// Runs Playwright against the built app. playwright.config.ts starts the server and, unless a real
// Firebase project is configured, the Firebase Auth emulator (scripts/auth-emulator.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePorts } from './ports.mjs';

const clientDir = process.env.NEXUS_CLIENT_DIR ?? 'storefront/dist';
for (const built of [path.join(clientDir, 'index.html'), 'storefront/dist-server/index.js']) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// Every server of the run on a port of its own (unless set), so that two runs on one machine, or a
// run beside `npm start`, never meet.
const PORT_VARIABLES = ['E2E_PORT', 'E2E_DB_PORT', 'E2E_MAIL_SMTP_PORT', 'E2E_MAIL_WEB_PORT', 'E2E_AUTH_PORT'];
const ports = await freePorts(PORT_VARIABLES.length);
PORT_VARIABLES.forEach((name, index) => {
  process.env[name] ||= String(ports[index]);
});

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
