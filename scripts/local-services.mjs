// What a running `npm start` started, for the other local commands (`npm run merchant` finds its
// Auth emulator here: the emulator takes another free port when its usual one is busy).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', '.data', 'local-services.json');

/** @param {{ authEmulatorHost: string | null }} services */
export function writeLocalServices(services) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...services, pid: process.pid }));
}

/** The services of the `npm start` that is still running, or null. */
export function readLocalServices() {
  if (!existsSync(file)) return null;
  try {
    const services = JSON.parse(readFileSync(file, 'utf8'));
    process.kill(services.pid, 0);
    return services;
  } catch {
    return null;
  }
}
