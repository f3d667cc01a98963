/**
 * Moves focus to the first control in `root` marked `aria-invalid="true"`, or to a form-level
 * message (`role="alert"` with a `tabindex`), whichever comes first in the page: the one way to send
 * a shopper to what needs fixing after a submit. Call it once the messages are rendered (after a
 * `flushSync`), so the control is read with its error. Returns whether something took focus.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled), [role="alert"][tabindex]');
  if (!target) return false;
  target.focus();
  return true;
}
