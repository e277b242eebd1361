import { ISLAND_VIEW_ATTRIBUTE } from '@cigogne/remote-contract/islands';
import { formatAgeAt } from '@cigogne/ui/format/age';
import { formatDate, formatDateTime } from '@cigogne/ui/format/date';
import type { IslandT } from '@cigogne/ui/islands/messages';
import { renderedInClock, type LocalTime } from '../components/localTimeMarkup';

const write = (element: Element | null, text: string) => {
  // only what changed: a text written again is a layout for nothing
  if (element && element.textContent !== text) element.textContent = text;
};

/**
 * Writes again, in the visitor's clock and time zone, the texts the server rendered in its own
 * (components/localTimeMarkup.ts), with the same rules and messages as the app's page, when the
 * two differ.
 */
export function showLocalTimes(root: ParentNode, t: IslandT, language: 'fr' | 'en', now = new Date()): void {
  // rendered in the visitor's time zone on their date (most visits): nothing to do
  if (renderedInClock(root, now)) return;
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_VIEW_ATTRIBUTE}]`)) {
    const { birth = '', date = '', firstName = '' } = element.dataset;
    const kind = element.getAttribute(ISLAND_VIEW_ATTRIBUTE) as LocalTime;
    if (kind === 'age') {
      const age = formatAgeAt(birth, now, language);
      if (age) write(element, t('timelines.public.age', { firstName, age }));
    } else if (kind === 'born') write(element, t('timelines.public.bornOn', { date: formatDateTime(birth, language) }));
    else if (kind === 'when') {
      const age = formatAgeAt(birth, date, language);
      write(element.querySelector('time'), formatDate(date, language));
      write(element.querySelector('.tl-vertical__age'), age ? t('timelines.public.ageAt', { age }) : t('timelines.public.beforeBirth'));
    }
  }
}
