import type { ErrorType } from './errors.js';

/**
 * Every error `type` (docs/product.md#errors-and-messages) the gateway answers. The frontends translate each as
 * `errors.{type}`; `npm run schema:emit -w gateway` writes this list to graphql/messages.json.
 */
export const ERROR_TYPES = [
  'invalidForm',
  'invalidCredentials',
  'emailAlreadyExists',
  'validationException',
  'unauthorized',
  'forbidden',
  'tooManyRequests',
  'THROTTLED',
  'invalidTokenException',
  'alreadyReserved',
  'predictionClosed',
  'contactLimitReached',
  'notFound',
  'reservationNotFound',
  'alreadyThanked',
  'guestEmailNotKept',
  'mailNotFailed',
  'unavailable',
  'passkeyRefused',
  'lastPasskey',
  'unknown',
] as const satisfies readonly ErrorType[];

// fails to compile when an ErrorType is added to errors.ts but not listed above
type Unlisted = Exclude<ErrorType, (typeof ERROR_TYPES)[number]>;
const everyErrorTypeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyErrorTypeListed;

/**
 * Every message key a field error can carry (`errors: [{path, message}]`). The frontends
 * translate each as `errors.{key}`; a test fails when a service or DTO uses a key not listed here.
 */
export const VALIDATION_MESSAGES = [
  // input rules (class-validator constraints and our decorators)
  'validation.required',
  'validation.email',
  'validation.maxLength',
  'validation.minLength',
  'validation.string',
  'validation.boolean',
  'validation.oneOf',
  'validation.integer',
  'validation.number',
  'validation.min',
  'validation.max',
  'validation.date',
  'validation.notInFuture',
  'validation.url',
  'validation.unknownField',
  'validation.passwordTooShort',
  'validation.passwordStrength',
  'validation.passwordTooLong',
  // a rule without a key of its own
  'validation.invalid',
  // services
  'validation.emailAlreadyExists',
  'validation.invalidToken',
  'validation.wrongPassword',
  'validation.limitReached',
  'validation.notFound',
  'validation.wishlistArchived',
  'validation.time',
  'validation.exclusive',
  'validation.predictionPrivate',
  'validation.birthNotRecorded',
  'validation.birthRecorded',
  'validation.alreadyLinked',
  // co-owners (docs/product.md#co-owners)
  'validation.alreadyCoOwner',
  'validation.alreadyCoParent',
  'validation.tooManyPendingCoParents',
  // quantities and group gifts (docs/product.md#quantities-and-group-gifts)
  'validation.groupGiftNeedsPrice',
  'validation.groupGiftSingle',
  'validation.groupGiftAmount',
  'validation.notGroupGift',
  'validation.belowReserved',
  'validation.hasReservations',
  'validation.moreThanLeft',
  // POST /analyse: why a product page could not be read
  'validation.pageRefused',
  'validation.pageUnreachable',
  'validation.pageTimeout',
  'validation.pageTooLarge',
  'validation.pageNotHtml',
  'validation.pageTooManyRedirects',
  // a captcha or anti-bot challenge answered instead of the product (bot-wall.ts)
  'validation.pageBlocked',
  // photo uploads (docs/product.md#photos)
  'validation.unsupportedImage',
  'validation.unreadableImage',
  'validation.storageFull',
  // passkeys (docs/product.md#passkeys): why a ceremony's answer was refused
  'validation.passkeyChallenge',
  'validation.passkeyResponse',
  'validation.passkeyUnknown',
  'validation.passkeyInvalid',
  'validation.passkeyTaken',
  // malformed requests
  'validation.malformed',
  'validation.malformedJson',
  'validation.bodyNotObject',
  'validation.tooLarge',
  'validation.unsupportedMediaType',
  'validation.unsupportedEncoding',
] as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

/** The contract file graphql/messages.json: what an integrator (or a frontend catalogue) must translate. */
export function printMessages(): string {
  return JSON.stringify({ errorTypes: ERROR_TYPES, validationMessages: VALIDATION_MESSAGES }, null, 2) + '\n';
}
