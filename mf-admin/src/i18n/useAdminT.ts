import { useT } from '@cigogne/ui/i18n/useT';
import type { AdminMessageId } from './fr';

/** ui's useT, checked against the common catalogue and this feature's `admin.*` ids. */
export const useAdminT = () => useT<AdminMessageId>();
