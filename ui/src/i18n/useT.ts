import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CommonMessageId } from './fr';

/** Ids of the common catalogue (common.*, errors.*), present in every frontend. */
export type { CommonMessageId };

/** Values of a message's placeholders ({name}, plural counts, dates). */
export type MessageValues = Record<string, string | number | Date>;

/**
 * The one translation hook: `const t = useT<TimelinesMessageId>(); t('timelines.list.title')`.
 * The id is checked at compile time against the common catalogue plus the feature's own ids.
 */
export function useT<FeatureId extends string = never>() {
  const intl = useIntl();
  return useCallback((id: CommonMessageId | FeatureId, values?: MessageValues): string => intl.formatMessage({ id }, values), [intl]);
}

export type Translate<FeatureId extends string = never> = ReturnType<typeof useT<FeatureId>>;
