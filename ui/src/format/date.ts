import { formatWithFirst } from '@cigogne/remote-contract/dates.mjs';

type DateInput = string | number | Date;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

function intlLocale(locale: string): string {
  return locale.startsWith('en') ? 'en-GB' : 'fr-FR';
}

/** 22 novembre 2026 / 22 November 2026; 1er juin 2026 (docs/product.md#languages-and-formats). */
export function formatDate(value: DateInput, locale: string): string {
  return formatWithFirst(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }), toDate(value));
}

/** 22 novembre 2026 à 14:05 / 22 November 2026 at 14:05. */
export function formatDateTime(value: DateInput, locale: string): string {
  return formatWithFirst(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }), toDate(value));
}

/** dimanche 22 novembre 2026 à 14:05:09 (French long format, used by the admin error log). */
export function formatLongDateTime(value: DateInput, locale: string): string {
  return formatWithFirst(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeStyle: 'medium' }), toDate(value));
}
