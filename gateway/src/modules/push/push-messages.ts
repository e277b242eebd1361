import type { Language } from '../auth/index.js';
import type { PushMessage } from './push-outbox.js';

// French typography: a non-breaking space inside « » (docs/product.md#push-notifications)
const quotedFr = (text: string) => `«\u00a0${text}\u00a0»`;
const quotedEn = (text: string) => `“${text}”`;

type Messages = Record<Language, PushMessage>;

/**
 * A reservation or a pledge as its list's owners read it: the guest's name unless they chose to be
 * anonymous, never their e-mail.
 */
export function reservedMessages(p: { name: string | null; itemTitle: string; pledge: boolean }): Messages {
  const fr = p.name ?? 'Quelqu’un';
  const en = p.name ?? 'Someone';
  return p.pledge
    ? {
        fr: { title: 'Nouvelle participation', body: `${fr} participe à ${quotedFr(p.itemTitle)}` },
        en: { title: 'New pledge', body: `${en} pledged towards ${quotedEn(p.itemTitle)}` },
      }
    : {
        fr: { title: 'Nouvelle réservation', body: `${fr} a réservé ${quotedFr(p.itemTitle)}` },
        en: { title: 'New reservation', body: `${en} reserved ${quotedEn(p.itemTitle)}` },
      };
}

/** A new answer to a prediction: the name its guest gave. */
export function answeredMessages(p: { userName: string }): Messages {
  return {
    fr: { title: 'Nouveau pronostic', body: `${p.userName} a donné son pronostic` },
    en: { title: 'New guess', body: `${p.userName} made a guess` },
  };
}

/**
 * Someone accepted an invitation: to be a co-parent (`page` null), or to co-own one page, named by
 * its title (a prediction has none: its first name is a secret).
 */
export function acceptedMessages(p: { firstName: string; page: { title: string | null } | null }): Messages {
  const title = { fr: 'Invitation acceptée', en: 'Invitation accepted' };
  if (p.page === null) {
    return {
      fr: { title: title.fr, body: `${p.firstName} partage maintenant toutes vos pages` },
      en: { title: title.en, body: `${p.firstName} now shares all your pages` },
    };
  }
  const fr = p.page.title === null ? 'votre pronostic' : quotedFr(p.page.title);
  const en = p.page.title === null ? 'your prediction' : quotedEn(p.page.title);
  return {
    fr: { title: title.fr, body: `${p.firstName} gère maintenant ${fr} avec vous` },
    en: { title: title.en, body: `${p.firstName} now manages ${en} with you` },
  };
}
