import { IsBoolean, IsDefined, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { JsonShape, RequiredHttpUrl } from '../../../common/validators.js';
import { PUSH_KIND_NAMES, type PushKind } from '../push-kinds.js';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const decodedLength = (value: unknown) =>
  typeof value === 'string' && BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1;

const onlyKeys = (value: unknown, keys: readonly string[]): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => keys.includes(k));

/** The browser's keys (PushSubscription.toJSON().keys): an uncompressed P-256 point and a 16-byte secret. */
const validKeys = (value: unknown) =>
  onlyKeys(value, ['p256dh', 'auth']) &&
  decodedLength(value.p256dh) === 65 &&
  Buffer.from(value.p256dh as string, 'base64url')[0] === 4 &&
  decodedLength(value.auth) >= 16 &&
  (value.auth as string).length <= 100;

const validKinds = (value: unknown) => onlyKeys(value, PUSH_KIND_NAMES) && Object.values(value).every((v) => typeof v === 'boolean');

// what validKeys accepts, as the document says it: 65 bytes starting 0x04 (87 characters), and a secret of 16 bytes or more
const p256dhSchema = { type: 'string', pattern: '^B[A-P][A-Za-z0-9_-]{85}=?$', description: 'An uncompressed P-256 point, base64url.' };
const authSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,98}={0,2}$', description: 'The 16-byte auth secret, base64url.' };
const kindsSchema = {
  type: 'object',
  properties: Object.fromEntries(PUSH_KIND_NAMES.map((k) => [k, { type: 'boolean' }])),
  additionalProperties: false,
  description: 'The kinds of event this device is told of; a kind left out is on.',
};

/**
 * POST /push/subscriptions: the browser's PushSubscription as toJSON() gives it, and optionally its
 * switches (absent ones on). The endpoint's scheme is checked by the service.
 */
export class PushSubscriptionInput {
  @RequiredHttpUrl({ max: 2000, documented: 'https' }) endpoint: string;

  @IsDefined({ message: 'validation.required' })
  @JsonShape(
    { type: 'object', properties: { p256dh: p256dhSchema, auth: authSchema }, required: ['p256dh', 'auth'], additionalProperties: false },
    validKeys,
  )
  keys: { p256dh: string; auth: string };

  @IsOptional()
  @JsonShape(kindsSchema, validKinds)
  kinds?: Partial<Record<PushKind, boolean>> | null;
}

/** PATCH /push/subscriptions/{id} and the GraphQL switches: the kinds to turn on or off. */
@InputType('PushKindsInput', { description: 'The kinds of event a device is told of.' })
export class PushKindsInput {
  @Field(() => Boolean, { nullable: true, description: 'A reservation or a pledge on a list.' })
  @IsOptional()
  @IsBoolean()
  reservations?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'A new answer to a prediction.' })
  @IsOptional()
  @IsBoolean()
  answers?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'A co-owner or co-parent who accepted an invitation.' })
  @IsOptional()
  @IsBoolean()
  coParents?: boolean;
}
