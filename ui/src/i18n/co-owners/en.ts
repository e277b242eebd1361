import type { CommonCoOwnersMessageId } from './fr';

/** The co-owners panel's messages, English; same keys as fr.ts. */
export const en: Record<CommonCoOwnersMessageId, string> = {
  'common.coOwners.intro':
    'Invite the other parent by e-mail: they will manage this page with you (everything but deleting it and inviting).',
  'common.coOwners.email': 'E-mail address',
  'common.coOwners.emailInvalid': 'Enter a valid e-mail address.',
  'common.coOwners.invite': 'Invite',
  'common.coOwners.sent': 'Invitation sent to {email}.',
  'common.coOwners.listTitle': 'Who manages it with you',
  'common.coOwners.none': 'Nobody shares this page with you yet.',
  'common.coOwners.remove': 'Remove',
  'common.coOwners.removeLabel': 'Remove {name}',
  'common.coOwners.removeConfirm': 'Remove {name} from the co-parents?',
  'common.coOwners.pendingTitle': 'Pending invitations',
  'common.coOwners.noPending': 'No pending invitation.',
  'common.coOwners.expires': 'valid until {date}',
  'common.coOwners.withdraw': 'Withdraw',
  'common.coOwners.withdrawLabel': 'Withdraw the invitation to {email}',
  'common.coOwners.sharedIntro': 'This page is shared with you: you manage it with its owner.',
  'common.coOwners.leave': 'Leave this page',
  'common.coOwners.leaveConfirm': 'Leave this page? You will not see it any more unless it is public.',
};
