/**
 * The co-owners panel's messages (`common.coOwners.*`), French: loaded with the settings screens
 * that show it (CoOwnersPanel), never with the guest pages a first visit opens.
 */
export const fr = {
  'common.coOwners.intro': 'Invitez l’autre parent par e-mail : il gérera cette page avec vous (tout sauf la supprimer et inviter).',
  'common.coOwners.email': 'Adresse e-mail',
  'common.coOwners.emailInvalid': 'Saisissez une adresse e-mail valide.',
  'common.coOwners.invite': 'Inviter',
  'common.coOwners.sent': 'Invitation envoyée à {email}.',
  'common.coOwners.listTitle': 'Qui la gère avec vous',
  'common.coOwners.none': 'Personne ne partage encore cette page avec vous.',
  'common.coOwners.remove': 'Retirer',
  'common.coOwners.removeLabel': 'Retirer {name}',
  'common.coOwners.removeConfirm': 'Retirer {name} des co-parents ?',
  'common.coOwners.pendingTitle': 'Invitations en attente',
  'common.coOwners.noPending': 'Aucune invitation en attente.',
  'common.coOwners.expires': 'valable jusqu’au {date}',
  'common.coOwners.withdraw': 'Retirer l’invitation',
  'common.coOwners.withdrawLabel': 'Retirer l’invitation envoyée à {email}',
  'common.coOwners.sharedIntro': 'Cette page est partagée avec vous : vous la gérez avec son propriétaire.',
  'common.coOwners.leave': 'Quitter cette page',
  'common.coOwners.leaveConfirm': 'Quitter cette page ? Vous ne la verrez plus, sauf si elle est publique.',
} as const satisfies Record<string, string>;

export type CommonCoOwnersMessageId = keyof typeof fr;
