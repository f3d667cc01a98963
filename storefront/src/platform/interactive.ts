/** The server marks its HTML with this attribute on the root element (entry-server.tsx). */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr';

/** True when the page came with server HTML to hydrate (not `vite dev` or the server's fallback shell). */
export function hasServerHtml(): boolean {
  return document.getElementById('root')?.hasAttribute(SSR_ROOT_ATTRIBUTE) === true;
}

/**
 * Set on `<html>` once the page is interactive (`MarkInteractive` in hydration.ts). Until then a
 * server-rendered button is visible but not yet wired up; end-to-end tests wait for this mark after
 * loading a page. These live here, in a module with no imports, because the page's first script
 * (src/boot.ts) uses them.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-hydrated';

/**
 * Server HTML shows buttons and forms before the app that makes them work has loaded. A shopper who
 * taps 'Add to Cart' or the chat button in that moment would see nothing happen, and a form the app
 * handles itself (the newsletter sign-up) would submit natively and reload the page, losing what was
 * typed. This keeps every button tap (three taps on '+' are three) and each form's first submission,
 * in the order they happened, and replays them once the page is interactive: hydration keeps the
 * server's elements, so the same button and form get the event.
 *
 * Links, and forms with an `action` (the header search), work natively from the first paint. Submit
 * buttons are left to their form's submission.
 *
 * Only what no handler took is kept, so that nothing takes effect twice: once the app listens
 * (`markAppListening`, as hydration starts), React handles a tap on a part it has hydrated or can
 * hydrate on the spot, and holds back (stops) a tap on a part whose code has not loaded yet; a form
 * the app has hydrated prevents its own native submission.
 */
export function replayEarlyActions(root: HTMLElement = document.documentElement): void {
  const interactive = () => root.hasAttribute(INTERACTIVE_ATTRIBUTE);
  const actions: EarlyAction[] = [];
  const recordClick = (event: MouseEvent) => {
    if (interactive()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled) return;
    const tap: EarlyAction = { kind: 'tap', element: button };
    actions.push(tap);
    if (!listeningRoots.has(root)) return;
    // React stops a tap it holds back before the tap reaches the button; one that gets there, React handled.
    button.addEventListener(
      'click',
      (reached) => {
        const index = actions.indexOf(tap);
        if (reached === event && index !== -1) actions.splice(index, 1);
      },
      { capture: true, once: true },
    );
  };
  // In the bubbling phase, after React's: a form the app has hydrated prevents its own submission.
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (interactive() || event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    if (!actions.some((action) => action.element === form)) actions.push({ kind: 'submit', element: form });
  };
  root.addEventListener('click', recordClick, true);
  root.addEventListener('submit', holdSubmit);

  const replayNext = () => {
    const action = actions.shift();
    if (!action) return;
    if (action.kind === 'submit') {
      if (action.element.isConnected) action.element.requestSubmit();
    } else if (canTakeTap(action.element)) {
      action.element.click();
    }
    // Each in its own task, as the shopper's taps were: the app renders what one did before the next.
    setTimeout(replayNext, 0);
  };
  const replay = () => {
    root.removeEventListener('click', recordClick, true);
    root.removeEventListener('submit', holdSubmit);
    replayNext();
  };
  if (interactive()) {
    replay();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!interactive()) return;
    observer.disconnect();
    // After the hydrating commit's own work, so React's listeners are in place.
    setTimeout(replay, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: [INTERACTIVE_ATTRIBUTE] });
}

type EarlyAction = { kind: 'tap'; element: HTMLButtonElement } | { kind: 'submit'; element: HTMLFormElement };

/**
 * Whether a tap could reach `button` now. An earlier replayed tap may have removed or disabled it, or
 * opened a modal dialog over it, where the shopper's later tap would have met the dialog instead.
 */
function canTakeTap(button: HTMLButtonElement): boolean {
  return button.isConnected && !button.disabled && !button.closest('[inert]') && getComputedStyle(button).pointerEvents !== 'none';
}

const listeningRoots = new WeakSet<Element>();

/**
 * Called by the app as soon as React listens for events under `root` (hydrateRoot attaches its
 * listeners at once, before anything has hydrated).
 */
export function markAppListening(root: HTMLElement = document.documentElement): void {
  listeningRoots.add(root);
}
