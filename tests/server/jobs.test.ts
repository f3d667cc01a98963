import { afterEach, describe, expect, it } from 'vitest';
import { startJobRunner, type JobDefinition, type JobRunner } from '../../storefront/server/jobs/runner';
import { createTestDatabase, query } from './harness';

/**
 * The job runner (pg-boss) on a real PostgreSQL: sent jobs run once with their plain deps, a failing
 * run is retried, and a schedule shared by several server processes runs once per occurrence.
 */

const quiet = { info: () => undefined, error: () => undefined };
const runners: JobRunner[] = [];

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(1_000)));
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Deps {
  seen: string[];
}

async function start(url: string, jobs: Array<JobDefinition<Deps, never>>, deps: Deps, scheduleCheckSeconds?: number) {
  const runner = await startJobRunner({ connectionString: url, jobs, deps, logger: quiet, pollSeconds: 0.5, scheduleCheckSeconds });
  runners.push(runner);
  return runner;
}

describe('the job runner', () => {
  it('runs a sent job once, with the data sent and the deps it was started with', async () => {
    const url = await createTestDatabase();
    const deps: Deps = { seen: [] };
    const greet: JobDefinition<Deps, { who: string }> = {
      name: 'test.greet',
      policy: 'standard',
      run: async (data, { seen }) => {
        seen.push(`hello ${data.who}`);
      },
    };
    const runner = await start(url, [greet], deps);
    await runner.send('test.greet', { who: 'Thandi' });
    await until(() => deps.seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(deps.seen).toEqual(['hello Thandi']);
    await expect(runner.send('test.unknown')).rejects.toThrow(/No job is named/);
  });

  it('retries a run that throws, and gives up after its retries', async () => {
    const url = await createTestDatabase();
    const deps: Deps = { seen: [] };
    const flaky: JobDefinition<Deps> = {
      name: 'test.flaky',
      retryLimit: 2,
      run: async (_data, { seen }) => {
        seen.push('attempt');
        if (seen.length < 2) throw new Error('not yet');
      },
    };
    const runner = await start(url, [flaky], deps);
    await runner.send('test.flaky');
    await until(() => deps.seen.length === 2);
    await until(async () => {
      const [row] = await query<{ state: string }>(url, "SELECT state FROM pgboss.job WHERE name = 'test.flaky'");
      return row?.state === 'completed';
    });
    expect(deps.seen).toEqual(['attempt', 'attempt']);
  });

  it('runs a schedule once per occurrence when three server processes share the database', async () => {
    const url = await createTestDatabase();
    const runs: string[] = [];
    const tick: JobDefinition<Deps> = {
      name: 'test.tick',
      // pg-boss's schedules are per minute at most; the current minute's occurrence is due at start.
      schedule: '* * * * *',
      run: async (_data, { seen }) => {
        seen.push(new Date().toISOString().slice(0, 16));
      },
    };
    const startedAt = Date.now();
    await Promise.all(['a', 'b', 'c'].map(() => start(url, [tick], { seen: runs }, 1)));
    await until(() => runs.length >= 1, 70_000);
    // Every process checks the schedule each second: give the other two a few chances to send it again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    const jobs = await query<{ state: string }>(url, "SELECT state FROM pgboss.job WHERE name = 'test.tick'");
    expect(jobs.length).toBeLessThanOrEqual(minutes);
    expect(runs.length).toBe(jobs.filter((job) => job.state === 'completed').length);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('refuses two jobs with one name', async () => {
    const url = await createTestDatabase();
    const job: JobDefinition<Deps> = { name: 'test.twice', run: async () => undefined };
    await expect(startJobRunner({ connectionString: url, jobs: [job, job], deps: { seen: [] }, logger: quiet })).rejects.toThrow(/Two jobs/);
  });
});
