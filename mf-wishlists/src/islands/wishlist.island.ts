/**
 * The public wishlist's island (docs/architecture.md#islands): the page is the server's HTML; this
 * script answers the Réserver / Participer buttons (the reservation dialog, in plain DOM) and keeps
 * the page current (another guest's reservation, the owner's changes), both by reading the page
 * again from the server. No React, antd, Apollo or Module Federation runtime: a guest who does
 * something else on the page (the menu) gets the whole app (`wakeApp`).
 */
import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { islandT } from '@cigogne/ui/islands/messages';
import { watchOffline } from '@cigogne/ui/islands/offlineNotice';
import { refreshPage } from '@cigogne/ui/islands/refreshPage';
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { whenPageSettled } from '@cigogne/ui/live/whenPageSettled';
import type { ReservableItem } from '../data/reservation';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { openReserveDialog } from './reserveDialog';

/** The list's id, from /app/wishlists/:id. */
const wishlistId = decodeURIComponent(location.pathname.split('/')[3] ?? '');

/** The item a Réserver button stands for (VisitorItemActions writes it on the button). */
const itemOf = (button: HTMLElement): ReservableItem | null => {
  try {
    return JSON.parse(button.dataset.item ?? '') as ReservableItem;
  } catch {
    return null;
  }
};

/** The list's item as the server has it now; null when it is gone (or the list is). */
async function reload(itemId: string): Promise<ReservableItem | null> {
  const response = await fetch(`/api/wishlists/${encodeURIComponent(wishlistId)}`);
  if (!response.ok) return null;
  const list = (await response.json()) as { items?: ReservableItem[] };
  return list.items?.find((item) => item.id === itemId) ?? null;
}

/** The page read again; a plain page (the server busy) is tried once more a second later. */
async function refresh(): Promise<void> {
  if (!(await refreshPage().catch(() => false))) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await refreshPage().catch(() => false);
  }
}

const start: IslandEntry = ({ language }) => {
  const t = islandT(language, language === 'en' ? commonEn : commonFr, language === 'en' ? en : fr);
  const offline = watchOffline(language, refresh);
  // live updates once the page has settled, as the app's page does (ui/src/live/whenPageSettled.ts)
  whenPageSettled(() => {
    import(/* webpackChunkName: "wl-island-live" */ './watchPage').then(({ watchPage }) => watchPage(wishlistId, refresh), console.warn);
  });
  return {
    tap(button) {
      const item = itemOf(button);
      if (!item || button.matches(':disabled') || offline.needsConnection()) return;
      openReserveDialog(button, item, {
        wishlistId,
        t,
        reload,
        refresh,
        refocus: () =>
          document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(item.id)}"]`) ?? document.querySelector<HTMLElement>('#root h1'),
      });
    },
  };
};

const registry = ((window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL] ??= {});
registry.wishlist = start;
