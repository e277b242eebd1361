import { useT } from '@cigogne/ui/i18n/useT';
import type { PredictionsMessageId } from './fr';

/** ui's useT, checked against the common catalogue and this feature's `predictions.*` ids. */
export const usePredictionsT = () => useT<PredictionsMessageId>();
