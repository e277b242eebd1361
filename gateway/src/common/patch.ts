/**
 * The one rule of a partial update (PATCH, and the GraphQL mutations that change "only the fields
 * given"): a field the client sent changes, a field it left out does not. `undefined` is "left out"
 * (a GraphQL input class holds every field it declares, sent or not); `null` is sent, so it clears
 * what may be cleared or is refused by the input's validation.
 */

/** Whether the client sent `key` in `input`. */
export function wasSent<T extends object>(input: T, key: keyof T): boolean {
  return Object.hasOwn(input, key) && input[key] !== undefined;
}

/** The fields of `input` the client sent: a GraphQL input instance as the body REST would receive. */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** For each field of `setters` the client sent, calls its setter with the value sent (null included). */
export function applySent<T extends object>(input: T, setters: { [K in keyof T]?: (value: Exclude<T[K], undefined>) => void }): void {
  for (const key of Object.keys(setters) as (keyof T)[]) {
    if (wasSent(input, key)) setters[key]!(input[key] as Exclude<T[typeof key], undefined>);
  }
}
