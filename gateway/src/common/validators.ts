import { IsDefined, IsEmail, IsOptional, IsString, IsUrl, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { Required, Trim } from './validation.js';

/** A required single-line text: trimmed, non-blank, at most `max` characters. */
export function RequiredText({ max }: { max: number }): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsDefined({ message: 'validation.required' })(target, key);
    IsString()(target, key);
    Required()(target, key);
    MaxLength(max)(target, key);
  };
}

/** An optional text: trimmed; absent, null and blank all mean "none" (services store null). */
export function OptionalText({ max }: { max: number }): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/**
 * A required http(s) address (webhook endpoints, the reader's page): trimmed, at most `max`
 * characters, 422 `validation.url` otherwise. Services check the rest (where it may point).
 */
export function RequiredHttpUrl({ max, documented = 'http' }: { max: number; documented?: 'http' | 'https' }): PropertyDecorator {
  return (target, key) => {
    RequiredText({ max })(target, key);
    ValidateBy({
      // 'isHttpsUrl' is documented as https only (openapi/input-schema.ts) where a service refuses http
      // by its configuration (a webhook in production): the service decides, the document says the rule
      name: documented === 'https' ? 'isHttpsUrl' : 'isHttpUrl',
      validator: {
        validate: (value) => typeof value === 'string' && URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
        defaultMessage: () => 'validation.url',
      },
    })(target, key);
  };
}

/**
 * A finite number with at most `places` decimals (a 422 `validation.number` otherwise).
 * class-validator's IsNumber({maxDecimalPlaces}) reads the decimals from the number's text and
 * throws on exponent notation (5e-324, 1e-7): a 500.
 */
export function IsDecimal(places: number): PropertyDecorator {
  return ValidateBy({
    name: 'isNumber',
    // read by the OpenAPI document (multipleOf)
    constraints: [places],
    validator: { validate: (value) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value },
  });
}

/** A first or last name: required text of at most 50 characters (the users table's width). */
export const PersonName = () => RequiredText({ max: 50 });

/**
 * An optional http(s) address (item links and images): never `javascript:`, `data:` or any other
 * scheme a browser would run or inline.
 */
export function OptionalHttpUrl({ max }: { max: number }): PropertyDecorator {
  return (target, key) => {
    OptionalText({ max })(target, key);
    IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true })(target, key);
  };
}

/** An optional e-mail address: trimmed; absent, null and blank mean "none"; anything else must be an address. */
export function OptionalEmail(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    ValidateIf((o: Record<string | symbol, unknown>) => o[key] !== undefined && o[key] !== null && o[key] !== '')(target, key);
    IsString()(target, key);
    MaxLength(254)(target, key);
    IsEmail()(target, key);
  };
}

/**
 * A nested object the JSON body carries (parseInput copies bodies flat: nested classes are not
 * built): `check` decides, `schema` is what the OpenAPI document shows of it (openapi/input-schema.ts).
 * 422 `validation.invalid` when `check` refuses it.
 */
export function JsonShape(schema: object, check: (value: unknown) => boolean): PropertyDecorator {
  return ValidateBy({
    name: 'jsonSchema',
    constraints: [schema],
    validator: { validate: (value) => check(value), defaultMessage: () => 'validation.invalid' },
  });
}
