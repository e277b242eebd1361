/**
 * Until a server-rendered page is hydrated its buttons do nothing and its forms would submit
 * natively (a GET to the page with the fields, passwords included, in the URL). Holds what the
 * visitor did meanwhile: button clicks are stopped and remembered, then replayed by the returned
 * function once the page is hydrated (bootstrap.tsx). A native submit is never let through, before
 * or after: every form of the app is handled by its own code.
 * Links keep working natively (a full navigation to the link's page).
 */
export function holdEarlyEvents(root: HTMLElement): () => void {
  const held: Array<() => void> = [];
  let holding = true;
  const onClick = (event: MouseEvent) => {
    if (!holding) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => button.isConnected && button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!holding) return;
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    held.push(() => form.isConnected && form.requestSubmit());
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    if (!holding) return;
    holding = false;
    root.removeEventListener('click', onClick, true);
    for (const replay of held.splice(0)) replay();
  };
}
