'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Bot, ChevronDown, MessageCircle, Minus, RotateCcw, Send } from '../icons';
import { cn } from '../lib/cn';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import type { ChatLink, ChatScript } from './chat-script';
import { useConversation } from './use-conversation';

export type ChatWidgetPlacement = 'floating' | 'inline';

export interface ChatWidgetRootProps extends Omit<React.ComponentProps<'aside'>, 'title'> {
  /** The conversation to run, as data (see `ChatScript`). Read when the chat starts or starts over. */
  script: ChatScript;
  /** Opens the panel on first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Whether the panel is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Called when the shopper opens or closes the panel. */
  onOpenChange?: (open: boolean) => void;
  /** The assistant's name, used in the launcher, the input label and placeholder. @default 'Assistant' */
  botName?: string;
  /** The panel heading and the widget's landmark name, e.g. 'Linda - Shopping Assistant'. @default 'Chat with {botName}' */
  title?: string;
  /**
   * How long the bot "types" before each of its messages appears, in milliseconds. Treated as 0 when
   * the shopper prefers reduced motion; use 0 in tests.
   * @default 400
   */
  typingDelayMs?: number;
  /**
   * 'floating': the widget fixes itself to the bottom right corner of the viewport. 'inline': it sits
   * in its container's flow, e.g. a toolbar the page keeps clear of its content; the launcher and
   * teaser form a row and the panel opens above the widget, aligned to its right edge.
   * @default 'floating'
   */
  placement?: ChatWidgetPlacement;
}

interface ChatWidgetContextValue {
  conversation: ReturnType<typeof useConversation>;
  botName: string;
  title: string;
  placement: ChatWidgetPlacement;
  open: boolean;
  hasOpened: boolean;
  reducedMotion: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  repliesRef: React.RefObject<HTMLDivElement | null>;
  /** Set by the launcher: a panel opened by the shopper takes focus into the message box. */
  openedByLauncherRef: React.RefObject<boolean>;
}

const ChatWidgetContext = React.createContext<ChatWidgetContextValue | null>(null);

function useChatWidget(part: string): ChatWidgetContextValue {
  const context = React.useContext(ChatWidgetContext);
  if (!context) throw new Error(`<${part}> must be inside a <ChatWidgetRoot>`);
  return context;
}

/**
 * The widget's frame: a complementary landmark (`<aside>`, named by `title`) holding a Radix Dialog,
 * non-modal, and the conversation that its parts share. Put `ChatWidgetPanel`, `ChatWidgetTeaser`
 * and `ChatWidgetLauncher` inside, in that order.
 *
 * State attributes: `data-state="open" | "closed"` and `data-placement`.
 */
export function ChatWidgetRoot({
  script,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  botName = 'Assistant',
  title = `Chat with ${botName}`,
  typingDelayMs = 400,
  placement = 'floating',
  className,
  children,
  ...props
}: ChatWidgetRootProps) {
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
  const inputRef = React.useRef<HTMLInputElement>(null);
  const repliesRef = React.useRef<HTMLDivElement>(null);
  const openedByLauncherRef = React.useRef(false);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setHasOpened(true);
  };

  const context: ChatWidgetContextValue = {
    conversation,
    botName,
    title,
    placement,
    open,
    hasOpened,
    reducedMotion,
    inputRef,
    repliesRef,
    openedByLauncherRef,
  };

  return (
    <ChatWidgetContext.Provider value={context}>
      {/* Non-modal: Escape, a press outside and the close button close it; focus is never trapped. */}
      <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
        {/* A landmark of its own: the launcher and teaser sit outside the page's main content. */}
        <aside
          aria-label={title}
          data-slot="chat-widget"
          data-state={open ? 'open' : 'closed'}
          data-placement={placement}
          className={cn(
            placement === 'floating' ? 'fixed right-4 bottom-4 z-overlay flex flex-col items-end gap-3' : 'relative flex items-center gap-2',
            className,
          )}
          {...props}
        >
          {children}
        </aside>
      </Dialog.Root>
    </ChatWidgetContext.Provider>
  );
}
ChatWidgetRoot.displayName = 'ChatWidgetRoot';

export type ChatWidgetPanelProps = Omit<React.ComponentProps<typeof Dialog.Content>, 'title'>;

/**
 * The chat's panel: a Radix Dialog content (`role="dialog"`, `aria-modal="false"`, named by its
 * heading) with the header (title and a minimise button) above its children, usually
 * `ChatWidgetLog` (holding `ChatWidgetReplies`) and `ChatWidgetComposer`. Closing it (Escape, the
 * minimise button) gives focus back to the launcher; a press outside leaves focus where it went.
 *
 * State attributes: `data-state="open"` and `data-typing` while the bot types.
 */
const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The page's tabbable elements in order (visible ones only). */
function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.getClientRects().length > 0);
}

/**
 * Tab from the panel's last control (or Shift+Tab from its first) goes on to the page, as from any
 * other part of it: Radix's focus scope would loop back into the panel, which for a non-modal chat
 * feels like a trap.
 */
function leavePanel(event: React.KeyboardEvent<HTMLElement>) {
  const panel = event.currentTarget;
  const inside = tabbables(panel);
  const edge = event.shiftKey ? inside[0] : inside.at(-1);
  if (edge === undefined || document.activeElement !== edge) return;
  const page = tabbables(panel.ownerDocument);
  const outside = event.shiftKey
    ? page.slice(0, page.indexOf(edge)).reverse().find((element) => !panel.contains(element))
    : page.slice(page.indexOf(edge) + 1).find((element) => !panel.contains(element));
  if (outside === undefined) return;
  event.preventDefault();
  outside.focus();
}

export function ChatWidgetPanel({ className, children, onOpenAutoFocus, onFocusOutside, onEscapeKeyDown, onKeyDown, ...props }: ChatWidgetPanelProps) {
  const { title, placement, conversation, inputRef, openedByLauncherRef } = useChatWidget('ChatWidgetPanel');
  return (
    <Dialog.Content
      aria-modal={false}
      aria-describedby={undefined}
      data-slot="chat-widget-panel"
      data-typing={conversation.typing || undefined}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Opened by the shopper: the message box, where they go on. Open from the start: nothing moves.
        event.preventDefault();
        if (openedByLauncherRef.current) inputRef.current?.focus();
        openedByLauncherRef.current = false;
      }}
      onFocusOutside={(event) => {
        onFocusOutside?.(event);
        // Tabbing on to the page leaves the chat open: only a press outside or Escape closes it.
        event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        // The chat's Escape is the chat's alone: the page's own handling (a dialog underneath) must not
        // fire as well. Radix hears it first, on the document, so it stops there.
        event.stopPropagation();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && event.key === 'Tab') leavePanel(event);
      }}
      className={cn(
        '@container flex h-[min(34rem,calc(100dvh-6rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-surface-sunken bg-surface shadow-overlay outline-none md:w-96',
        placement === 'inline' && 'absolute right-0 bottom-full z-overlay mb-3',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3 bg-brand-strong px-4 py-3 text-on-brand @max-sm:gap-2 @max-sm:px-3">
        {/* Decorative: on a narrow panel the title needs its room to stay on one line. */}
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-pill bg-white/15 @max-sm:hidden">
          <Bot className="size-5" />
        </span>
        <Dialog.Title className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere]">{title}</Dialog.Title>
        <Dialog.Close asChild>
          <IconButton label="Minimise chat" size="sm" variant="on-brand">
            <Minus />
          </IconButton>
        </Dialog.Close>
      </div>
      {children}
    </Dialog.Content>
  );
}
ChatWidgetPanel.displayName = 'ChatWidgetPanel';

const linkClassName =
  'rounded-sm font-semibold text-brand-ink underline underline-offset-2 outline-none focus-visible:ring-3 focus-visible:ring-focus';

function defaultRenderLink(link: ChatLink, className: string): React.ReactNode {
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

export interface ChatWidgetLogProps extends React.ComponentProps<'div'> {
  /**
   * Renders a link the script offers, e.g. as a router link. Receives the class names to keep the
   * link styled like the widget.
   * @default a plain `<a href>`
   */
  renderLink?: (link: ChatLink, className: string) => React.ReactNode;
}

/**
 * The conversation: a polite `role="log"` of the messages (each read with who said it), the typing
 * indicator, and its children after them (the replies, which scroll with the conversation). Keeps the
 * newest message in view.
 *
 * State attributes: each message `data-author="bot" | "user"`.
 */
export function ChatWidgetLog({ renderLink = defaultRenderLink, className, children, ...props }: ChatWidgetLogProps) {
  const { conversation, botName, open, reducedMotion } = useChatWidget('ChatWidgetLog');
  const { messages, typing } = conversation;
  const scrollRef = React.useRef<HTMLDivElement>(null);

  // The newest message is what the shopper reads next; keep it in view as the log grows.
  React.useEffect(() => {
    const scroller = scrollRef.current;
    if (!open || !scroller) return;
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [open, messages.length, typing, reducedMotion]);

  return (
    <div ref={scrollRef} data-slot="chat-widget-log" className={cn('flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4', className)} {...props}>
      <div role="log" aria-live="polite" aria-label={`Conversation with ${botName}`}>
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <li
              key={message.id}
              data-author={message.author}
              className={cn(
                'max-w-[85%] rounded-card px-3 py-2 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]',
                message.author === 'bot' ? 'self-start rounded-bl-sm bg-surface-muted text-ink' : 'self-end rounded-br-sm bg-brand text-on-brand',
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
      {children}
    </div>
  );
}
ChatWidgetLog.displayName = 'ChatWidgetLog';

/**
 * The script's options as reply chips (`Button variant="chip"`), and Start over once the chat has
 * ended. A chosen option disappears with the answer; focus stays on the group for the next choice.
 */
export function ChatWidgetReplies({ className, ...props }: Omit<React.ComponentProps<'div'>, 'children'>) {
  const { conversation, repliesRef, inputRef } = useChatWidget('ChatWidgetReplies');
  const { step, typing } = conversation;

  const choose = (label: string) => {
    // The pressed option disappears with the answer; the replies area keeps focus for the next choice.
    repliesRef.current?.focus();
    conversation.choose(label);
  };

  const startOver = () => {
    // 'Start over' disappears with the restart; the message box is where the shopper goes on.
    flushSync(() => conversation.restart());
    inputRef.current?.focus();
  };

  return (
    <div
      ref={repliesRef}
      role="group"
      aria-label="Suggested replies"
      tabIndex={-1}
      data-slot="chat-widget-replies"
      className={cn('flex flex-wrap gap-2 outline-none', className)}
      {...props}
    >
      {!typing &&
        step.options.map((option) => (
          <Button key={option.label} variant="chip" size="sm" onClick={() => choose(option.label)}>
            {option.label}
          </Button>
        ))}
      {!typing && step.ended && (
        <Button variant="primary" size="sm" onClick={startOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start over
        </Button>
      )}
    </div>
  );
}
ChatWidgetReplies.displayName = 'ChatWidgetReplies';

/**
 * The message box and Send. Never disabled: typed text is answered through the script's options and
 * its `understand` function, and after the chat ends typing carries on from the menu.
 */
export function ChatWidgetComposer({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const { conversation, botName, inputRef } = useChatWidget('ChatWidgetComposer');
  const [draft, setDraft] = React.useState('');
  const inputId = React.useId();

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    setDraft('');
    conversation.say(text);
  };

  return (
    <form onSubmit={send} data-slot="chat-widget-composer" className={cn('flex items-center gap-2 border-t border-surface-sunken p-3', className)} {...props}>
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
  );
}
ChatWidgetComposer.displayName = 'ChatWidgetComposer';

/**
 * A short line beside the launcher until the shopper first opens the chat, e.g. 'Need help?'.
 * Inline, it shows from the `sm` breakpoint up: on a phone a toolbar has no room for it.
 */
export function ChatWidgetTeaser({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { open, hasOpened, placement } = useChatWidget('ChatWidgetTeaser');
  if (open || hasOpened || children === undefined) return null;
  return (
    <p
      data-slot="chat-teaser"
      className={cn(
        'text-sm text-ink',
        placement === 'floating' ? 'max-w-60 rounded-card border border-surface-sunken bg-surface px-3 py-2 shadow-card' : 'hidden font-medium whitespace-nowrap sm:block',
        className,
      )}
      {...props}
    >
      {children}
    </p>
  );
}
ChatWidgetTeaser.displayName = 'ChatWidgetTeaser';

/**
 * The round button that opens and closes the panel (a Radix Dialog trigger: `aria-expanded`,
 * `aria-controls`, `aria-haspopup="dialog"`), named 'Chat with {botName}'. Opening it takes focus into
 * the message box.
 */
export function ChatWidgetLauncher({ className, onClick, ...props }: Omit<React.ComponentProps<'button'>, 'children'>) {
  const { botName, open, placement, openedByLauncherRef } = useChatWidget('ChatWidgetLauncher');
  return (
    <Dialog.Trigger
      type="button"
      aria-label={`Chat with ${botName}`}
      title={`Chat with ${botName}`}
      data-slot="chat-widget-launcher"
      onClick={(event) => {
        openedByLauncherRef.current = !open;
        onClick?.(event);
      }}
      className={cn(
        'grid shrink-0 place-items-center rounded-pill bg-brand text-on-brand transition-colors outline-none hover:bg-brand-strong focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2',
        placement === 'floating' ? 'size-14 shadow-overlay [&_svg]:size-6' : 'size-10 [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {open ? <ChevronDown aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
    </Dialog.Trigger>
  );
}
ChatWidgetLauncher.displayName = 'ChatWidgetLauncher';

export interface ChatWidgetProps extends Omit<ChatWidgetRootProps, 'children'> {
  /**
   * A short line shown beside the launcher until the shopper first opens the chat, e.g. 'Need help?'.
   * Inline, it shows from the `sm` breakpoint up: on a phone a toolbar has no room for it.
   */
  teaser?: string;
  /** Renders a link the script offers, e.g. as a router link (see `ChatWidgetLog`). */
  renderLink?: ChatWidgetLogProps['renderLink'];
}

/**
 * A shopping assistant: a launcher button (floating in the bottom right corner, or inline in a
 * toolbar, see `placement`) that opens a non-modal panel running a scripted conversation, made of the
 * parts `ChatWidgetRoot`, `ChatWidgetPanel`, `ChatWidgetLog`, `ChatWidgetReplies`,
 * `ChatWidgetComposer`, `ChatWidgetTeaser` and `ChatWidgetLauncher` (compose them yourself to change the
 * layout). Options are reply chips; typed text is matched against them by the script. New messages
 * are announced through a polite `role="log"`. Escape, a press outside or the minimise button closes
 * the panel (Escape and minimise give focus back to the launcher); focus is never trapped, so the page
 * stays usable while the chat is open. Slow answers (`ChatReply.later`) show the typing indicator.
 *
 * State attributes: root `data-state="open" | "closed"` and `data-placement`; panel `data-typing` while
 * the bot types; each message `data-author="bot" | "user"`; the launcher `aria-expanded`; the reply,
 * minimise and send buttons (kit `Button` / `IconButton`) `data-hovered` and `data-focus-visible`.
 */
export function ChatWidget({ teaser, renderLink, ...props }: ChatWidgetProps) {
  return (
    <ChatWidgetRoot {...props}>
      <ChatWidgetPanel>
        <ChatWidgetLog renderLink={renderLink}>
          <ChatWidgetReplies />
        </ChatWidgetLog>
        <ChatWidgetComposer />
      </ChatWidgetPanel>
      <ChatWidgetTeaser>{teaser}</ChatWidgetTeaser>
      <ChatWidgetLauncher />
    </ChatWidgetRoot>
  );
}
ChatWidget.displayName = 'ChatWidget';
