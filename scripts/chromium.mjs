import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a machine with no internet (see CONTRIBUTING.md, Toolchain notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** `CHROME_PATH` if set, else the first system Chrome/Chromium found, else undefined. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Finds Chromium, installing Debian's package when running as root on Debian; otherwise stops with
 * the exact command to run. Never downloads a browser build of its own.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Debian\'s chromium package (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chrome or Chromium found. Install one and run again, e.g.\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at an existing Chrome/Chromium binary.',
  );
}

/** Launch options for Playwright (Vitest browser mode, e2e, axe, Lighthouse helpers). */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return { executablePath, args: CHROMIUM_ARGS };
}
