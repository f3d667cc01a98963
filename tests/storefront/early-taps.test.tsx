import { lazy, Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { INTERACTIVE_ATTRIBUTE, markAppListening, replayEarlyActions } from '../../storefront/src/platform/interactive';

// Server HTML whose buttons are tapped before the app has hydrated it, as src/boot.ts and main.tsx
// set it up: the taps are kept, the app hydrates, a screen marks the page interactive, taps replay.

/** What the handlers did, in order. */
let log: string[] = [];
let pageRoot: HTMLElement;
let reactRoot: Root | null = null;

/** The app marks the page interactive once a screen has committed (hydration.ts's MarkInteractive). */
function MarkInteractive() {
  useLayoutEffect(() => pageRoot.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return null;
}

// Handlers read the state of their render, not the latest: each tap must be replayed after the app
// has rendered the previous one, as real taps are.
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => (log.push('add'), setCount(count + 1))}>
      {`In cart: ${count}`}
    </button>
  );
}

function Heart() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => (log.push(on ? 'heart off' : 'heart on'), setOn(!on))}>
      Wishlist
    </button>
  );
}

function Chat() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => (log.push('chat'), setOpen(!open))}>
      Chat
    </button>
  );
}

function SignUp() {
  return (
    <form
      aria-label="Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        log.push('submit');
      }}
    >
      <input aria-label="Email" name="email" defaultValue="thandi@example.co.za" />
      <button type="submit">Sign up</button>
    </form>
  );
}

/** Opens a modal: everything else becomes inert, as behind a dialog. */
function QuickView() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div inert={open}>
        <button type="button" onClick={() => (log.push('open'), setOpen(true))}>
          Quick view
        </button>
      </div>
      {open ? <div role="dialog" aria-label="Product" /> : null}
    </>
  );
}

/** A screen that marks the page interactive once it has committed. */
function withMark(screen: ReactNode) {
  return (
    <>
      {screen}
      <MarkInteractive />
    </>
  );
}

/**
 * Puts the server's HTML of `server` in the page and starts keeping early actions. `hydrate` then
 * hydrates it with `client` (the same tree, or one whose screen is still loading).
 */
function serve(server: ReactNode) {
  pageRoot = document.createElement('div');
  const container = document.createElement('div');
  pageRoot.append(container);
  document.body.append(pageRoot);
  container.innerHTML = renderToString(server);
  replayEarlyActions(pageRoot);
  return {
    hydrate(client: ReactNode = server) {
      reactRoot = hydrateRoot(container, client);
      markAppListening(pageRoot);
    },
  };
}

function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('taps and submissions before the page is interactive', () => {
  afterEach(() => {
    reactRoot?.unmount();
    reactRoot = null;
    pageRoot.remove();
    log = [];
  });

  it('replays every tap, in order, each after the app rendered the one before', async () => {
    const { hydrate } = serve(
      withMark(
        <>
          <Counter />
          <Heart />
        </>,
      ),
    );
    const add = page.getByRole('button', { name: /In cart/ });
    const heart = page.getByRole('button', { name: 'Wishlist' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(heart);
    await userEvent.click(add);
    await userEvent.click(heart);
    expect(log).toEqual([]);

    hydrate();
    await expect.element(add).toHaveTextContent('In cart: 3');
    await expect.poll(() => log).toEqual(['add', 'add', 'heart on', 'add', 'heart off']);
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('submits a form the app handles once, however often it was submitted', async () => {
    const { hydrate } = serve(withMark(<SignUp />));
    await userEvent.click(page.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), '{Enter}');
    // Held, not submitted natively: the page (and the test) would have reloaded.
    expect(log).toEqual([]);

    hydrate();
    await expect.poll(() => log).toEqual(['submit']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['submit']);
  });

  it('does not replay a tap the hydrating app handled itself, and replays one it held back', async () => {
    // The chat button belongs to the layout, which hydrates first; the counter to a screen whose code
    // is still loading.
    const screenCode = held<{ default: ComponentType }>();
    const LazyCounter = lazy(() => screenCode.promise);
    const layout = (screen: ReactNode) => (
      <>
        <Chat />
        <Suspense fallback={null}>
          {screen}
          <MarkInteractive />
        </Suspense>
      </>
    );
    const { hydrate } = serve(layout(<Counter />));
    hydrate(layout(<LazyCounter />));
    const chat = page.getByRole('button', { name: 'Chat' });
    const add = page.getByRole('button', { name: /In cart/ });
    await userEvent.click(chat);
    await userEvent.click(add);
    await expect.element(chat).toHaveAttribute('aria-expanded', 'true');
    expect(log).toEqual(['chat']);

    screenCode.release({ default: Counter });
    await expect.element(add).toHaveTextContent('In cart: 1');
    expect(log).toEqual(['chat', 'add']);
    await expect.element(chat).toHaveAttribute('aria-expanded', 'true');
  });

  it('drops a tap that an earlier replayed tap covered with a modal dialog', async () => {
    const { hydrate } = serve(withMark(<QuickView />));
    const trigger = page.getByRole('button', { name: 'Quick view' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);

    hydrate();
    await expect.element(page.getByRole('dialog', { name: 'Product' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['open']);
  });
});
