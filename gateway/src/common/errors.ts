/** Error types of SPEC section 8; the frontends translate them as `errors.{type}`. */
export type ErrorType =
  | 'invalidForm'
  | 'invalidCredentials'
  | 'emailAlreadyExists'
  | 'validationException'
  | 'unauthorized'
  | 'forbidden'
  | 'tooManyRequests'
  | 'invalidTokenException'
  | 'alreadyReserved'
  | 'contactLimitReached'
  | 'notFound'
  | 'reservationNotFound'
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
  return new DomainError('unknown', 500);
}
