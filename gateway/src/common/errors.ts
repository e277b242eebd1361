/** Error types (docs/product.md#errors-and-messages); the frontends translate them as `errors.{type}`. */
export type ErrorType =
  | 'invalidForm'
  | 'invalidCredentials'
  | 'emailAlreadyExists'
  | 'validationException'
  | 'unauthorized'
  | 'forbidden'
  | 'tooManyRequests'
  | 'THROTTLED'
  | 'invalidTokenException'
  | 'alreadyReserved'
  | 'predictionClosed'
  | 'contactLimitReached'
  | 'notFound'
  | 'reservationNotFound'
  | 'alreadyThanked'
  | 'guestEmailNotKept'
  | 'mailNotFailed'
  | 'unavailable'
  | 'passkeyRefused'
  | 'lastPasskey'
  | 'unknown';

export interface FieldError {
  path: string;
  message: string;
}

/** The body every failing REST call answers, and what GraphQL carries in `extensions`. */
export interface ErrorBody {
  type: ErrorType;
  errors: FieldError[];
}

/** The one error a service throws; REST and GraphQL both translate it, nothing else does. */
export class DomainError extends Error {
  constructor(
    readonly type: ErrorType,
    readonly status: number,
    readonly errors: FieldError[] = [],
    /** The GraphQL `extensions.code` when it is not the type (the integrators' codes FORBIDDEN, THROTTLED: docs/api.md). */
    readonly graphqlCode?: string,
  ) {
    super(type);
    this.name = 'DomainError';
  }

  get body(): ErrorBody {
    return { type: this.type, errors: this.errors };
  }
}

export const invalidForm = (errors: FieldError[]) => new DomainError('invalidForm', 422, errors);
export const badRequest = (message = 'validation.malformed') => new DomainError('validationException', 400, [{ path: '', message }]);
export const unauthorized = () => new DomainError('unauthorized', 401);
export const forbidden = () => new DomainError('forbidden', 403);
export const notFound = () => new DomainError('notFound', 404);
export const tooManyRequests = () => new DomainError('tooManyRequests', 429);
export const unavailable = () => new DomainError('unavailable', 503);

/** What a 503 `unavailable` answer tells clients in Retry-After: a database restart takes seconds. */
export const RETRY_AFTER_SECONDS = 5;

// node socket errors and PostgreSQL's "server going away / not accepting" states (class 08, 57P01-03)
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `err` (or one of its causes) says the database cannot be reached, rather than a bug. */
/** The fields of a driver, ORM or network error that tell a connection failure. */
interface ErrorLike {
  name?: unknown;
  code?: unknown;
  sqlState?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
  originalError?: unknown;
}

export function isConnectionFailure(err: unknown): boolean {
  for (
    let e = err as ErrorLike | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e.cause ?? e.originalError) as ErrorLike | undefined, depth++
  ) {
    if (e.name === 'ConnectionException') return true;
    for (const code of [e.code, e.sqlState]) {
      if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    }
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some(isConnectionFailure)) return true; // AggregateError (IPv4 and IPv6 both refused)
  }
  return false;
}

/** Any thrown value as a DomainError; unexpected ones become a bare 500 `unknown`, never a stack. */
export function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const e = err as { type?: string; status?: number; statusCode?: number } | undefined;
  // body-parser and express raise these for malformed, oversized or mistyped bodies
  if (e?.type === 'entity.parse.failed') return badRequest('validation.malformedJson');
  if (e?.type === 'entity.too.large') return new DomainError('validationException', 413, [{ path: '', message: 'validation.tooLarge' }]);
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return new DomainError('validationException', 415);
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new DomainError('validationException', status);
  if (isConnectionFailure(err)) return unavailable();
  return new DomainError('unknown', 500);
}
