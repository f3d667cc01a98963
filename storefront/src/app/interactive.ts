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
 * typed. This keeps each button tapped early (once, however often it was tapped) and each such form
 * submitted early, and taps or submits them again once the page is interactive: hydration keeps the
 * server's elements, so the same button and form get the event.
 *
 * Links, and forms with an `action` (the header search), work natively from the first paint.
 */
export function replayEarlyActions(root: HTMLElement = document.documentElement): void {
  const interactive = () => root.hasAttribute(INTERACTIVE_ATTRIBUTE);
  const buttons: HTMLButtonElement[] = [];
  const forms: HTMLFormElement[] = [];
  const recordClick = (event: MouseEvent) => {
    if (interactive()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled || buttons.includes(button)) return;
    buttons.push(button);
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (interactive() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    if (!forms.includes(form)) forms.push(form);
  };
  document.addEventListener('click', recordClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const replay = () => {
    document.removeEventListener('click', recordClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
    for (const form of forms) if (form.isConnected) form.requestSubmit();
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
