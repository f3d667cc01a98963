/**
 * Set on `<html>` once the page is interactive (`MarkInteractive` in hydration.ts). Until then a
 * server-rendered button is visible but does nothing; end-to-end tests wait for this mark after
 * loading a page. Kept here, with no imports, because the page's first script (src/boot.ts) reads it.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-hydrated';

/**
 * Server HTML shows buttons before the app that makes them work has loaded. A shopper who taps one in
 * that moment ('Add to Cart', the chat button) would otherwise see nothing happen. This keeps each
 * button tapped early (once, however often it was tapped) and taps it again once the page is
 * interactive: hydration keeps the server's elements, so the same button gets the click.
 *
 * Links and form submissions need no help: they work natively from the first paint.
 */
export function replayEarlyClicks(root: HTMLElement = document.documentElement): void {
  const early: HTMLButtonElement[] = [];
  const record = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled || early.includes(button)) return;
    early.push(button);
  };
  document.addEventListener('click', record, true);

  const replay = () => {
    document.removeEventListener('click', record, true);
    for (const button of early) if (button.isConnected && !button.disabled) button.click();
  };
  if (root.hasAttribute(INTERACTIVE_ATTRIBUTE)) {
    replay();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
    observer.disconnect();
    // After the hydrating commit's own work, so React's listeners are in place.
    setTimeout(replay, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: [INTERACTIVE_ATTRIBUTE] });
}
