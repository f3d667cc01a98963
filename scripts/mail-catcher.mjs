// The embedded default for mail: with no SMTP_URL, `npm start` and the e2e run start
// maildev (from npm, no other download), a local SMTP server that keeps every mail it receives and
// shows them in a web inbox, with a REST API (`GET /api/email`) that tests read. Run in its own
// process, so that it can be stopped and started again while the store runs (the outage test).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './ports.mjs';

export { portOr } from './ports.mjs';

export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_WEB_PORT = 1080;

const maildevBin = fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));


/** Resolves once the inbox's API answers. */
export async function waitForMailCatcher(inboxUrl, { timeoutMs = 30_000, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) throw new Error('waiting for the mail catcher was cancelled');
    try {
      const response = await fetch(new URL('/api/healthz', inboxUrl));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the mail catcher did not answer at ${inboxUrl} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts maildev as a child process on the given (or free) loopback ports and resolves once it answers.
 * @param {{ smtpPort?: number, webPort?: number, log?: (line: string) => void, signal?: AbortSignal }} [options]
 */
export async function runMailCatcher(options = {}) {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const log = options.log ?? ((line) => console.log(line));
  const child = spawn(
    process.execPath,
    [maildevBin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--max-emails', '1000', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const onData = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`[mail] ${line}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const inboxUrl = `http://localhost:${webPort}`;
  const aborter = new AbortController();
  void exited.then(() => aborter.abort());
  options.signal?.addEventListener('abort', () => aborter.abort());
  try {
    await waitForMailCatcher(`http://127.0.0.1:${webPort}`, { signal: aborter.signal, timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw new Error(`The local mail catcher (maildev) did not start: ${error.message}`);
  }
  return { smtpUrl, smtpPort, webPort, inboxUrl, pid: child.pid, exited, stop };
}

// `node scripts/mail-catcher.mjs`: the catcher in the foreground (the e2e run's web server), on
// NEXUS_MAIL_SMTP_PORT / NEXUS_MAIL_WEB_PORT or the defaults. SIGUSR1 stops maildev and SIGUSR2
// starts it again on the same ports: the e2e outage test takes the mail server away and back.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ports = {
    smtpPort: Number(process.env.NEXUS_MAIL_SMTP_PORT) || DEFAULT_SMTP_PORT,
    webPort: Number(process.env.NEXUS_MAIL_WEB_PORT) || DEFAULT_WEB_PORT,
  };
  let catcher = await runMailCatcher(ports);
  console.log(`[mail] catcher ready: SMTP ${catcher.smtpUrl}, inbox ${catcher.inboxUrl}`);
  if (process.env.NEXUS_MAIL_PID_FILE) writeFileSync(process.env.NEXUS_MAIL_PID_FILE, String(process.pid));
  let turn = Promise.resolve();
  process.on('SIGUSR1', () => {
    turn = turn.then(async () => {
      await catcher?.stop();
      catcher = null;
      console.log('[mail] catcher stopped (SIGUSR1)');
    });
  });
  process.on('SIGUSR2', () => {
    turn = turn.then(async () => {
      catcher ??= await runMailCatcher(ports);
      console.log('[mail] catcher started again (SIGUSR2)');
    });
  });
  const exit = () => void turn.then(() => catcher?.stop()).finally(() => process.exit(0));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, exit);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) exit();
  }, 1_000);
}
