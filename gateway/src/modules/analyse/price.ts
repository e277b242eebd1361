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

/** How much page text the amount search reads: a price shown to a visitor comes early in the page. */
export const EURO_TEXT_MAX = 64 * 1024;

/**
 * Every quantifier is bounded and an amount starts only where no digit or separator precedes it,
 * so the search tries a constant amount of work per position: linear in the text. (The unbounded
 * `\d+` retried from every digit of a long run was quadratic: 40k digits took 0.8 s.)
 */
const AMOUNT = String.raw`(?<![\d.,])(?:\d{1,3}(?:[\s\u00a0\u202f.]\d{3}){1,4}(?:,\d{1,2})?|\d{1,9}(?:[.,]\d{1,2})?)(?![\d])`;
const EURO_AMOUNT = new RegExp(String.raw`(${AMOUNT})\s{0,8}(?:€|EUR\b)|€\s{0,8}(${AMOUNT})`);

/** The first euro amount written in a text ("1 299,00 €", "€ 12,50", "12,50 EUR"), within its first EURO_TEXT_MAX characters. */
export function findEuroAmount(text: string): number | undefined {
  const match = EURO_AMOUNT.exec(text.slice(0, EURO_TEXT_MAX));
  return match ? parsePrice(match[1] ?? match[2]) : undefined;
}
