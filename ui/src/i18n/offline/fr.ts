/**
 * The messages of the offline and update notices (ui/src/islands/offlineNotice.ts, the shell's
 * update notice), loaded alone with a guest page's island: the common catalogue is too big for
 * an island's budget. French.
 */
export const fr = {
  'common.offline.lastSeen': 'Hors ligne : dernière version vue le {date}.',
  'common.offline.needsConnection': 'Il faut une connexion pour cela : rien n’a été envoyé.',
  'common.update.ready': 'Une nouvelle version de Cigogne est prête.',
  'common.update.reload': 'Recharger',
} as const satisfies Record<string, string>;

export type OfflineMessageId = keyof typeof fr;
