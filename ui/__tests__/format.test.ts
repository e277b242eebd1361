import { formatDate } from '../src/format/date';
import { formatEuros } from '../src/format/money';

it('formats euros in French format with 2 decimals', () => {
  // Intl uses narrow no-break spaces as thousands separator and before €
  expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
  expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
});

it('formats dates per language', () => {
  expect(formatDate('2026-11-22T12:00:00Z', 'fr')).toBe('22 novembre 2026');
  expect(formatDate('2026-11-22T12:00:00Z', 'en')).toBe('22 November 2026');
});
