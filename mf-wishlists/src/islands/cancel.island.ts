/**
 * The reservation cancel page's island (docs/architecture.md#islands): the page is the server's
 * HTML (the guest's mailed link, src/pages/CancelReservationPage.tsx: the reservation, or the
 * message of a used or unknown link); this script answers its one button, the cancellation and its
 * confirmation, in plain DOM. No React, antd, Apollo or Module Federation runtime.
 */
import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { confirmCancel } from './confirmCancel';

const start: IslandEntry = ({ language }) => {
  const t = islandT(language, language === 'en' ? commonEn : commonFr, language === 'en' ? en : fr);
  // /app/wishlists/:id/items/:token/cancel (the server rendered it: its segments decode)
  const [, , , wishlistId = '', , token = ''] = location.pathname.split('/').map(decodeURIComponent);
  return {
    tap(button) {
      if (button.dataset.islandTap === 'cancel') confirmCancel(button, { wishlistId, token }, t);
    },
  };
};

const registry = ((window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL] ??= {});
registry.cancel = start;
