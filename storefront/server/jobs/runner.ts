import { PgBoss, type QueuePolicy } from 'pg-boss';

/**
 * The store's background jobs, on PostgreSQL with pg-boss: every server process starts a runner
 * against the store's database, and the queue (rows in the `pgboss` schema, claimed with
 * `SKIP LOCKED`) gives each job to one process. A scheduled job's occurrence is sent once across
 * all processes (pg-boss claims each cron pass in the database), so nothing runs twice however many
 * servers there are, and nothing is lost when one of them dies: its jobs expire and are retried.
 *
 * Why pg-boss: it needs nothing but the database we already run (no Redis), it is widely used and
 * kept up, and it has cron schedules, retries, singleton queues and dead letters built in.
 *
 * Features do not call pg-boss: they describe their jobs in `jobs/index.ts` (see there), and a
 * handler receives plain dependencies, so it is tested as a function.
 */

export type JobLogger = Pick<Console, 'info' | 'error'>;

export interface JobDefinition<Deps, Data extends object = Record<string, unknown>> {
  /** The queue's name: lower case, dots and dashes, e.g. 'orders.expire-pending'. */
  name: string;
  /**
   * A cron expression (5 fields, or 6 with seconds first) in UTC: the runner sends the job on each
   * occurrence, once across every server process. Without one, the job runs when code sends it
   * (`JobRunner.send`).
   */
  schedule?: string | undefined;
  /**
   * 'singleton' (default): at most one of this job runs at a time, across processes (a scheduled
   * sweep must not overlap itself). 'standard': as many at once as are sent (one job per mail, say).
   */
  policy?: Extract<QueuePolicy, 'singleton' | 'standard'>;
  /** Attempts after the first when the handler throws. @default 3 */
  retryLimit?: number;
  /** Seconds a run may take before it counts as failed (and is retried). @default 300 */
  expireInSeconds?: number;
  /** The work itself. Throwing fails this attempt; the runner retries it with backoff. */
  run(data: Data, deps: Deps): Promise<void>;
}

export interface JobRunner {
  /** Queues one run of a job (for a job without a schedule, or to run a scheduled one now). */
  send(name: string, data?: object): Promise<string | null>;
  /** Stops taking jobs; waits for running handlers up to `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions<Deps> {
  /** The store's database (`DATABASE_URL`). pg-boss keeps its tables in the `pgboss` schema there. */
  connectionString: string;
  jobs: ReadonlyArray<JobDefinition<Deps, never>>;
  deps: Deps;
  logger?: JobLogger;
  /** Connections the runner keeps at most, beside the store's own pool. @default 4 */
  maxConnections?: number;
  /**
   * How often (seconds) each process checks whether a scheduled occurrence is due; pg-boss's default
   * is 30. Tests with per-second schedules set 1. @default 30
   */
  scheduleCheckSeconds?: number;
  /** How often (seconds) an idle worker looks for new jobs. @default 2 */
  pollSeconds?: number;
}

const SCHEMA = 'pgboss';

/**
 * Starts pg-boss (installing or migrating its schema under its own lock on first start), creates each
 * job's queue, (re)writes its schedule and starts a worker. Rejects when the database cannot be
 * reached; the caller retries.
 */
export async function startJobRunner<Deps>(options: JobRunnerOptions<Deps>): Promise<JobRunner> {
  const logger = options.logger ?? console;
  const checkSeconds = options.scheduleCheckSeconds ?? 30;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: options.maxConnections ?? 4,
    application_name: 'nexus-jobs',
    cronMonitorIntervalSeconds: checkSeconds,
    cronWorkerIntervalSeconds: Math.min(5, checkSeconds),
  });
  // Without a listener an 'error' event would end the process; a database outage must not.
  let lastError = '';
  boss.on('error', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastError) logger.error(`[jobs] ${message}`);
    lastError = message;
  });

  const names = new Set<string>();
  for (const job of options.jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named '${job.name}'.`);
    names.add(job.name);
  }

  await boss.start();
  try {
    for (const job of options.jobs) {
      const queue = {
        policy: job.policy ?? 'singleton',
        retryLimit: job.retryLimit ?? 3,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 300,
        // Keep a day of finished runs to look at, not the default week.
        deleteAfterSeconds: 24 * 60 * 60,
      };
      if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name, queue);
      else await boss.updateQueue(job.name, { retryLimit: queue.retryLimit, expireInSeconds: queue.expireInSeconds, deleteAfterSeconds: queue.deleteAfterSeconds });
      // The schedule follows the code: a job that lost its schedule is unscheduled.
      if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: 'UTC' });
      else await boss.unschedule(job.name);
      const run = job.run as (data: object, deps: Deps) => Promise<void>;
      await boss.work<object>(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 2 }, async (batch) => {
        for (const current of batch) {
          try {
            await run(current.data ?? {}, options.deps);
          } catch (error) {
            logger.error(`[jobs] ${job.name} attempt ${current.retryCount + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
            throw error;
          }
        }
      });
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }

  return {
    send(name, data = {}) {
      if (!names.has(name)) return Promise.reject(new Error(`No job is named '${name}'.`));
      return boss.send(name, data);
    },
    stop: (timeoutMs = 5_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}
