import type { OfflineMessageId } from './fr';

/** The messages of the offline and update notices, English; same keys as fr.ts. */
export const en: Record<OfflineMessageId, string> = {
  'common.offline.lastSeen': 'Offline: last version seen on {date}.',
  'common.offline.needsConnection': 'This needs a connection: nothing was sent.',
  'common.update.ready': 'A new version of Cigogne is ready.',
  'common.update.reload': 'Reload',
};
