'use client';

import * as React from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface UseCopyToClipboardOptions {
  /** Copies text. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** How long `state` stays 'copied' before it returns to 'idle'; 0 keeps it. @default 2000 */
  resetAfterMs?: number;
}

function defaultCopyText(text: string): Promise<void> {
  // Missing outside secure contexts (plain http) and in some embedded browsers.
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    return Promise.reject(new Error('The clipboard is not available here'));
  }
  return navigator.clipboard.writeText(text);
}

/**
 * Copies text to the clipboard and tells how it went, for a Copy button and its status message:
 * `state` is 'copied' for `resetAfterMs` after a copy, 'failed' when the browser refused (no
 * permission, no secure context) so the page can tell the shopper to copy by hand. `copy` never
 * throws; it resolves to whether the text was copied.
 */
export function useCopyToClipboard({ copyText = defaultCopyText, resetAfterMs = 2000 }: UseCopyToClipboardOptions = {}) {
  const [state, setState] = React.useState<CopyState>('idle');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = React.useCallback(
    async (text: string): Promise<boolean> => {
      window.clearTimeout(timer.current);
      try {
        await copyText(text);
      } catch {
        setState('failed');
        return false;
      }
      setState('copied');
      if (resetAfterMs > 0) timer.current = window.setTimeout(() => setState('idle'), resetAfterMs);
      return true;
    },
    [copyText, resetAfterMs],
  );

  const reset = React.useCallback(() => {
    window.clearTimeout(timer.current);
    setState('idle');
  }, []);

  return { state, copy, reset };
}
