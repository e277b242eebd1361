/** One check of a field: the error message, or undefined when the value passes. */
export type FieldCheck<V> = (value: string, values: V) => string | undefined;

/**
 * The usual checks, with the messages the caller gives (translated): one place for the light forms
 * of the app (useFormFields) and of the islands (docs/architecture.md#islands), which import no React.
 */
export const checks = {
  required:
    <V>(message: string): FieldCheck<V> =>
    (value) =>
      value.trim() ? undefined : message,
  /** The same shape antd's `type: 'email'` accepts: something@something.tld, no spaces. */
  email:
    <V>(message: string): FieldCheck<V> =>
    (value) =>
      !value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : message,
};
