import { IsDefined, IsNotEmpty, ValidateBy, isISO8601 } from 'class-validator';

/** Clocks of browsers and servers disagree a little: "now" typed on a fast laptop is not the future. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Earlier dates are typos (0202 for 2020) and some (year 0) are not storable in PostgreSQL. */
const EARLIEST = Date.UTC(1900, 0, 1);

/**
 * A date input as a Date: GraphQL's DateTimeISO scalar hands a Date, REST an ISO 8601 string.
 * Undefined for anything else, for impossible dates (2025-02-30) and dates before 1900.
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && isISO8601(value, { strict: true, strictSeparator: true })) date = new Date(value);
  if (!date || Number.isNaN(date.getTime()) || date.getTime() < EARLIEST) return undefined;
  return date;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * docs/product.md#validation: a birth or event date is required, valid and not in the future. One message per
 * case: validation.required, validation.date, validation.notInFuture.
 */
export function PastDateTime(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: 'validation.required' })(target, key);
    IsNotEmpty({ message: 'validation.required' })(target, key);
    ValidateBy({
      name: 'isDateTime',
      validator: { validate: (v) => blank(v) || toDate(v) !== undefined, defaultMessage: () => 'validation.date' },
    })(target, key);
    ValidateBy({
      name: 'notInFuture',
      validator: {
        validate: (v) => {
          const date = toDate(v);
          return !date || date.getTime() <= Date.now() + CLOCK_SKEW_MS;
        },
        defaultMessage: () => 'validation.notInFuture',
      },
    })(target, key);
  };
}

/** An optional date (a wishlist's expected birth date may lie ahead): absent, null or valid. */
export function OptionalDateTime(): PropertyDecorator {
  return ValidateBy({
    name: 'isDateTime',
    validator: { validate: (v) => blank(v) || toDate(v) !== undefined, defaultMessage: () => 'validation.date' },
  });
}

/** A required date that may lie ahead (a due date): present and valid. */
export function RequiredDateTime(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: 'validation.required' })(target, key);
    IsNotEmpty({ message: 'validation.required' })(target, key);
    OptionalDateTime()(target, key);
  };
}
