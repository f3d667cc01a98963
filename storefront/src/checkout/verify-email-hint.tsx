import { useState } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { resendVerificationEmail } from '../auth/verify-email';

type Sending = { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent'; to: string } | { phase: 'failed' };

/**
 * Beside the server's "verify your email" refusal (code `email_unverified`): sends the verification
 * link again. Once the shopper has opened it, trying again works; the sign-in token is renewed then.
 */
export function VerifyEmailHint() {
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });
  async function resend() {
    setSending({ phase: 'sending' });
    const to = await resendVerificationEmail();
    setSending(to ? { phase: 'sent', to } : { phase: 'failed' });
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
      <Button type="button" variant="link" size="sm" className="px-0" onClick={() => void resend()} disabled={sending.phase === 'sending'}>
        {sending.phase === 'sending' ? 'Sending...' : 'Resend the verification link'}
      </Button>
      <p role="status" className="text-ink-muted">
        {sending.phase === 'sent' ? `Sent to ${sending.to}. Open it, then apply the code again.` : sending.phase === 'failed' ? 'The link could not be sent. Please try again in a minute.' : ''}
      </p>
    </div>
  );
}
