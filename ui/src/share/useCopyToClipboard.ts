import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "Copied!" confirmation stays (docs/product.md#languages-and-formats). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies text; `copied` is true for 2 s after a success. Failures are only logged (docs/product.md#visibility-and-sharing). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
    }
  }, []);

  return { copied, copy };
}
