import { toAppError } from '@cigogne/ui/errors/appError';
import { useErrorMessages } from '@cigogne/ui/errors/useErrorMessages';
import { useCallback } from 'react';
import { useAdminT } from '../i18n/useAdminT';

/** The contacts screen's load error (docs/product.md#administration-screens): the error's message, or 'Erreur inconnue' when it has none we can name. */
export function useLoadErrorText() {
  const t = useAdminT();
  const { typeMessage } = useErrorMessages();
  return useCallback(
    (error: unknown) => {
      const { type } = toAppError(error);
      return type === 'unknown' ? t('admin.contacts.unknownError') : typeMessage(type);
    },
    [t, typeMessage],
  );
}
