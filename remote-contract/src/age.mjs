// Plain JavaScript: the frontends (through @cigogne/ui/format/age) and the gateway (the baby book,
// without a bundler) show a child's age by this one rule.

/**
 * A child's age in months and days (docs/product.md#languages-and-formats: '{n} mois, {d} jour(s)').
 * Computed on calendar dates in local time (a child born on the 12th is 1 day old on the 13th,
 * whatever the hour). A month after the 31st is the last day of a shorter month: born Jan 31,
 * one month old on Feb 29 (leap year) or Feb 28, then one month and one day on Mar 1.
 */

const DAY_MS = 86_400_000;
const toDate = (value) => (value instanceof Date ? value : new Date(value));

function daysInMonth(year, month) {
  return new Date(year, month + 1, 0).getDate();
}

/** Day number of a calendar date (UTC arithmetic, so daylight saving never shifts it). */
function dayNumber(year, month, day) {
  return Math.round(Date.UTC(year, month, day) / DAY_MS);
}

/** The calendar date `months` after the birth date, clamped to the last day of the target month. */
function monthAnniversary(year, month, day, months) {
  const y = year + Math.floor((month + months) / 12);
  const m = (((month + months) % 12) + 12) % 12;
  return dayNumber(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Age at `at` of a child born at `birth`; null when `at` is before the birth day (or a date is invalid). */
export function computeAge(birth, at) {
  const b = toDate(birth);
  const a = toDate(at);
  if (Number.isNaN(b.getTime()) || Number.isNaN(a.getTime())) return null;
  const [by, bm, bd] = [b.getFullYear(), b.getMonth(), b.getDate()];
  const target = dayNumber(a.getFullYear(), a.getMonth(), a.getDate());
  if (target < dayNumber(by, bm, bd)) return null;

  let months = (a.getFullYear() - by) * 12 + (a.getMonth() - bm);
  let anniversary = monthAnniversary(by, bm, bd, months);
  if (anniversary > target) {
    months -= 1;
    anniversary = monthAnniversary(by, bm, bd, months);
  }
  return { months, days: target - anniversary };
}

function intlLocale(locale) {
  return locale.startsWith('en') ? 'en-GB' : 'fr-FR';
}

/** '4 mois, 12 jours', '1 mois, 1 jour' / '4 months, 12 days', '1 month, 1 day' (CLDR plurals via Intl). */
export function formatAge(age, locale) {
  const unit = (value, name) => new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  return `${unit(age.months, 'month')}, ${unit(age.days, 'day')}`;
}

/** The formatted age at `at`, or null before the birth day. */
export function formatAgeAt(birth, at, locale) {
  const age = computeAge(birth, at);
  return age ? formatAge(age, locale) : null;
}
