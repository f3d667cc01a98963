import type { JobDefinition } from '../jobs/runner';
import type { StoreMail } from './index';

/**
 * Sends what is due in the mail outbox: sent by each process as soon as a mail is queued (the
 * outbox's NOTIFY, `listenForQueuedMail`), and every minute as a sweep for retries and anything a
 * process missed (pg-boss schedules are per minute at most; it sends each occurrence once across
 * processes). The outbox's claim makes even overlapping runs send a row once. A
 * mail server that is down is not this job's failure: the rows keep their own back-off, so the job
 * succeeds and the next run tries again when they are due.
 */
export const MAIL_JOB: JobDefinition<{ mail: Pick<StoreMail, 'send'> }, never> = {
  name: 'mail.send-outbox',
  schedule: '* * * * *',
  expireInSeconds: 600,
  async run(_data, deps) {
    await deps.mail.send();
  },
};
