import { useEffect, useRef } from 'react';

/**
 * For a row of links that scrolls sideways on a phone (settings tabs, admin links): scrolls the
 * row, never the page, so the current link (aria-current="page") is in sight when `current`
 * changes. The row must be the links' offsetParent (position: relative).
 */
export function useCurrentLinkInView<T extends HTMLElement>(current: unknown) {
  const row = useRef<T>(null);
  useEffect(() => {
    const bar = row.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !link) return;
    const left = link.offsetLeft;
    if (left < bar.scrollLeft || left + link.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = left - 16;
  }, [current]);
  return row;
}
