import { useEffect, type RefObject } from 'react';

/**
 * A controlled input of a server-rendered page may hold what the visitor typed before the page was
 * hydrated: React leaves it in the DOM, but the form's state does not have it (and the next render
 * would clear it). Hands it to `onChange` once, at mount; in a page rendered in the browser the
 * input holds `value` then, and nothing happens.
 */
export function useKeepTypedValue(ref: RefObject<HTMLInputElement | null>, value: string, onChange: (value: string) => void) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // once, at mount: later changes come through onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
