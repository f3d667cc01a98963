// VITE_* variables are baked into the client at build time. Every storefront build records the ones it
// was made with (storefront/dist/.build-env.json), so that `npm start` rebuilds only when they change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_ENV_STAMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storefront/dist/.build-env.json');

/** The client build's VITE_* variables, as one comparable string. */
export function buildEnvOf(env = process.env) {
  return JSON.stringify(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')).sort()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(BUILD_ENV_STAMP, buildEnvOf());
}
