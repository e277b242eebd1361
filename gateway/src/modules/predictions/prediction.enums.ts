import { registerEnumType } from 'type-graphql';

/** docs/product.md#predictions: the baby's gender; `surprise` when the parents do not know (or tell). */
export enum Gender {
  boy = 'boy',
  girl = 'girl',
  surprise = 'surprise',
}
registerEnumType(Gender, { name: 'Gender' });

/** Birth moments, named as docs/product.md#prediction-statistics buckets them (before 06:00 is morning...). */
export enum BirthMoment {
  morning = 'morning',
  afternoon = 'afternoon',
  evening = 'evening',
  night = 'night',
}
registerEnumType(BirthMoment, { name: 'BirthMoment' });

export enum EyeColor {
  blue = 'blue',
  green = 'green',
  brown = 'brown',
}
registerEnumType(EyeColor, { name: 'EyeColor' });

export enum HairColor {
  blonde = 'blonde',
  chestnut = 'chestnut',
  brown = 'brown',
  red = 'red',
}
registerEnumType(HairColor, { name: 'HairColor' });

/** A guess or a birth is a boy or a girl: surprise is the parents' answer, never a guest's. */
export const KNOWN_GENDERS = [Gender.boy, Gender.girl] as const;

/** docs/product.md#prediction-statistics: the birth-time buckets, lower bound included ("HH:MM" strings compare in clock order). */
export const BIRTH_TIME_BUCKETS = [
  { moment: BirthMoment.morning, before: '06:00' },
  { moment: BirthMoment.afternoon, before: '12:00' },
  { moment: BirthMoment.evening, before: '18:00' },
  { moment: BirthMoment.night, before: null },
] as const;

/** SQL: the bucket of the "HH:MM" column `time`, as docs/product.md#prediction-statistics names it. */
export const momentOfTimeSql = (time: string) =>
  `case ${BIRTH_TIME_BUCKETS.map((b) => (b.before === null ? `else '${b.moment}'` : `when ${time} < '${b.before}' then '${b.moment}'`)).join(' ')} end`;
