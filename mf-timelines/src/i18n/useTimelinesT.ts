import { useT } from '@cigogne/ui/i18n/useT';
import type { TimelinesMessageId } from './fr';

/** ui's useT, checked against the common catalogue and this feature's `timelines.*` ids. */
export const useTimelinesT = () => useT<TimelinesMessageId>();
