/**
 * A price as shops write it, in euros: 1299, "1299.00", "1 299,00 €", "1.299,00", "1,299.00",
 * "19,99 EUR". A separator followed by exactly three digits, or one that repeats, groups thousands;
 * otherwise it is the decimal mark. Undefined when nothing sensible is found.
 */
export function parsePrice(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * 100) / 100 : undefined;
  if (typeof raw !== 'string') return undefined;
  const match = /\d[\d\s\u00a0\u202f.,']*/.exec(raw);
  if (!match) return undefined;
  let digits = match[0].replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]+$/, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // both: the later one is the decimal mark
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    digits = digits.split(group).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(sep);
    const grouping = parts.length > 2 || parts[parts.length - 1].length === 3;
    digits = grouping ? parts.join('') : parts.join('.');
  }
  const value = Number(digits);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

/** The first euro amount written in a text ("1 299,00 €", "€ 12,50", "12,50 EUR"). */
export function findEuroAmount(text: string): number | undefined {
  const amount = String.raw`\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
  const match = new RegExp(String.raw`(${amount})\s*(?:€|EUR\b)|€\s*(${amount})`).exec(text);
  return match ? parsePrice(match[1] ?? match[2]) : undefined;
}
