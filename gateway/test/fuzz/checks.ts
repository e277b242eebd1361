import type { RawAnswer } from './world.js';

/**
 * What an answer must never show: a stack frame, a file of the server, a driver's or the
 * runtime's own message, or SQL. Matched on the raw answer text; a match that the request itself
 * carries is an echo of the caller's input (a title saved as sent), not a leak.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file|node):|\n\s+at \S/],
  ['server file', /node_modules|\/(?:work|home|usr|app|src|dist)\/\S*\.[cm]?[jt]s\b|file:\/\/\/|\.[cm]?[jt]s:\d+:\d+/],
  [
    'driver or runtime message',
    /violates|duplicate key|invalid input syntax|syntax error at or near|out of range for type|invalid byte sequence|relation "|column "|DriverException|MikroORM|QueryFailed|TypeError|RangeError|ReferenceError|SyntaxError|Cannot read propert|is not a function|Maximum call stack|undefined is not|ECONNREFUSED/,
  ],
  ['sql', /\b(?:select\s+[\w"*.,\s]+\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
];

/**
 * The answers that show stored stacks on purpose, to an admin: the error log viewer (docs/product.md#error-log,
 * area: the details dialog shows the message and the stack). Refusals are still checked.
 */
export const SHOWS_STACKS = new Set(['GET /admin/logs/error/api', 'AdminErrorLogs']);

/** The leaks of `answer` that `sent` does not explain. */
export function leaksOf(answer: string, sent: string): string[] {
  return LEAKS.filter(([, re]) => {
    const found = re.exec(answer);
    return found !== null && !sent.includes(found[0]);
  }).map(([name]) => `${name}: ${re(answer, name)}`);
}

const re = (answer: string, name: string) => {
  const found = LEAKS.find(([n]) => n === name)![1].exec(answer)!;
  return JSON.stringify(answer.slice(Math.max(0, found.index - 60), found.index + 80));
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isFieldError = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { path?: unknown }).path === 'string' &&
  typeof (e as { message?: unknown }).message === 'string';

/**
 * The problems of one REST answer: a 5xx, an error without the `{type, errors: [{path, message}]}` body of docs/product.md#errors-and-messages, or
 * a leak. An empty list is a good answer.
 */
export function restProblems(answer: RawAnswer, sent: string, showsStacks = false): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status >= 400) {
    const body = parse(answer.text) as { type?: unknown; errors?: unknown } | undefined;
    if (!answer.contentType.startsWith('application/json')) problems.push(`error as ${answer.contentType || 'no content type'}`);
    if (typeof body?.type !== 'string' || !/^[a-z][A-Za-z]+$/.test(body.type) || body.type === 'unknown')
      problems.push(`error type ${JSON.stringify(body?.type)}`);
    const errors = body?.errors;
    if (!(Array.isArray(errors) && errors.every(isFieldError))) problems.push(`errors ${JSON.stringify(errors) ?? 'none'.slice(0, 200)}`);
  }
  return [...problems, ...(showsStacks && answer.status < 300 ? [] : leaksOf(answer.text, sent))];
}

/**
 * The problems of one /graphql answer: a 5xx, an error without `extensions.code` (or an
 * `unknown` one) and `extensions.errors: [{path, message}]`, a refusal without errors, or a leak.
 */
export function graphqlProblems(answer: RawAnswer, sent: string, showsStacks = false): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const body = parse(answer.text) as { errors?: { extensions?: { code?: unknown; status?: unknown } }[]; data?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) problems.push(`not JSON: ${answer.text.slice(0, 100)}`);
  else {
    if (answer.status >= 400 && !body.errors?.length) problems.push(`status ${answer.status} without errors`);
    for (const error of body.errors ?? []) {
      const code = error.extensions?.code;
      if (typeof code !== 'string' || code === 'unknown' || code === 'INTERNAL_SERVER_ERROR') problems.push(`code ${JSON.stringify(code)}`);
      if (Number(error.extensions?.status) >= 500) problems.push(`error status ${String(error.extensions?.status)}`);
      const errors = (error.extensions as { errors?: unknown } | undefined)?.errors;
      if (!(Array.isArray(errors) && errors.every(isFieldError))) problems.push(`extensions.errors ${JSON.stringify(errors)}`);
    }
  }
  return [...problems, ...(showsStacks && !problems.length ? [] : leaksOf(answer.text, sent))];
}

/** The text of what was sent, to tell an echo from a leak. */
export const sentText = (url: string, headers: Record<string, string>, body: string | Uint8Array | undefined) =>
  `${decodeSafe(url)} ${JSON.stringify(headers)} ${body === undefined ? '' : typeof body === 'string' ? body : Buffer.from(body).toString('utf8')}`;

const decodeSafe = (url: string) => {
  try {
    return `${url} ${decodeURIComponent(url)}`;
  } catch {
    return url;
  }
};
