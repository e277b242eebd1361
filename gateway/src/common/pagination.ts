import { invalidForm, type FieldError } from './errors.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** page (from 1) and pageSize (1 to 100) from a query string or GraphQL arguments; 422 when malformed. */
export function parsePage(raw: { page?: unknown; pageSize?: unknown }): PageRequest {
  const errors: FieldError[] = [];
  const read = (path: 'page' | 'pageSize', fallback: number, max: number) => {
    const value = raw[path];
    if (value === undefined || value === null || value === '') return fallback;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) errors.push({ path, message: 'validation.integer' });
    else if (n < 1) errors.push({ path, message: 'validation.min' });
    else if (n > max) errors.push({ path, message: 'validation.max' });
    return n;
  };
  const page = read('page', 1, 1_000_000);
  const pageSize = read('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (errors.length) throw invalidForm(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** One value of a closed set from a query string; 422 `validation.oneOf` otherwise. */
export function parseChoice<T extends string>(path: string, value: unknown, choices: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  throw invalidForm([{ path, message: 'validation.oneOf' }]);
}

/** Ids (uuids, which need no quoting) as a PostgreSQL array literal, for `= any(?::uuid[])`: the same one query for none. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
