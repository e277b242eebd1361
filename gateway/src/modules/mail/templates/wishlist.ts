import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** The guest's mail, in the language of the reserving request: the reservation is recorded, and the link that cancels it. */
export const guestReservedMail = mailTemplate(
  (p: {
    guestName: string;
    itemTitle: string;
    wishlistTitle: string;
    link: string;
    language: MailLanguage;
    publicUrl: string;
  }): MailContent => {
    const en = p.language === 'en';
    return {
      kind: 'guestReserved',
      language: p.language,
      subject: en ? `Cigogne: your reservation of "${p.itemTitle}"` : `Cigogne : votre réservation de « ${p.itemTitle} »`,
      greeting: en ? `Hello ${p.guestName},` : `Bonjour ${p.guestName},`,
      paragraphs: [
        en
          ? `You reserved "${p.itemTitle}" on the list "${p.wishlistTitle}". Thank you!`
          : `Vous avez réservé « ${p.itemTitle} » sur la liste « ${p.wishlistTitle} ». Merci !`,
        en ? 'If you change your mind, this link cancels the reservation.' : 'Si vous changez d’avis, ce lien annule la réservation.',
      ],
      button: { label: en ? 'Cancel my reservation' : 'Annuler ma réservation', href: p.link },
      footnote: en ? 'Keep this e-mail: the link is the only way to cancel.' : 'Gardez cet e-mail : ce lien est le seul moyen d’annuler.',
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
  }): MailContent => {
    const en = p.language === 'en';
    const reserved = p.notice === 'reserved';
    return {
      kind: 'ownerNotice',
      language: p.language,
      subject: en
        ? `Cigogne: "${p.itemTitle}" ${reserved ? 'reserved' : 'available again'}`
        : `Cigogne : « ${p.itemTitle} » ${reserved ? 'réservé' : 'de nouveau disponible'}`,
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en
          ? `"${p.itemTitle}" on your list "${p.wishlistTitle}" ${reserved ? 'has just been reserved' : 'is available again: its reservation was cancelled'}.`
          : `« ${p.itemTitle} » de votre liste « ${p.wishlistTitle} » ${reserved ? 'vient d’être réservé' : 'est de nouveau disponible : sa réservation a été annulée'}.`,
      ],
      button: { label: en ? 'See my list' : 'Voir ma liste', href: `${p.publicUrl}/app/wishlists/${p.wishlistId}` },
      footnote: en ? 'You can turn these e-mails off in your account.' : 'Vous pouvez désactiver ces e-mails dans votre compte.',
    };
  },
);
