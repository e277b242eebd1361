import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { REDACTED, redactPath } from '../common/redact.js';

/** Attributes that hold a URL or a path: their token segments and whole query are redacted. */
const URL_KEYS = new Set(['http.url', 'http.target', 'url.full', 'url.path', 'url.query', 'http.client.request.url']);
/** SQL texts: the ORM writes a statement's values into it, so its string and number literals are replaced. */
const SQL_KEYS = new Set(['db.statement', 'db.query.text']);
const SQL_STRING = /'(?:[^']|'')*'/g;
// not a $1 placeholder, nor a digit inside a name (int4, a1)
const SQL_NUMBER = /(?<![$\w.])\d+(?:\.\d+)?(?![\w.])/g;
/** GraphQL documents: a value typed into the document instead of a variable is replaced. */
const GRAPHQL_STRING = /"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/** A URL or path with its token segments redacted and its query dropped (a query may carry an e-mail or a token). */
function redactUrlAttribute(value: string): string {
  const q = value.search(/[?#]/);
  const head = q < 0 ? value : value.slice(0, q);
  const origin = /^[a-z]+:\/\/[^/]*/i.exec(head)?.[0] ?? '';
  return origin + redactPath(head.slice(origin.length)) + (q < 0 ? '' : `?${REDACTED}`);
}

/** One span attribute as it may leave the process: never a token, an e-mail address or a value typed into a query. */
export function redactAttribute(key: string, value: string): string {
  if (URL_KEYS.has(key)) return redactUrlAttribute(value).replace(EMAIL, REDACTED);
  if (SQL_KEYS.has(key)) return value.replace(SQL_STRING, '?').replace(SQL_NUMBER, '?');
  if (key === 'graphql.source') return value.replace(GRAPHQL_STRING, '"?"').replace(EMAIL, REDACTED);
  return value.replace(EMAIL, REDACTED);
}

/**
 * Runs as each span ends, before any exporter sees it: the one place where span attributes are made
 * safe (the instrumentations record URLs, SQL and GraphQL documents as they come).
 */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    for (const [key, value] of Object.entries(span.attributes)) {
      if (typeof value !== 'string') continue;
      const safe = redactAttribute(key, value);
      if (safe !== value) span.setAttribute(key, safe);
    }
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
