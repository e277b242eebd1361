import { Alert } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toAppError, type AppError } from './appError';
import { useErrorMessages } from './useErrorMessages';

interface Props {
  /** What the failed call rejected with (Apollo error, REST error body, anything); null hides the banner. */
  error: unknown;
  /** When given, 422 field errors are shown under the matching inputs (`path` = field name, dots for nesting). */
  form?: FormInstance;
  /** For a form without antd's Form (useFormFields's setFieldErrors): receives the 422 field errors, translated. */
  onFieldErrors?: (errors: { path: string; message: string }[]) => void;
  /** Overrides the banner text for some errors: return a message id, or undefined for the default. */
  messageIdFor?: (error: AppError) => string | undefined;
  className?: string;
}

/**
 * The banner at the top of a form (docs/product.md#errors-and-messages): 422 -> errors.invalidForm plus per-field errors
 * applied to the antd Form, form-level errors (empty path) translated in the banner; other types ->
 * errors.{type}; anything else -> errors.unknown.
 * Scrolls to the top and takes focus when an error appears, so screen readers announce it.
 */
export function FormErrorBanner({ error, form, onFieldErrors, messageIdFor, className }: Props) {
  const appError = useMemo(() => (error ? toAppError(error) : null), [error]);
  const { typeMessage, fieldMessage } = useErrorMessages();
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!appError) return;
    if (form && appError.fieldErrors.length) {
      form.setFields(
        appError.fieldErrors.filter((f) => f.path).map((f) => ({ name: f.path.split('.'), errors: [fieldMessage(f.message)] })),
      );
    }
    const placed = appError.fieldErrors.filter((f) => f.path);
    if (onFieldErrors && placed.length) onFieldErrors(placed.map((f) => ({ path: f.path, message: fieldMessage(f.message) })));
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [appError, form, onFieldErrors, fieldMessage]);

  if (!appError) return null;
  const override = messageIdFor?.(appError);
  const title = override && intl.messages[override] !== undefined ? intl.formatMessage({ id: override }) : typeMessage(appError.type);
  // Without a form to carry them, field errors are listed in the banner; form-level errors (empty
  // path, e.g. a per-user limit) have no input to sit under, so they are always listed.
  const unplaced = form || onFieldErrors ? appError.fieldErrors.filter((f) => !f.path) : appError.fieldErrors;

  return (
    <div ref={ref} tabIndex={-1} className={className} style={{ outline: 'none', marginBottom: 16 }}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title}
        description={
          unplaced.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {unplaced.map((f) => (
                <li key={`${f.path}:${f.message}`}>
                  {f.path ? `${f.path}: ` : ''}
                  {fieldMessage(f.message)}
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}
