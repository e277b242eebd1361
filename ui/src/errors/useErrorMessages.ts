import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId, fieldMessageId } from './appError';

/** Translators for error types and field messages, falling back to errors.unknown / a generic field message. */
export function useErrorMessages() {
  const intl = useIntl();
  const has = useCallback((id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id), [intl.messages]);

  const typeMessage = useCallback(
    (type: string) => intl.formatMessage({ id: has(errorMessageId(type)) ? errorMessageId(type) : 'errors.unknown' }),
    [intl, has],
  );
  const fieldMessage = useCallback(
    (message: string) => intl.formatMessage({ id: has(fieldMessageId(message)) ? fieldMessageId(message) : 'errors.validation.invalid' }),
    [intl, has],
  );
  return { typeMessage, fieldMessage };
}
