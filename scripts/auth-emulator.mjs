// The Firebase Auth emulator: the embedded default for sign-in when no real Firebase project is
// configured (see docs/configuration.md). `npm start`, the server tests and the e2e run use
// `startAuthEmulator()`; `node scripts/auth-emulator.mjs` runs it in the foreground until
// SIGINT/SIGTERM (Playwright's webServer), on NEXUS_AUTH_EMULATOR_PORT or a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './ports.mjs';

/** The port `npm start` prefers, as in `firebase.json` and the client's default (`firebase-config.ts`). */
export const DEFAULT_AUTH_EMULATOR_PORT = 9099;
/** Where the emulator listens when nothing else is said: `npm run dev` and `npm run merchant` look there. */
export const AUTH_EMULATOR_HOST = `127.0.0.1:${DEFAULT_AUTH_EMULATOR_PORT}`;
/** A `demo-` project id makes firebase-tools run without a cloud project or credentials. */
export const AUTH_EMULATOR_PROJECT = 'demo-nexus';

const repoRoot = path.resolve(import.meta.dirname, '..');
// About 8 s on an idle machine; much longer when the cores are busy.
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

/** True when the client build is configured for a real Firebase project, so no emulator is needed. */
export function usesRealFirebase(env = process.env) {
  return Boolean(env.VITE_FIREBASE_API_KEY);
}

/** Resolves true when an Auth emulator answers at `host` and says it is ready. */
export async function authEmulatorAnswers(host = AUTH_EMULATOR_HOST) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

// firebase-tools otherwise asks the npm registry for a newer version on every run.
const quietEnv = { NO_UPDATE_NOTIFIER: '1' };

/** The installed firebase-tools CLI, run with this Node: no npx lookup, nothing fetched. */
function firebaseCli() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

/**
 * firebase.json with the emulator's own ports replaced: besides the auth port, firebase-tools opens a
 * hub and a logging port (4400 and 4500 by default), which would collide between two runs.
 */
async function emulatorConfig(authPort) {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  config.emulators = {
    ...config.emulators,
    auth: { host: '127.0.0.1', port: authPort },
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'nexus-auth-emulator-'));
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return dir;
}

/**
 * Starts the Auth emulator on `port` (a free one when not given) and resolves once it answers.
 * Aborting `signal` while it starts stops it and rejects.
 * @param {{ port?: number, log?: (line: string) => void, signal?: AbortSignal }} [options]
 * @returns {Promise<{ host: string, exited: Promise<{ code: number | null, signal: string | null }>, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port, log = (line) => console.log(line), signal } = {}) {
  const authPort = port ?? (await freePort());
  const host = `127.0.0.1:${authPort}`;
  const configDir = await emulatorConfig(authPort);

  const args = [firebaseCli(), 'emulators:start', '--config', path.join(configDir, 'firebase.json'), '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT, '--non-interactive'];
  // Its own process group, so that stop() reaches the CLI and anything it spawns.
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...quietEnv },
  });
  const removeConfig = () => rmSync(configDir, { recursive: true, force: true });

  const output = [];
  let ready = false;
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      if (ready) log(`[auth emulator] ${line}`);
      else output.push(line);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  let exitResult;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, exitSignal) => {
      exitResult = { code, signal: exitSignal };
      removeConfig();
      resolve(exitResult);
    }),
  );
  const killGroup = (killSignal) => {
    try {
      process.kill(-child.pid, killSignal);
    } catch {
      // The group is already gone.
    }
  };
  // If this process exits without calling stop(), do not leave an orphaned emulator holding the port.
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exitResult) return;
    // SIGINT is what firebase-tools expects for a clean shutdown; SIGKILL if it does not finish.
    killGroup('SIGINT');
    const timer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await authEmulatorAnswers(host))) {
    const problem = signal?.aborted
      ? 'start was cancelled'
      : exitResult
        ? `exited with ${exitResult.code ?? exitResult.signal}`
        : Date.now() > deadline
          ? `did not answer in ${READY_TIMEOUT_MS / 1000} s`
          : null;
    if (problem) {
      await stop();
      throw new Error(`The Firebase Auth emulator ${problem}.\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ready = true;
  log(`[auth emulator] ready on http://${host} (project ${AUTH_EMULATOR_PROJECT})`);
  return { host, exited, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (usesRealFirebase()) {
    console.log('[auth emulator] VITE_FIREBASE_API_KEY is set: using the real Firebase project, no emulator.');
    process.exit(0);
  }
  const aborter = new AbortController();
  let emulator;
  const shutdown = async () => {
    aborter.abort();
    await emulator?.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void shutdown());
  try {
    const configured = Number(process.env.NEXUS_AUTH_EMULATOR_PORT);
    emulator = await startAuthEmulator({ port: configured > 0 ? configured : undefined, signal: aborter.signal });
  } catch (error) {
    if (aborter.signal.aborted) process.exit(0);
    console.error(error.message);
    process.exit(1);
  }
  // Stay alive as long as the emulator: the caller waits on us.
  const { code } = await emulator.exited;
  if (!aborter.signal.aborted) process.exit(code ?? 1);
}
