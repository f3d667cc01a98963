import { Button } from '@nexus-za/ui-kit/button';
import { useToast } from '@nexus-za/ui-kit/toast';
import { useCopyToClipboard } from '@nexus-za/ui-kit/use-copy-to-clipboard';
import { teamInviteText } from '../../core/domain/team';

/** The absolute share link of a team page (the path alone on the server, which has no origin). */
export function teamShareUrl(path: string): string {
  return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
}

export function whatsAppHref(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** A team's share link with Copy, WhatsApp and, where the browser has it, the native share sheet. */
export function TeamShare({ path, productName }: { path: string; productName: string }) {
  const { toast } = useToast();
  // The toast tells how it went; the hook also covers a browser without a clipboard (plain http).
  const clipboard = useCopyToClipboard();
  const url = teamShareUrl(path);
  const text = teamInviteText(productName);
  // The team page renders only once hydrated (a stored screen), so the server never renders this.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <section aria-labelledby="team-share-heading" className="flex flex-col gap-2 border-t border-surface-sunken pt-4">
      <h2 id="team-share-heading" className="text-lg font-semibold">
        Invite friends to your team
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        Share link
        <input readOnly value={url} className="rounded-field border border-surface-sunken px-3 py-2" onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          data-copied={clipboard.state === 'copied' ? '' : undefined}
          onClick={() =>
            void clipboard.copy(url).then((copied) =>
              copied
                ? toast({ title: 'Link copied to clipboard!', type: 'success' })
                : toast({ title: 'Copy the link from the box above.', type: 'error' }),
            )
          }
        >
          Copy link
        </Button>
        <Button variant="outline" asChild>
          <a href={whatsAppHref(url, text)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>
        </Button>
        {canShare ? (
          <Button variant="outline" onClick={() => void navigator.share({ title: 'Nexus Team Buy', text, url }).catch(() => undefined)}>
            Share…
          </Button>
        ) : null}
      </div>
    </section>
  );
}
