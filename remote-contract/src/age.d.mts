/** A child's age in whole months and days since the last month anniversary. */
export interface Age {
  months: number;
  days: number;
}
type DateInput = string | number | Date;
/** Age at `at` of a child born at `birth`; null when `at` is before the birth day (or a date is invalid). */
export declare function computeAge(birth: DateInput, at: DateInput): Age | null;
/** '4 mois, 12 jours' / '4 months, 12 days' (CLDR plurals via Intl). */
export declare function formatAge(age: Age, locale: string): string;
/** The formatted age at `at`, or null before the birth day. */
export declare function formatAgeAt(birth: DateInput, at: DateInput, locale: string): string | null;
