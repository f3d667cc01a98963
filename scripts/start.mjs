// `npm start`: build what is not built, then serve the whole store on http://localhost:3000, with the
// Firebase Auth emulator for sign-in when no real Firebase project is configured, and an embedded
// PostgreSQL (scripts/postgres.mjs, data in .data/postgres) when no DATABASE_URL is set, and a local
// mail catcher with a web inbox (maildev, scripts/mail-catcher.mjs) when no SMTP_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ENV_STAMP, buildEnvOf } from './build-env-stamp.mjs';
import { DEFAULT_AUTH_EMULATOR_PORT, startAuthEmulator, usesRealFirebase } from './auth-emulator.mjs';
import { DEFAULT_SMTP_PORT, DEFAULT_WEB_PORT, portOr, runMailCatcher } from './mail-catcher.mjs';
import { runPostgres } from './postgres.mjs';
import { writeLocalServices } from './local-services.mjs';

function newestMtime(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
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

// VITE_* variables are baked into the client at build time, so a build made with other values (say,
// before a real Firebase project was configured) is stale too. Every build stamps the ones it used.
const buildEnv = buildEnvOf();
const builtEnv = existsSync(BUILD_ENV_STAMP) ? readFileSync(BUILD_ENV_STAMP, 'utf8') : null;

const kitStale = isStale('ui-kit/dist/index.js', ['ui-kit/src', 'tailwind.config.ts']);
if (kitStale) run('building ui-kit', ['run', 'build:kit']);
if (
  kitStale ||
  builtEnv !== buildEnv ||
  isStale('storefront/dist-server/render/entry-server.js', ['storefront/src', 'storefront/core', 'storefront/mail', 'storefront/server', 'storefront/public', 'storefront/index.html', 'storefront/tailwind.config.ts'])
) {
  run('building the storefront', ['run', 'build:app']);
}

// Sign-in goes to the Auth emulator unless a real Firebase project is configured; orders go to the
// embedded PostgreSQL unless DATABASE_URL names one. Both start first (the emulator takes a few
// seconds), so that the server's "ready" means every part answers: a shopper who signs up or pays
// right then succeeds.
const realFirebase = usesRealFirebase();
// The built server is production unless told otherwise; this command is the one that says it runs
// locally, on the stand-ins above (storefront/server/production.ts).
const serverEnv = { ...process.env, PORT: process.env.PORT ?? '3000', NEXUS_RUN_LOCALLY: '1' };

const aborter = new AbortController();
let server = null;
let stopping = false;
const emulator = realFirebase
  ? Promise.resolve(null)
  : (Number(process.env.NEXUS_AUTH_EMULATOR_PORT) > 0
      ? Promise.resolve(Number(process.env.NEXUS_AUTH_EMULATOR_PORT))
      : portOr(DEFAULT_AUTH_EMULATOR_PORT)
    )
      .then((port) => startAuthEmulator({ port, signal: aborter.signal }))
      .catch((error) => {
        if (!aborter.signal.aborted) {
          console.warn(`${error.message}\nSign-in is unavailable; the rest of the store works.`);
        }
        return null;
      });
const database = process.env.DATABASE_URL
  ? Promise.resolve(null)
  : runPostgres({ signal: aborter.signal }).catch((error) => {
      if (!aborter.signal.aborted) {
        console.error(`${error.message}\nSet DATABASE_URL to use another PostgreSQL.`);
        void stopAll(1);
      }
      return null;
    });

// Mail goes to the local catcher unless SMTP_URL names a mail server: its default ports when free.
const mailCatcher = process.env.SMTP_URL
  ? Promise.resolve(null)
  : Promise.all([portOr(DEFAULT_SMTP_PORT), portOr(DEFAULT_WEB_PORT)])
      .then(([smtpPort, webPort]) => runMailCatcher({ smtpPort, webPort, signal: aborter.signal }))
      .catch((error) => {
        if (!aborter.signal.aborted) console.warn(`${error.message}\nMail waits in the outbox until a mail server answers; the rest of the store works.`);
        return null;
      });

async function stopAll(exitCode, signal) {
  if (stopping) return;
  stopping = true;
  aborter.abort();
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill(signal ?? 'SIGTERM');
    await once(server, 'exit');
  }
  // The database stops after the server, so that requests in flight can finish their writes.
  await Promise.all([(await emulator)?.stop(), (await database)?.stop(), (await mailCatcher)?.stop()]);
  process.exit(exitCode ?? server?.exitCode ?? 0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0, signal));

const [auth, embedded, catcher] = await Promise.all([emulator, database, mailCatcher]);
if (!stopping) {
  if (auth) serverEnv.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  if (embedded) serverEnv.DATABASE_URL = embedded.url;
  if (catcher) {
    serverEnv.SMTP_URL = catcher.smtpUrl;
    // The server prints it with "ready".
    serverEnv.NEXUS_MAIL_INBOX_URL = catcher.inboxUrl;
  }
  // `npm run merchant` finds this run's emulator here.
  writeLocalServices({ authEmulatorHost: auth?.host ?? null });
  server = spawn(process.execPath, ['storefront/dist-server/index.js'], { stdio: 'inherit', env: serverEnv });
  server.on('exit', (code) => void stopAll(code ?? 0));
  void embedded?.exited.then(() => {
    if (!stopping) {
      console.error('The embedded PostgreSQL stopped; stopping the store.');
      void stopAll(1);
    }
  });
}
