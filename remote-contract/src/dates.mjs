/**
 * A date (and time) as `format` writes it, with French's first of the month as the ordinal it is
 * ("1er juin 2026", never "1 juin"): Intl writes the bare number. Shared by the frontends and the
 * gateway (mails, the baby book), so every date reads the same.
 * @param {Intl.DateTimeFormat} format
 * @param {Date} date
 */
export function formatWithFirst(format, date) {
  const french = format.resolvedOptions().locale.startsWith('fr');
  return format
    .formatToParts(date)
    .map((part) => (french && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
