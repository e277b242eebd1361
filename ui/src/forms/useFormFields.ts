import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldCheck } from './fieldChecks';

export { checks, type FieldCheck } from './fieldChecks';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's state without antd's Form (rc-form, async-validator and the label tooltip, the heaviest
 * of antd's parts on a first screen): for the light screens a visitor opens first (login, a guest's form on a public page).
 * Fields are strings; each check runs on submit, then again on every change of a field that has
 * been flagged, as antd's Form does.
 */
export function useFormFields<V extends Record<string, string>>(initialValues: V, checks: { [K in keyof V]?: FieldCheck<V>[] }) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const errorOf = (name: keyof V, all: V) => (checks[name] ?? []).map((check) => check(all[name], all)).find(Boolean);

  // the values with every change made so far, rendered or not: several fields may change before the
  // next render (each field's value typed before a server-rendered page was hydrated, at mount)
  const latest = useRef(values);
  const setValue = (name: keyof V, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    setErrors((current) => (current[name] ? { ...current, [name]: errorOf(name, next) } : current));
  };

  /** Props of a TextField bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  /** A submit handler: checks every field, focuses the first invalid one, calls onValid when all pass. */
  const handleSubmit = (onValid: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors<V> = {};
    for (const name of Object.keys(values) as (keyof V)[]) {
      const error = errorOf(name, values);
      if (error) found[name] = error;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void onValid(values);
  };

  /** Shows errors that came from the server under their fields (`path` = field name). */
  const setFieldErrors = useCallback(
    (list: { path: string; message: string }[]) =>
      setErrors((current) => ({ ...current, ...Object.fromEntries(list.map((f) => [f.path, f.message])) })),
    [],
  );

  return { values, errors, field, handleSubmit, setFieldErrors };
}
