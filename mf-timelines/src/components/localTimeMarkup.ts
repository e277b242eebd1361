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
