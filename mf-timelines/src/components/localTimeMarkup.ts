import { ISLAND_VIEW_ATTRIBUTE } from '@cigogne/remote-contract/islands';

/**
 * The texts of the public timeline that depend on the visitor's clock and time zone (the running age,
 * the birth's time of day, an event's date and the age that day): the server renders them in its
 * own, and marks them so that the page's island writes them again in the visitor's
 * (islands/localTimes.ts, docs/architecture.md#islands).
 */
export type LocalTime = 'age' | 'born' | 'when';

/** Minutes from UTC of the clock's time zone at `instant` (Date's own, which costs nothing: no Intl). */
const offsetAt = (instant: string | Date) => String(new Date(instant).getTimezoneOffset());

/**
 * The attributes of such a text: what it shows, the birth and, for an event, its date, each with
 * the UTC offset the render's time zone had at that instant (what its local date and time depend on).
 */
export function localTimeAttributes(kind: LocalTime, birthDate: string, date?: string): Record<string, string> {
  return {
    [ISLAND_VIEW_ATTRIBUTE]: kind,
    'data-birth': birthDate,
    'data-birth-offset': offsetAt(birthDate),
    ...(date ? { 'data-date': date, 'data-date-offset': offsetAt(date) } : {}),
  };
}

/** The render's clock: its local date and its UTC offset now (what the running age was computed with). */
function clock(now: Date): { day: string; offset: string } {
  return { day: `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`, offset: offsetAt(now) };
}

/** The attributes of the render's clock, written once on the page (on its 'born' text). */
export function renderClockAttributes(now: Date): Record<string, string> {
  const { day, offset } = clock(now);
  return { 'data-day': day, 'data-offset': offset };
}

/**
 * Whether the page's texts are right in this clock as they are: rendered on its local date, and
 * with its UTC offset now, at the birth and at each event's date. Offsets, not the time zone's
 * name: the first Intl.DateTimeFormat of a page costs a phone about 200 ms (ICU's data), on every
 * visit, while the texts only need the wall-clock times, which the offsets decide.
 */
export function renderedInClock(root: ParentNode, now: Date): boolean {
  const { day, offset } = clock(now);
  const born = root.querySelector<HTMLElement>(`[${ISLAND_VIEW_ATTRIBUTE}="born"]`);
  if (born?.dataset.day !== day || born.dataset.offset !== offset) return false;
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_VIEW_ATTRIBUTE}]`)].every(
    ({ dataset: { birth = '', birthOffset, date, dateOffset } }) =>
      birthOffset === offsetAt(birth) && (date === undefined || dateOffset === offsetAt(date)),
  );
}
