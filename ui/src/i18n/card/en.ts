import type { CommonCardMessageId } from './fr';

/** The messages of the dashboard card, English; same keys as fr.ts. */
export const en: Record<CommonCardMessageId, string> = {
  'common.loading': 'Loading…',
  'common.visibility.private': 'Private',
  'common.visibility.public': 'Public',
  'common.coOwners.sharedWithMe': 'shared with you',
};
