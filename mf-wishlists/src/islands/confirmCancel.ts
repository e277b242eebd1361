/**
 * The cancel page's confirmation, in plain DOM (docs/architecture.md#islands): the same dialog as
 * the app's IrreversibleConfirmDialog (title, question, the irreversible warning, Close and a
 * danger Confirm), the cancellation by the link's token, then the page says it is done.
 */
import { islandButton } from '@cigogne/ui/islands/fields';
import type { IslandT } from '@cigogne/ui/islands/messages';
import { openModal } from '@cigogne/ui/islands/modal';

export interface CancelLink {
  wishlistId: string;
  token: string;
}

/** The page once cancelled: its title and text, and the way back to the list (the app's 'done' view). */
function showDone(page: Element, link: CancelLink, t: IslandT): HTMLElement {
  const header = document.createElement('header');
  header.className = 'cg-page-header';
  const title = document.createElement('h1');
  title.className = 'cg-page-header__title';
  title.tabIndex = -1;
  title.textContent = t('wishlists.cancel.done');
  header.append(title);
  const panel = document.createElement('section');
  panel.className = 'cg-panel';
  const text = document.createElement('p');
  text.className = 'wl-cancel__summary';
  text.textContent = t('wishlists.cancel.doneText');
  const back = document.createElement('a');
  back.className = 'ant-btn cigogne ant-btn-primary ant-btn-color-primary ant-btn-variant-solid';
  back.href = `/app/wishlists/${encodeURIComponent(link.wishlistId)}`;
  const label = document.createElement('span');
  label.textContent = t('wishlists.cancel.backToList');
  back.append(label);
  panel.append(text, back);
  page.replaceChildren(header, panel);
  return title;
}

export function confirmCancel(button: HTMLElement, link: CancelLink, t: IslandT): void {
  const item = button.dataset.itemTitle ?? '';
  let done: HTMLElement | null = null;
  const modal = openModal(
    t('wishlists.cancel.dialogTitle'),
    button,
    () => undefined,
    () => done,
  );
  const banner = document.createElement('p');
  banner.className = 'island-banner';
  banner.setAttribute('role', 'alert');
  banner.hidden = true;
  const question = document.createElement('p');
  question.textContent = t('wishlists.cancel.confirm', { item });
  const warning = document.createElement('p');
  warning.className = 'wl-cancel__warning';
  warning.textContent = t('wishlists.cancel.irreversible');
  modal.body.append(banner, question, warning);
  const close = islandButton(t('common.close'));
  close.addEventListener('click', modal.close);
  const confirm = islandButton(t('common.confirm'), true, true);
  modal.footer.append(close, confirm);
  confirm.focus();

  confirm.addEventListener('click', () => {
    if (confirm.disabled) return;
    confirm.disabled = true;
    banner.hidden = true;
    const url = `/api/wishlists/${encodeURIComponent(link.wishlistId)}/items/${encodeURIComponent(link.token)}/reservation/cancel`;
    fetch(url, { method: 'DELETE', headers: { 'accept-language': document.documentElement.lang } })
      .then(async (response) => {
        if (response.ok) {
          const page = button.closest('.wl-cancel');
          if (page) done = showDone(page, link, t);
          modal.close();
          return;
        }
        const problem = (await response.json().catch(() => ({}))) as { type?: string };
        const id = `errors.${problem.type ?? 'unknown'}`;
        banner.textContent = t(id) === id ? t('errors.unknown') : t(id);
        banner.hidden = false;
      })
      .catch(() => {
        banner.textContent = t('errors.unavailable');
        banner.hidden = false;
      })
      .finally(() => {
        confirm.disabled = false;
      });
  });
}
