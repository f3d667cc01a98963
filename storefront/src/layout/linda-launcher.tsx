import { lazy, Suspense, useState } from 'react';
import { MessageCircle } from '@nexus-za/ui-kit/icons';
import { LINDA } from './linda-persona';

const loadChat = () => import('./linda-chat');
const LindaChat = lazy(loadChat);

/**
 * Linda's launcher as the first load draws it: the closed chat widget's look (teaser and round
 * button, `data-slot="chat-widget"`) without the widget, her script or the catalogue search behind
 * it. The chat's chunk starts loading on the first sign of intent (pointer over, focus) and mounts,
 * open, on the click; until it arrives the button says it is busy.
 */
export function LindaLauncher() {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadChat();
  const launcher = (busy: boolean) => (
    <aside aria-label={LINDA.title} data-slot="chat-widget" data-state="closed" data-placement="inline" className="relative flex items-center gap-2">
      <p data-slot="chat-teaser" className="hidden text-sm font-medium whitespace-nowrap text-ink sm:block">
        {LINDA.teaser}
      </p>
      <button
        type="button"
        aria-label={`Chat with ${LINDA.name}`}
        aria-expanded={false}
        aria-busy={busy || undefined}
        title={`Chat with ${LINDA.name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setWanted(true)}
        className="grid size-10 shrink-0 place-items-center rounded-pill bg-brand-600 text-white transition-colors outline-none hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2 [&_svg]:size-5"
      >
        <MessageCircle aria-hidden="true" />
      </button>
    </aside>
  );
  if (!wanted) return launcher(false);
  return (
    <Suspense fallback={launcher(true)}>
      <LindaChat />
    </Suspense>
  );
}
