'use client';

import { Bot, ChevronDown, MessageCircle, Minus, RotateCcw, Send } from '../icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../button';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import type { ChatLink, ChatScript } from './chat-script';
import { useConversation } from './use-conversation';

export type ChatWidgetPlacement = 'floating' | 'inline';

export interface ChatWidgetProps extends Omit<React.ComponentProps<'aside'>, 'title' | 'children'> {
  /** The conversation to run, as data (see `ChatScript`). Read when the chat starts or starts over. */
  script: ChatScript;
  /** Opens the panel on first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Whether the panel is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Called when the shopper opens or minimises the panel. */
  onOpenChange?: (open: boolean) => void;
  /** The assistant's name, used in the launcher, the input label and placeholder. @default 'Assistant' */
  botName?: string;
  /** The panel heading, e.g. 'Linda - Shopping Assistant'. @default 'Chat with {botName}' */
  title?: string;
  /**
   * How long the bot "types" before each of its messages appears, in milliseconds. Treated as 0 when
   * the shopper prefers reduced motion; use 0 in tests.
   * @default 400
   */
  typingDelayMs?: number;
  /**
   * A short line shown beside the launcher until the shopper first opens the chat, e.g. 'Need help?'.
   * Inline, it shows from the `sm` breakpoint up: on a phone a toolbar has no room for it.
   */
  teaser?: string;
  /**
   * 'floating': the widget fixes itself to the bottom right corner of the viewport. 'inline': it sits
   * in its container's flow, e.g. a toolbar the page keeps clear of its content; the launcher and
   * teaser form a row and the panel opens above the widget, aligned to its right edge.
   * @default 'floating'
   */
  placement?: ChatWidgetPlacement;
  /**
   * Renders a link the script offers, e.g. as a router link. Receives the class names to keep the
   * link styled like the widget.
   * @default a plain `<a href>`
   */
  renderLink?: (link: ChatLink, className: string) => React.ReactNode;
}

const linkClassName =
  'font-semibold text-brand-ink underline underline-offset-2 outline-none hover:text-brand-ink focus-visible:ring-3 focus-visible:ring-focus rounded-sm';

function defaultRenderLink(link: ChatLink, className: string): React.ReactNode {
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

/**
 * A shopping assistant: a launcher button (floating in the bottom right corner, or inline in a
 * toolbar, see `placement`) that opens a non-modal panel running a scripted conversation. Options are buttons; typed text is matched
 * against them by the script. New messages are announced through a polite `role="log"`.
 * Escape or the minimise button closes the panel and returns focus to the launcher; focus is never
 * trapped, so the page stays usable while the chat is open. The message box is never disabled: typed
 * text is answered through the script's options and its `understand` function, slow answers
 * (`ChatReply.later`) show the typing indicator, and after the chat ends typing carries on from the menu.
 *
 * State attributes: root `data-state="open" | "closed"` and `data-placement`; panel `data-typing` while the bot types;
 * each message `data-author="bot" | "user"`; the launcher `aria-expanded`; the option, minimise and
 * send buttons (kit `Button` / `IconButton`) `data-hovered` and `data-focus-visible`.
 */
export function ChatWidget({
  script,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  botName = 'Assistant',
  title = `Chat with ${botName}`,
  typingDelayMs = 400,
  teaser,
  placement = 'floating',
  renderLink = defaultRenderLink,
  className,
  ...props
}: ChatWidgetProps) {
  const reducedMotion = usePrefersReducedMotion();
  const conversation = useConversation(script, reducedMotion ? 0 : typingDelayMs);
  // Controlled (`open` + `onOpenChange`) or not (`defaultOpen`), the way Radix's own parts are.
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ChatWidget',
  });
  const [hasOpened, setHasOpened] = React.useState(defaultOpen);
  const [draft, setDraft] = React.useState('');

  const panelId = React.useId();
  const titleId = React.useId();
  const inputId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const repliesRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const { step, messages, typing } = conversation;
  const ended = step.ended;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setHasOpened(true);
  };

  const openPanel = () => {
    // The panel must be visible before it can take focus.
    flushSync(() => setOpen(true));
    inputRef.current?.focus();
  };

  const minimise = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  // A native listener, because jsx-a11y rejects key handlers on a dialog role; the ref lets it be bound
  // once although minimise is a new function on every render.
  const minimiseRef = React.useRef(minimise);
  React.useEffect(() => {
    minimiseRef.current = minimise;
  });
  React.useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The page's own Escape handling (e.g. an open dialog underneath) must not fire as well.
      event.stopPropagation();
      minimiseRef.current();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, []);

  // The newest message is what the shopper reads next; keep it in view as the log grows.
  React.useEffect(() => {
    const scroller = scrollRef.current;
    if (!open || !scroller) return;
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [open, messages.length, typing, reducedMotion]);

  const choose = (label: string) => {
    // The pressed option disappears with the answer; the replies area keeps focus for the next choice.
    repliesRef.current?.focus();
    conversation.choose(label);
  };

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    setDraft('');
    conversation.say(text);
  };

  const startOver = () => {
    // 'Start over' disappears with the restart; the message box is where the shopper goes on.
    flushSync(() => conversation.restart());
    inputRef.current?.focus();
  };

  return (
    // A landmark of its own: the launcher and teaser sit outside the page's main content.
    <aside
      aria-label={title}
      data-slot="chat-widget"
      data-state={open ? 'open' : 'closed'}
      data-placement={placement}
      className={cn(
        placement === 'floating'
          ? 'fixed right-4 bottom-4 z-overlay flex flex-col items-end gap-3'
          : 'relative flex items-center gap-2',
        className,
      )}
      {...props}
    >
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        hidden={!open}
        data-typing={typing || undefined}
        className={cn(
          '@container flex h-[min(34rem,calc(100dvh-6rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-surface-sunken bg-surface shadow-overlay md:w-96',
          placement === 'inline' && 'absolute right-0 bottom-full z-overlay mb-3',
        )}
      >
        <div className="flex items-center gap-3 bg-brand-strong px-4 py-3 text-on-brand @max-sm:gap-2 @max-sm:px-3">
          {/* Decorative: on a narrow panel the title needs its room to stay on one line. */}
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-pill bg-white/15 @max-sm:hidden">
            <Bot className="size-5" />
          </span>
          <h2 id={titleId} className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <IconButton
            label="Minimise chat"
            size="sm"
            className="text-on-brand! hover:bg-white/15! focus-visible:ring-white! focus-visible:ring-offset-brand-strong"
            onClick={minimise}
          >
            <Minus />
          </IconButton>
        </div>

        <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
          <div role="log" aria-live="polite" aria-label={`Conversation with ${botName}`}>
            <ol className="flex flex-col gap-2">
              {messages.map((message) => (
                <li
                  key={message.id}
                  data-author={message.author}
                  className={cn(
                    'max-w-[85%] rounded-card px-3 py-2 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]',
                    message.author === 'bot'
                      ? 'self-start rounded-bl-sm bg-surface-muted text-ink'
                      : 'self-end rounded-br-sm bg-brand text-on-brand',
                  )}
                >
                  <span className="sr-only">{message.author === 'bot' ? `${botName}: ` : 'You: '}</span>
                  {message.text}
                  {message.links.length > 0 && (
                    <ul className="mt-2 flex flex-col gap-1">
                      {message.links.map((link) => (
                        <li key={link.href}>{renderLink(link, linkClassName)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </div>

          {typing && (
            <p data-slot="chat-typing" className="flex items-center gap-1 self-start rounded-card bg-surface-muted px-3 py-2">
              <span className="sr-only">{botName} is typing</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-1.5 rounded-pill bg-ink-muted motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </p>
          )}

          <div
            ref={repliesRef}
            role="group"
            aria-label="Suggested replies"
            tabIndex={-1}
            className="flex flex-wrap gap-2 outline-none"
          >
            {!typing &&
              step.options.map((option) => (
                <Button
                  key={option.label}
                  variant="outline"
                  size="sm"
                  // The outline Button, made a reply chip: `!` marks what replaces the variant's own utilities.
                  className="h-auto! min-h-8 rounded-pill! border-brand! py-1 whitespace-normal! text-brand-ink! hover:bg-brand-soft!"
                  onClick={() => choose(option.label)}
                >
                  {option.label}
                </Button>
              ))}
            {!typing && ended && (
              <Button variant="primary" size="sm" onClick={startOver}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Start over
              </Button>
            )}
          </div>
        </div>

        <form onSubmit={send} className="flex items-center gap-2 border-t border-surface-sunken p-3">
          <label htmlFor={inputId} className="sr-only">
            Message {botName}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={`Ask ${botName} something...`}
            className="h-10 min-w-0 flex-1 rounded-md border border-ink-subtle bg-surface px-3 text-sm text-ink placeholder:text-ink-muted outline-none focus-visible:ring-3 focus-visible:ring-focus"
          />
          <IconButton label="Send" type="submit" variant="solid">
            <Send />
          </IconButton>
        </form>
      </div>

      {!open && teaser !== undefined && !hasOpened && (
        <p
          data-slot="chat-teaser"
          className={cn(
            'text-sm text-ink',
            placement === 'floating'
              ? 'max-w-60 rounded-card border border-surface-sunken bg-surface px-3 py-2 shadow-card'
              : 'hidden font-medium whitespace-nowrap sm:block',
          )}
        >
          {teaser}
        </p>
      )}

      <button
        ref={launcherRef}
        type="button"
        aria-label={`Chat with ${botName}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={open ? minimise : openPanel}
        title={`Chat with ${botName}`}
        className={cn(
          'grid shrink-0 place-items-center rounded-pill bg-brand text-on-brand transition-colors outline-none hover:bg-brand-strong focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2',
          placement === 'floating' ? 'size-14 shadow-overlay [&_svg]:size-6' : 'size-10 [&_svg]:size-5',
        )}
      >
        {open ? <ChevronDown aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
      </button>
    </aside>
  );
}
ChatWidget.displayName = 'ChatWidget';
