import { islandT } from '@cigogne/ui/islands/messages';
import { localTimeAttributes, renderClockAttributes } from '../components/localTimeMarkup';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { showLocalTimes } from '../islands/localTimes';

// the clock is frozen at 15 June 2026, 10:00 local time (jest-frontend/frozen-clock.cjs); the dates
// below are local too: what a visitor's browser shows, whatever the server's time zone
const BIRTH = new Date(2026, 3, 10, 23, 30).toISOString();
const AFTER = new Date(2026, 4, 1, 0, 30).toISOString();
const BEFORE = new Date(2026, 3, 1, 12, 0).toISOString();

/** The server's markup, its texts in another time zone than the visitor's (here: wrong on purpose). */
function serverPage() {
  const element = (tag: string, attributes: Record<string, string>, html: string) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.innerHTML = html;
    return node;
  };
  const when = (date: string) =>
    element('p', localTimeAttributes('when', BIRTH, date), '<time>1 janvier 2000</time><span class="tl-vertical__age">à 99 mois</span>');
  document.body.replaceChildren(
    element('p', { ...localTimeAttributes('age', BIRTH), 'data-first-name': 'Maël' }, 'Maël a 99 mois'),
    element('p', localTimeAttributes('born', BIRTH), 'Né(e) le 11 avril 2026 à 05:30'),
    when(AFTER),
    when(BEFORE),
  );
  return [...document.body.children] as HTMLElement[];
}

test("the age, the birth's time and each event's date and age are written in the visitor's clock and time zone", () => {
  const [age, born, after, before] = serverPage();
  showLocalTimes(document, islandT('fr', fr), 'fr');
  expect(age!.textContent).toMatch(/^Maël a 2\smois,\s5\sjours$/);
  expect(born!.textContent).toMatch(/^Né\(e\) le 10 avril 2026 à 23:30$/);
  expect(after!.querySelector('time')!.textContent).toBe('1er mai 2026');
  expect(after!.querySelector('.tl-vertical__age')!.textContent).toMatch(/^à 0\smois,\s21\sjours$/);
  expect(before!.querySelector('time')!.textContent).toBe('1er avril 2026');
  expect(before!.querySelector('.tl-vertical__age')!.textContent).toBe('avant la naissance');
});

test('in English; a text already right is left as it is', () => {
  const [age] = serverPage();
  showLocalTimes(document, islandT('en', en), 'en');
  expect(age!.textContent).toMatch(/^Maël is 2\smonths,\s5\sdays old$/);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  showLocalTimes(document, islandT('en', en), 'en');
  expect(observer.takeRecords().concat(changes)).toEqual([]);
  observer.disconnect();
});

test("a page rendered in the visitor's time zone on their date is left as it is; another day's is written again", () => {
  const [age, born] = serverPage();
  for (const [name, value] of Object.entries(renderClockAttributes(new Date()))) born!.setAttribute(name, value);
  showLocalTimes(document, islandT('fr', fr), 'fr');
  expect(age!.textContent).toBe('Maël a 99 mois');
  showLocalTimes(document, islandT('fr', fr), 'fr', new Date(2026, 5, 16, 0, 5));
  expect(age!.textContent).toMatch(/^Maël a 2\smois,\s6\sjours$/);
});

test("a page rendered on the visitor's date, but with another UTC offset at an event's date, is written again", () => {
  const [age, born, after] = serverPage();
  for (const [name, value] of Object.entries(renderClockAttributes(new Date()))) born!.setAttribute(name, value);
  // the server's zone was an hour off the visitor's at that event (another daylight-saving rule)
  after!.setAttribute('data-date-offset', String(new Date(AFTER).getTimezoneOffset() - 60));
  showLocalTimes(document, islandT('fr', fr), 'fr');
  expect(after!.querySelector('time')!.textContent).toBe('1er mai 2026');
  expect(age!.textContent).toMatch(/^Maël a 2\smois,\s5\sjours$/);
});
