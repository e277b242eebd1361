/**
 * The public timeline's island (docs/architecture.md#islands): the page is the server's HTML; this
 * script answers a tap on an event's photo (the photo viewer, in plain DOM) and writes the texts of
 * the visitor's clock and time zone (the baby's age, the birth's time) again. No React, antd, Apollo
 * or Module Federation runtime: a guest who does something else on the page (the menu) gets the
 * whole app (`wakeApp`).
 */
import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { islandT } from '@cigogne/ui/islands/messages';
import { watchOffline } from '@cigogne/ui/islands/offlineNotice';
import { refreshPage } from '@cigogne/ui/islands/refreshPage';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { PHOTO_TAP, photosOf } from '../photos/photoMarkup';
import { showLocalTimes } from './localTimes';
import { openPhotoViewer } from './photoViewer';

const start: IslandEntry = ({ language }) => {
  const t = islandT(language, language === 'en' ? en : fr);
  showLocalTimes(document, t, language);
  // offline: the page last seen says so; back online it is read again (and the times rewritten)
  watchOffline(language, () => refreshPage().then(() => showLocalTimes(document, t, language)));
  return {
    tap(target) {
      if (target.dataset.islandTap !== PHOTO_TAP) return;
      const event = photosOf(target);
      if (event) openPhotoViewer(target, event.photos, event.index, event.title, t);
    },
  };
};

const registry = ((window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL] ??= {});
registry.timeline = start;
