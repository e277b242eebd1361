/**
 * A guest page offline (docs/product.md#offline-and-updates): the service worker answered the page
 * last seen (it marks <html> with `data-offline-seen`, the time it was seen), or the connection
 * dropped while the page was open. The page says so at its top, in its language; an action that
 * needs the server asks `needsConnection()` first, which says plainly that nothing was sent; back
 * online, the page is read again from the server (`refresh`) and the notice goes.
 */
import { en } from '../i18n/offline/en';
import { fr } from '../i18n/offline/fr';
import { FONT_FAMILY, brand } from '../theme/theme';
import { islandT } from './messages';

export interface OfflineWatch {
  /** True (and the notice says that nothing was sent) when the page is offline. */
  needsConnection(): boolean;
}

const SEEN = 'data-offline-seen';

/** "1er décembre 2026 à 14:05" / "December 1, 2026 at 2:05 PM": the French first of the month is "1er". */
export function formatSeen(date: Date, language: 'fr' | 'en'): string {
  const parts = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).formatToParts(date);
  return parts.map((part) => (language === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}

export function watchOffline(language: 'fr' | 'en', refresh: () => Promise<unknown>): OfflineWatch {
  const t = islandT(language, language === 'en' ? en : fr);
  const html = document.documentElement;
  const loadedAt = new Date();
  let notice: HTMLElement | null = null;

  const offline = () => html.hasAttribute(SEEN) || !navigator.onLine;
  const show = (extra?: string) => {
    const seen = new Date(html.getAttribute(SEEN) || loadedAt.getTime());
    if (!notice) {
      notice = document.createElement('p');
      notice.className = 'cg-offline-notice';
      notice.setAttribute('role', 'status');
      Object.assign(notice.style, {
        margin: '0 auto 16px',
        maxWidth: '960px',
        fontFamily: FONT_FAMILY,
        fontSize: '15px',
        lineHeight: '1.5',
        padding: '8px 12px',
        borderRadius: '8px',
        background: '#fff7e6',
        border: '1px solid #d48806',
        color: brand.text,
      });
      // at the top of the page's content (the layout's <main>), under the header
      (document.querySelector('#root main') ?? document.getElementById('root'))?.prepend(notice);
    }
    const lastSeen = t('common.offline.lastSeen', { date: formatSeen(Number.isNaN(seen.getTime()) ? loadedAt : seen, language) });
    notice.textContent = extra ? `${lastSeen} ${extra}` : lastSeen;
  };
  const hide = () => {
    notice?.remove();
    notice = null;
    html.removeAttribute(SEEN);
  };

  if (offline()) show();
  window.addEventListener('offline', () => show());
  window.addEventListener('online', () => {
    hide();
    void refresh();
  });
  return {
    needsConnection() {
      if (!offline()) return false;
      show(t('common.offline.needsConnection'));
      notice?.setAttribute('role', 'alert');
      return true;
    },
  };
}
