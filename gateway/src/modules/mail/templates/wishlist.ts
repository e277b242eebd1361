import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** A guest's share of an item (docs/product.md#quantities-and-group-gifts): units, or euros pledged toward a group gift. */
export interface MailShare {
  quantity: number | null;
  amount: number | null;
}

const money = (amount: number, en: boolean) => (en ? `€${amount.toFixed(2)}` : `${amount.toFixed(2).replace('.', ',')} €`);

/** What the guest took, said in a sentence of each mail: nothing for one unit (the text of before). */
function shareText(share: MailShare | undefined, en: boolean) {
  if (share?.amount != null) return { pledge: money(share.amount, en) };
  if (share?.quantity != null && share.quantity > 1) return { units: share.quantity };
  return {};
}

/** The guest's mail, in the language of the reserving request: the reservation is recorded, and the link that cancels it. */
export const guestReservedMail = mailTemplate(
  (p: {
    guestName: string;
    itemTitle: string;
    wishlistTitle: string;
    link: string;
    language: MailLanguage;
    publicUrl: string;
    share?: MailShare;
  }): MailContent => {
    const en = p.language === 'en';
    const { pledge, units } = shareText(p.share, en);
    const done = pledge
      ? en
        ? `You pledged ${pledge} toward "${p.itemTitle}" on the list "${p.wishlistTitle}". Thank you! No money goes through Cigogne: agree with the family how to hand it over.`
        : `Vous avez promis ${pledge} pour «\u00a0${p.itemTitle}\u00a0» sur la liste «\u00a0${p.wishlistTitle}\u00a0». Merci\u202f! Aucun argent ne passe par Cigogne\u00a0: voyez avec la famille comment le remettre.`
      : en
        ? `You reserved ${units ? `${units} × ` : ''}"${p.itemTitle}" on the list "${p.wishlistTitle}". Thank you!`
        : `Vous avez réservé ${units ? `${units} × ` : ''}«\u00a0${p.itemTitle}\u00a0» sur la liste «\u00a0${p.wishlistTitle}\u00a0». Merci\u202f!`;
    return {
      kind: 'guestReserved',
      language: p.language,
      subject: en ? `Cigogne: your reservation of "${p.itemTitle}"` : `Cigogne\u00a0: votre réservation de «\u00a0${p.itemTitle}\u00a0»`,
      greeting: en ? `Hello ${p.guestName},` : `Bonjour ${p.guestName},`,
      paragraphs: [
        done,
        en ? 'If you change your mind, this link cancels the reservation.' : 'Si vous changez d’avis, ce lien annule la réservation.',
      ],
      button: { label: en ? 'Cancel my reservation' : 'Annuler ma réservation', href: p.link },
      footnote: en ? 'Keep this e-mail: the link is the only way to cancel.' : 'Gardez cet e-mail : ce lien est le seul moyen d’annuler.',
    };
  },
);

/** The owner's notice of a new or cancelled reservation, in the owner's language; never the guest's address. */
export const ownerNoticeMail = mailTemplate(
  (p: {
    firstName: string;
    notice: 'reserved' | 'cancelled';
    itemTitle: string;
    wishlistTitle: string;
    wishlistId: string;
    language: MailLanguage;
    publicUrl: string;
    share?: MailShare;
  }): MailContent => {
    const en = p.language === 'en';
    const reserved = p.notice === 'reserved';
    const { pledge, units } = shareText(p.share, en);
    const what = pledge
      ? en
        ? `a pledge of ${pledge} ${reserved ? 'has just been made' : 'was cancelled'}`
        : `une participation de ${pledge} ${reserved ? 'vient d’être promise' : 'a été annulée'}`
      : en
        ? `${units} of them ${reserved ? 'have just been reserved' : 'are available again'}`
        : `${units} exemplaires ${reserved ? 'viennent d’être réservés' : 'sont de nouveau disponibles'}`;
    const partial = en
      ? `"${p.itemTitle}" on your list "${p.wishlistTitle}": ${what}.`
      : `«\u00a0${p.itemTitle}\u00a0» de votre liste «\u00a0${p.wishlistTitle}\u00a0»\u00a0: ${what}.`;
    return {
      kind: 'ownerNotice',
      language: p.language,
      subject: en
        ? `Cigogne: "${p.itemTitle}" ${reserved ? 'reserved' : 'available again'}`
        : `Cigogne\u00a0: «\u00a0${p.itemTitle}\u00a0» ${reserved ? 'réservé' : 'de nouveau disponible'}`,
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        pledge || units
          ? partial
          : en
            ? `"${p.itemTitle}" on your list "${p.wishlistTitle}" ${reserved ? 'has just been reserved' : 'is available again: its reservation was cancelled'}.`
            : `«\u00a0${p.itemTitle}\u00a0» de votre liste «\u00a0${p.wishlistTitle}\u00a0» ${reserved ? 'vient d’être réservé' : 'est de nouveau disponible\u00a0: sa réservation a été annulée'}.`,
      ],
      button: { label: en ? 'See my list' : 'Voir ma liste', href: `${p.publicUrl}/app/wishlists/${p.wishlistId}` },
      footnote: en ? 'You can turn these e-mails off in your account.' : 'Vous pouvez désactiver ces e-mails dans votre compte.',
    };
  },
);
