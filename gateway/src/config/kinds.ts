import { z } from 'zod';

/**
 * The kinds of environment variable, as zod schemas over the raw text (undefined when unset). Each
 * carries what the generated docs table and .env.example show: its default and its description.
 */

export interface Variable<T = unknown> {
  schema: z.ZodType<T>;
  /** The docs table's Default column (markdown). */
  shown: string;
  /** The docs table's Values column: the kind and its bounds (markdown). */
  values: string;
  /** The value written in .env.example ('' leaves it unset). */
  example: string;
  /** What it does (markdown): the docs table's Meaning column and the comment over it in .env.example. */
  doc: string;
  /** Never echoed in an error message (it may hold a password or a key). */
  secret?: boolean;
}

interface Shown {
  /** The Default column when it is not the literal default (a default computed at start, "none"...). */
  shown?: string;
  secret?: boolean;
}

// an empty or blank value is unset: `NAME=` in an env file takes the default
const blank = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw);

function variable<T>(schema: z.ZodType<T>, values: string, doc: string, fallback: string | undefined, options: Shown): Variable<T> {
  return {
    schema,
    values,
    doc,
    shown: options.shown ?? (fallback === undefined ? 'none' : `\`${fallback}\``),
    example: fallback ?? '',
    secret: options.secret,
  };
}

/** The text of a whole number from min to max, as that number. */
const wholeNumber = (min: number, max: number) => {
  const must = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: must })
    .transform(Number)
    .pipe(z.number().min(min, { error: must }).max(max, { error: must }));
};

/** A whole number from min to max. */
export function int(fallback: number, min: number, max: number, doc: string, options: Shown = {}): Variable<number> {
  return variable(z.preprocess(blank, wholeNumber(min, max).default(fallback)), `${min} to ${max}`, doc, String(fallback), options);
}

/** A whole number from min to max, or undefined when unset (a feature that is off until given a value). */
export function optionalInt(min: number, max: number, doc: string, options: Shown = {}): Variable<number | undefined> {
  return variable(z.preprocess(blank, wholeNumber(min, max).optional()), `${min} to ${max}`, doc, undefined, options);
}

/** true/false (or 1/0); undefined when unset and no default is given. */
export function bool<T extends boolean | undefined>(fallback: T, doc: string, options: Shown = {}): Variable<boolean | T> {
  const flag = z.preprocess(
    (raw) => (typeof blank(raw) === 'string' ? (raw as string).trim().toLowerCase() : undefined),
    z
      .enum(['true', '1', 'false', '0'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  );
  const schema = flag.transform((value) => value ?? fallback) as z.ZodType<boolean | T>;
  return variable(schema, '`true` or `false`', doc, fallback === undefined ? undefined : String(fallback), options);
}

interface TextOptions extends Shown {
  /** The value must match it; `must` says how in the error. */
  pattern?: RegExp;
  must?: string;
}

/** Free text, trimmed; undefined when unset and no default is given. */
export function text<T extends string | undefined>(fallback: T, doc: string, options: TextOptions = {}): Variable<string | T> {
  const checked = options.pattern ? z.string().regex(options.pattern, { error: options.must ?? 'has a wrong form' }) : z.string();
  const schema = z.preprocess(
    (raw) => (typeof raw === 'string' ? blank(raw.trim()) : raw),
    fallback === undefined ? checked.optional() : checked.default(fallback),
  ) as z.ZodType<string | T>;
  return variable(schema, options.must ? options.must.replace(/^must (be )?/, '') : 'text', doc, fallback, options);
}

/** One of a list of words. */
export function oneOf<const W extends readonly [string, ...string[]]>(words: W, fallback: W[number], doc: string): Variable<W[number]> {
  const schema = z.preprocess(
    (raw) => (typeof raw === 'string' ? blank(raw.trim()) : raw),
    z.enum(words, { error: `must be one of ${words.join(', ')}` }).default(fallback),
  );
  return variable(schema, words.map((word) => `\`${word}\``).join(', '), doc, fallback, {});
}

/** An absolute URL of one of the protocols; undefined when unset. */
export function url(protocols: readonly string[], doc: string, options: Shown = {}): Variable<string | undefined> {
  return variable(urlSchema(protocols), protocols.map((protocol) => `\`${protocol}://\``).join(' or ') + ' URL', doc, undefined, options);
}

function urlSchema(protocols: readonly string[]) {
  const must = `must be a ${protocols.join(' or ')} URL`;
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? blank(raw.trim()) : raw),
    z
      .string()
      .refine((raw) => URL.canParse(raw) && protocols.includes(new URL(raw).protocol.replace(/:$/, '')), { error: must })
      .optional(),
  );
}

/** An absolute http(s) URL or a path on this host; undefined when unset. */
export function urlOrPath(doc: string, options: Shown = {}): Variable<string | undefined> {
  const must = 'must be a path on this host or an http or https URL';
  const schema = z.preprocess(
    (raw) => (typeof raw === 'string' ? blank(raw.trim()) : raw),
    z
      .string()
      .refine((raw) => raw.startsWith('/') || (URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol)), { error: must })
      .optional(),
  );
  return variable(schema, 'a path on this host or an `http(s)://` URL', doc, undefined, options);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A comma-separated list of e-mail addresses, lower-cased. */
export function emails(doc: string, options: Shown = {}): Variable<string[]> {
  const schema = z.preprocess(
    (raw) =>
      String(raw ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    z.array(z.string().regex(EMAIL, { error: 'must be a comma-separated list of emails' })),
  );
  return variable(schema, 'comma-separated e-mail addresses', doc, undefined, options);
}
