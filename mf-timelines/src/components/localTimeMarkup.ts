import { ISLAND_VIEW_ATTRIBUTE } from '@cigogne/remote-contract/islands';

/**
 * The texts of the public timeline that depend on the visitor's clock and time zone (the running age,
 * the birth's time of day, an event's date and the age that day): the server renders them in its
 * own, and marks them so that the page's island writes them again in the visitor's
 * (islands/localTimes.ts, docs/architecture.md#islands).
 */
export type LocalTime = 'age' | 'born' | 'when';

/** The attributes of such a text: what it shows, the birth and, for an event, its date. */
export function localTimeAttributes(kind: LocalTime, birthDate: string, date?: string): Record<string, string> {
  return { [ISLAND_VIEW_ATTRIBUTE]: kind, 'data-birth': birthDate, ...(date ? { 'data-date': date } : {}) };
}

/** The render's clock: its time zone and its local date (what the texts above were computed with). */
function clock(now: Date): { tz: string; day: string } {
  return { tz: Intl.DateTimeFormat().resolvedOptions().timeZone, day: `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}` };
}

/** The attributes of the render's clock, written once on the page (on its 'born' text). */
export function renderClockAttributes(now: Date): Record<string, string> {
  const { tz, day } = clock(now);
  return { 'data-tz': tz, 'data-day': day };
}

/** Whether the page was rendered in this clock's time zone and on its local date: its texts are right as they are. */
export function renderedInClock(element: HTMLElement | null, now: Date): boolean {
  const { tz, day } = clock(now);
  return element?.dataset.tz === tz && element.dataset.day === day;
}
