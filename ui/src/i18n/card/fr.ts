/**
 * The common messages the light dashboard cards use (see defineCard in ui/src/remote), loaded
 * alone with a card; commonCatalogues merges them with ../fr.ts. French.
 */
export const fr = {
  'common.loading': 'Chargement…',
  'common.visibility.private': 'Privé',
  'common.visibility.public': 'Public',
  'common.coOwners.sharedWithMe': 'partagé avec vous',
} as const satisfies Record<string, string>;

export type CommonCardMessageId = keyof typeof fr;
