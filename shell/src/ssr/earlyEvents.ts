/**
 * Until a server-rendered page is hydrated its buttons do nothing and its forms would submit
 * natively (a GET to the page with the fields, passwords included, in the URL). Holds what the
 * visitor did meanwhile: button clicks and submits are stopped and remembered, then replayed once
 * `hydrateRoot` has been called (React hydrates their part of the page first and runs them).
 * Links keep working natively (a full navigation to the link's page).
 */
export function holdEarlyEvents(root: HTMLElement): () => void {
  const held: Array<() => void> = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => button.isConnected && button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => form.isConnected && form.requestSubmit());
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
    for (const replay of held.splice(0)) replay();
  };
}
