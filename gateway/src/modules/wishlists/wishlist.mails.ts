import { Language, type User } from '../auth/user.entity.js';

/** The guest's mail: the reservation is recorded, and the link that cancels it (in French, the product's default). */
export function guestReservedMail(guestName: string, itemTitle: string, wishlistTitle: string, cancelLink: string) {
  return {
    subject: `Cigogne : votre réservation de « ${itemTitle} »`,
    text: `Bonjour ${guestName},\n\nVous avez réservé « ${itemTitle} » sur la liste « ${wishlistTitle} ». Merci !\n\nPour annuler cette réservation, ouvrez ce lien :\n${cancelLink}\n\nCigogne`,
  };
}

/** The owner's notice of a new or cancelled reservation, in the owner's language; never the guest's address. */
export function ownerNoticeMail(owner: User, kind: 'reserved' | 'cancelled', itemTitle: string, wishlistTitle: string) {
  if (owner.language === Language.en) {
    const what = kind === 'reserved' ? 'has just been reserved' : 'is available again: its reservation was cancelled';
    return {
      subject: `Cigogne: "${itemTitle}" ${kind === 'reserved' ? 'reserved' : 'available again'}`,
      text: `Hello ${owner.firstName},\n\n"${itemTitle}" on your list "${wishlistTitle}" ${what}.\n\nYou can turn these e-mails off in your account.\n\nCigogne`,
    };
  }
  const what = kind === 'reserved' ? 'vient d’être réservé' : 'est de nouveau disponible : sa réservation a été annulée';
  return {
    subject: `Cigogne : « ${itemTitle} » ${kind === 'reserved' ? 'réservé' : 'de nouveau disponible'}`,
    text: `Bonjour ${owner.firstName},\n\n« ${itemTitle} » de votre liste « ${wishlistTitle} » ${what}.\n\nVous pouvez désactiver ces e-mails dans votre compte.\n\nCigogne`,
  };
}
