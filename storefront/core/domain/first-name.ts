export const GREETING_FALLBACK_NAME = 'Friend';

/** The name for 'Hi, {name}!': the first word of the display name, or 'Friend' when there is none. */
export function greetingName(displayName: string | null | undefined): string {
  const firstWord = (displayName ?? '').trim().split(/\s+/)[0];
  return firstWord ? firstWord : GREETING_FALLBACK_NAME;
}
