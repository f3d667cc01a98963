import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ChatWidget, type ChatLink } from '@nexus-za/ui-kit/chat-widget';
import { createLindaScript } from './linda-script';
import { LINDA } from './linda-persona';
import { LINDA_SERVICES } from './linda-services';

const LINDA_SCRIPT = createLindaScript(LINDA_SERVICES);

function renderChatLink(link: ChatLink, className: string) {
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/**
 * Linda's chat (the kit's ChatWidget running her script): its own chunk, loaded when the shopper
 * first reaches for the launcher (linda-launcher.tsx). It mounts open, because the shopper asked for
 * it, and takes focus into the message box as the widget's own launcher would.
 */
export default function LindaChat() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
  }, []);
  return (
    <div ref={frame} className="contents">
      {/* The widget is a complementary landmark of its own (ui-kit). */}
      <ChatWidget
        placement="inline"
        defaultOpen
        script={LINDA_SCRIPT}
        botName={LINDA.name}
        title={LINDA.title}
        teaser={LINDA.teaser}
        renderLink={renderChatLink}
      />
    </div>
  );
}
