/**
 * Secrets (passwords, tokens, links carrying tokens) never reach a log line or the error log:
 * the one place that knows what they look like.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear (bodies, variables, query strings). */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that is a random token (reset, e-mail verification, reservation cancel: 32+ url-safe characters), not a UUID. */
const isTokenSegment = (segment: string) => segment.length >= 32 && /^[A-Za-z0-9_-]+$/.test(segment) && !UUID.test(segment);
/** Segments after these are secrets whatever their shape (a truncated or mistyped token is still most of one). */
const SECRET_AFTER = new Set(['reset-password', 'verify-email', 'invitations']);

/** A path with its token segments replaced: /app/reset-password/[redacted], /wishlists/<id>/items/[redacted]/cancel. */
export function redactPath(path: string): string {
  const segments = path.split('/');
  return segments.map((s, i) => (isTokenSegment(s) || (i > 0 && SECRET_AFTER.has(segments[i - 1]) && s) ? REDACTED : s)).join('/');
}

/** A URL or path and query: token segments redacted, secret-named query values redacted. */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? '' : url.slice(q);
  const query = rest.replace(/([?&]([^=&#]*)=)([^&#]*)/g, (all, head: string, key: string, value: string) =>
    SECRET_KEY.test(decodeSafe(key)) || isTokenSegment(decodeSafe(value)) ? `${head}${REDACTED}` : all,
  );
  // an absolute URL (a Referer): keep scheme and host as they are
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? '';
  return origin + redactPath(path.slice(origin.length)) + query;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Free text (an error message, a stack) with what could be a client's input taken out: JSON.parse
 * quotes the body it refused, graphql-js quotes the value a variable got, and `"password": "…"`
 * pairs or token paths may appear in any message.
 */
export function redactText(text: string): string {
  return (
    text
      // Node's JSON.parse quotes the text around the error: `Unexpected token 'h', ..."password": hunter2}" is not valid JSON`
      .replace(/(?:, )?(?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON/g, ' is not valid JSON')
      .replace(/("?[\w-]*(?:pass(?:word)?|token|secret)[\w-]*"?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|[^\s,}]+)/gi, `$1"${REDACTED}"`)
      .replace(/\/[^\s"'<>]*/g, (path) => redactPath(path))
  );
}

/** A JSON value with secret-named keys' values replaced and its strings passed through redactText. */
export function redactJson(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v !== null && v !== undefined ? REDACTED : redactJson(v, depth + 1)]),
    );
  }
  return value;
}

/** An e-mail address anywhere in a text (an SMTP server's refusal quotes the recipient). */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;
/** The user and password part of a URL (a connection string in a driver's message). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;

/** A text with e-mail addresses and URL credentials taken out. */
export function redactAddresses(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1${REDACTED}@`).replace(EMAIL, REDACTED);
}

/**
 * What of a failure an operator may read, in a log line or a table (a mail's delivery error): one
 * line of at most `max` characters, without the `secrets` given (the mail's link, its recipient),
 * e-mail addresses, URL credentials, tokens or links carrying tokens.
 */
export function redactError(err: unknown, secrets: readonly (string | null | undefined)[] = [], max = 500): string {
  let message = err instanceof Error ? err.message : String(err);
  for (const secret of secrets) if (secret) message = message.split(secret).join(REDACTED);
  return redactText(redactAddresses(message)).replace(/\s+/g, ' ').trim().slice(0, max) || 'unknown error';
}

/** A driver or network error as a log field: its code and redacted message, never the object (it may carry its connection's settings). */
export function errorSummary(err: unknown): { code?: string; message: string } {
  const code = (err as { code?: unknown } | null)?.code;
  return { ...(typeof code === 'string' ? { code } : {}), message: redactError(err) };
}

/** An address as operators may see it: c•••@e•••.fr (first letters and the top-level domain only). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  const labels = address.slice(at + 1).split('.');
  const tld = labels.length > 1 ? `.${labels.at(-1)}` : '';
  return `${address[0]}•••@${labels[0]?.[0] ?? ''}•••${tld}`;
}
