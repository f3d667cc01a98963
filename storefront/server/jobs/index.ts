import type { Database } from '../db';
import { MAIL_JOB } from '../mail/job';
import type { StoreMail } from '../mail';
import type { JobDefinition, JobLogger } from './runner';

/**
 * Every background job of the store, in one list. Each server process starts the runner with it
 * (server/index.ts); pg-boss makes each run happen once across processes.
 *
 * To add a job: write its handler beside the feature, as a plain function of (data, deps) that can
 * be tested without the runner, put what it needs into `StoreJobDeps` (index.ts builds it once), and
 * add a `JobDefinition` here: a name ('feature.what'), a `schedule` (cron, UTC) for a sweep or none
 * for work that code sends (`jobs.send(name, data)`), and `policy: 'standard'` if several may run at
 * once. A handler that throws is retried with backoff, so it must be safe to run twice (conditional
 * updates, unique keys).
 */
export interface StoreJobDeps {
  db: Database;
  logger: JobLogger;
  /** The outbox's sender (issue 28). */
  mail: Pick<StoreMail, 'send'>;
}

export const STORE_JOBS: ReadonlyArray<JobDefinition<StoreJobDeps, never>> = [MAIL_JOB];
