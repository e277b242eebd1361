import { computeAge, formatAge, formatAgeAt } from '../src/format/age';

/** Local calendar dates (the age is computed on the local calendar). */
// French puts a no-break space between a number and its unit: compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
const d = (y: number, m: number, day: number, h = 12, min = 0) => new Date(y, m - 1, day, h, min);

describe('computeAge', () => {
  it.each([
    // [birth, at, months, days]
    ['same day', d(2025, 3, 10, 8), d(2025, 3, 10, 20), 0, 0],
    ['next day, earlier hour', d(2025, 3, 10, 23, 30), d(2025, 3, 11, 0, 15), 0, 1],
    ['five days', d(2025, 3, 10), d(2025, 3, 15), 0, 5],
    ['exactly one month', d(2025, 3, 10), d(2025, 4, 10), 1, 0],
    ['one month and one day', d(2025, 3, 10), d(2025, 4, 11), 1, 1],
    ['one day short of a month', d(2025, 3, 10), d(2025, 4, 9), 0, 30],
    ['four months, twelve days', d(2025, 1, 5), d(2025, 5, 17), 4, 12],
    ['across a year end', d(2024, 11, 20), d(2025, 1, 5), 1, 16],
    ['a year in months', d(2024, 6, 1), d(2025, 6, 1), 12, 0],
    ['Jan 31 -> Feb 28 (common year) is one month', d(2025, 1, 31), d(2025, 2, 28), 1, 0],
    ['Jan 31 -> Feb 27 (common year)', d(2025, 1, 31), d(2025, 2, 27), 0, 27],
    ['Jan 31 -> Mar 1 (common year)', d(2025, 1, 31), d(2025, 3, 1), 1, 1],
    ['Jan 31 -> Feb 29 (leap year) is one month', d(2024, 1, 31), d(2024, 2, 29), 1, 0],
    ['Jan 31 -> Feb 28 (leap year)', d(2024, 1, 31), d(2024, 2, 28), 0, 28],
    ['Jan 31 -> Mar 1 (leap year)', d(2024, 1, 31), d(2024, 3, 1), 1, 1],
    ['Jan 31 -> Mar 30: clamped to Feb 29 then 30 days', d(2024, 1, 31), d(2024, 3, 30), 1, 30],
    ['Jan 31 -> Mar 31', d(2024, 1, 31), d(2024, 3, 31), 2, 0],
    ['Jan 31 -> Apr 30: clamped month end', d(2024, 1, 31), d(2024, 4, 30), 3, 0],
    ['Feb 29 -> Mar 29', d(2024, 2, 29), d(2024, 3, 29), 1, 0],
    ['Feb 29 -> Mar 28', d(2024, 2, 29), d(2024, 3, 28), 0, 28],
    ['Feb 29 -> Feb 28 next year: clamped, 12 months', d(2024, 2, 29), d(2025, 2, 28), 12, 0],
    ['Feb 29 -> Mar 1 next year', d(2024, 2, 29), d(2025, 3, 1), 12, 1],
    ['Mar 31 -> Apr 30', d(2025, 3, 31), d(2025, 4, 30), 1, 0],
    ['Aug 31 -> Sep 30 -> Oct 1', d(2025, 8, 31), d(2025, 10, 1), 1, 1],
    ['Dec 31 -> Feb 28', d(2024, 12, 31), d(2025, 2, 28), 2, 0],
    ['across the March daylight-saving change', d(2025, 3, 29, 1), d(2025, 3, 31, 1), 0, 2],
    ['across the October daylight-saving change', d(2025, 10, 25, 23), d(2025, 10, 27, 0, 30), 0, 2],
  ])('%s', (_label, birth, at, months, days) => {
    expect(computeAge(birth, at)).toEqual({ months, days });
  });

  it('is null before the birth day, and for invalid dates', () => {
    expect(computeAge(d(2025, 3, 10), d(2025, 3, 9, 23, 59))).toBeNull();
    expect(computeAge('not a date', d(2025, 3, 9))).toBeNull();
  });

  it('accepts ISO strings as sent by the server', () => {
    expect(computeAge(d(2025, 1, 31, 10).toISOString(), d(2025, 3, 1, 9).toISOString())).toEqual({ months: 1, days: 1 });
  });

  it('never goes backwards from one day to the next over four years', () => {
    const birth = d(2024, 1, 31, 18);
    let previous = { months: 0, days: 0 };
    for (let i = 1; i < 4 * 366; i += 1) {
      const age = computeAge(birth, d(2024, 1, 31 + i))!;
      const sameMonth = age.months === previous.months && age.days === previous.days + 1;
      const nextMonth = age.months === previous.months + 1 && age.days === 0;
      expect({ i, ok: sameMonth || nextMonth }).toEqual({ i, ok: true });
      previous = age;
    }
  });
});

describe('formatAge', () => {
  it.each([
    [{ months: 4, days: 12 }, '4 mois, 12 jours', '4 months, 12 days'],
    [{ months: 1, days: 1 }, '1 mois, 1 jour', '1 month, 1 day'],
    [{ months: 0, days: 5 }, '0 mois, 5 jours', '0 months, 5 days'],
    [{ months: 2, days: 0 }, '2 mois, 0 jour', '2 months, 0 days'],
  ])('%o', (age, french, english) => {
    expect(plain(formatAge(age, 'fr'))).toBe(french);
    expect(plain(formatAge(age, 'en'))).toBe(english);
  });

  it('formats the age at a date, or null before birth', () => {
    expect(plain(formatAgeAt(d(2024, 1, 31), d(2024, 3, 1), 'fr'))).toBe('1 mois, 1 jour');
    expect(formatAgeAt(d(2024, 1, 31), d(2024, 1, 30), 'en')).toBeNull();
  });
});
