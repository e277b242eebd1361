/**
 * An island page brought up to date (docs/architecture.md#islands): the page's HTML read again
 * from the server (its render is kept per data version: page-cache.ts) and its #root swapped in,
 * with the server's data and styles, so the page shows what a reload would, rendered by the one
 * renderer of the page. A plain page (no render within the server's budget) changes nothing:
 * false, and the caller may try again.
 */
export async function refreshPage(): Promise<boolean> {
  const response = await fetch(location.pathname, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) return false;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const root = document.getElementById('root');
  const freshRoot = fresh.getElementById('root');
  if (!root || !freshRoot?.hasAttribute('data-ssr')) return false;
  const known = new Set([...document.head.querySelectorAll('style')].map((style) => style.textContent));
  for (const style of fresh.head.querySelectorAll('style')) if (!known.has(style.textContent)) document.head.append(style);
  const state = fresh.getElementById('apollo-state');
  if (state) document.getElementById('apollo-state')?.replaceWith(state);
  // the focus stays on the same control (a keyboard user's place), when the fresh page still has it
  const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
  const label = focused?.getAttribute('aria-label');
  root.replaceChildren(...freshRoot.childNodes);
  if (focused && label)
    [...root.querySelectorAll<HTMLElement>('[aria-label]')].find((el) => el.getAttribute('aria-label') === label)?.focus();
  return true;
}
