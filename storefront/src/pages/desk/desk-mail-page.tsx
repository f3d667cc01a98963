import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import type { DeadLetter } from '../../../core/contract/dead-letters';
import { fetchDeadLetters, resendDeadLetter } from '../../api/desk-mail-api';
import { PageLoading } from '../../components/page-loading';
import { pageTitle, useDocumentTitle } from '../../platform/document-head';
import { DeskRefused } from './desk-refused';

const failedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Mail that keeps failing: after its last allowed attempt a mail stops retrying and waits here, with
 * the mail server's last answer, until someone resends it (after fixing the address or the server).
 */
export function DeskMailPage() {
  useDocumentTitle(pageTitle('Desk: mail'));
  const heading = useId();
  const [mails, setMails] = useState<DeadLetter[] | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = useCallback((result: Awaited<ReturnType<typeof fetchDeadLetters>>) => {
    if (result.ok) setMails(result.data.mails);
    else if (result.status === 401 || result.status === 403) setRefused(result.status);
    else setFailed(result.message);
  }, []);
  const load = useCallback(async () => apply(await fetchDeadLetters()), [apply]);

  useEffect(() => {
    let live = true;
    void fetchDeadLetters().then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
  }, [apply]);

  async function resend(mail: DeadLetter) {
    const result = await resendDeadLetter(mail.id);
    setMessage(result.ok ? `The ${mail.kind} mail to ${mail.recipient} is back in the outbox and goes out in a moment.` : result.message);
    await load();
  }

  if (refused !== null) return <DeskRefused status={refused} />;
  if (failed) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Mail</h1>
        <p role="alert" className="text-ink-muted">
          {failed}
        </p>
      </div>
    );
  }
  if (!mails) return <PageLoading label="Loading mail..." />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Mail</h1>
      <p role="status" className="text-sm text-ink">
        {message}
      </p>
      <section aria-labelledby={heading} className="flex flex-col gap-2">
        <h2 id={heading} className="text-xl font-bold text-ink">
          Mail that could not be sent
        </h2>
        {mails.length === 0 ? (
          <p className="text-sm text-ink-muted">Every mail went out.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-surface-sunken rounded-card border border-surface-sunken">
            {mails.map((mail) => (
              <li key={mail.id} className="flex flex-col gap-2 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium text-ink">{`${mail.kind} to ${mail.recipient}`}</span>
                  <span className="text-ink-muted">
                    {`Failed ${mail.attempts} times, last on `}
                    <time dateTime={mail.deadAt}>{failedAtFormat.format(new Date(mail.deadAt))}</time>
                  </span>
                  {mail.lastError ? <span className="break-words font-mono text-xs text-ink-muted">{mail.lastError}</span> : null}
                </div>
                <Button variant="outline" onClick={() => void resend(mail)} aria-label={`Resend the ${mail.kind} mail to ${mail.recipient}`}>
                  Resend
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
