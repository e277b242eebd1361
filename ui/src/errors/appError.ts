/** A field message of a 422 answer: `path` is the input's name, `message` a key like `validation.required`. */
export interface FieldError {
  path: string;
  message: string;
}

/** What a form shows for a failed call: the server's error type (docs/product.md#errors-and-messages) and field errors. */
export interface AppError {
  type: string;
  status?: number;
  fieldErrors: FieldError[];
}

export const UNKNOWN_ERROR: AppError = { type: 'unknown', fieldErrors: [] };

interface ErrorExtensions {
  code?: unknown;
  status?: unknown;
  errors?: unknown;
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is FieldError => typeof e?.path === 'string' && typeof e?.message === 'string');
}

function fromExtensions(extensions: ErrorExtensions | undefined): AppError | undefined {
  if (!extensions || typeof extensions.code !== 'string') return undefined;
  return {
    type: extensions.code,
    status: typeof extensions.status === 'number' ? extensions.status : undefined,
    fieldErrors: fieldErrorsOf(extensions.errors),
  };
}

/** REST body `{type, errors}` or GraphQL body `{errors: [{extensions}]}` of a non-2xx answer. */
function fromBody(bodyText: unknown, status?: number): AppError | undefined {
  if (typeof bodyText !== 'string') return undefined;
  try {
    const body = JSON.parse(bodyText);
    if (typeof body?.type === 'string') return { type: body.type, status, fieldErrors: fieldErrorsOf(body.errors) };
    if (Array.isArray(body?.errors)) return fromExtensions(body.errors[0]?.extensions);
  } catch {
    // not JSON: a proxy or network page
  }
  return undefined;
}

/**
 * Turns whatever a call rejected with into {type, fieldErrors}. Duck-typed on purpose: Apollo's
 * error classes may come from another bundle (remotes), so `instanceof` is not reliable.
 * - GraphQL errors (Apollo 4 CombinedGraphQLErrors): `errors[0].extensions` = {code: type, status, errors}.
 * - Server errors with a body (ServerError: statusCode + bodyText): the body's type.
 * - Anything else (network failure, parse error, bug): 'unknown'.
 */
export function toAppError(error: unknown): AppError {
  if (!error || typeof error !== 'object') return UNKNOWN_ERROR;
  const e = error as {
    errors?: Array<{ extensions?: ErrorExtensions }>;
    graphQLErrors?: Array<{ extensions?: ErrorExtensions }>;
    extensions?: ErrorExtensions;
    type?: unknown;
    statusCode?: number;
    bodyText?: unknown;
  };
  const graphQLErrors = Array.isArray(e.errors) ? e.errors : Array.isArray(e.graphQLErrors) ? e.graphQLErrors : [];
  for (const graphQLError of graphQLErrors) {
    const found = fromExtensions(graphQLError?.extensions);
    if (found) return found;
  }
  const own = fromExtensions(e.extensions);
  if (own) return own;
  const fromServer = fromBody(e.bodyText, e.statusCode);
  if (fromServer) return fromServer;
  if (typeof e.type === 'string' && !graphQLErrors.length) {
    return { type: e.type, fieldErrors: fieldErrorsOf((e as { errors?: unknown }).errors) };
  }
  return UNKNOWN_ERROR;
}

/** Message id of an error type: `errors.<type>`. */
export const errorMessageId = (type: string) => `errors.${type}`;

/** Message id of a field message: `validation.required` -> `errors.validation.required`. */
export const fieldMessageId = (message: string) => `errors.${message}`;

/** An absent item, or one the visitor may not see (the server answers notFound for both). */
export const isNotFoundError = (error: unknown): boolean => Boolean(error) && toAppError(error).type === 'notFound';
