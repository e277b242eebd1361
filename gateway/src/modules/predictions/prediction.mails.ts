import { Language, type User } from '../auth/user.entity.js';

/** The owner's notice of a new answer, in the owner's language; it names the guest, never a guess. */
export function newAnswerMail(owner: User, guestName: string, link: string) {
  if (owner.language === Language.en) {
    return {
      subject: `Cigogne: ${guestName} answered your prediction`,
      text: `Hello ${owner.firstName},\n\n${guestName} has just answered your birth prediction. See the answers and statistics:\n${link}\n\nYou can turn these e-mails off in your account.\n\nCigogne`,
    };
  }
  return {
    subject: `Cigogne : ${guestName} a répondu à votre pronostic`,
    text: `Bonjour ${owner.firstName},\n\n${guestName} vient de répondre à votre pronostic de naissance. Voir les réponses et les statistiques :\n${link}\n\nVous pouvez désactiver ces e-mails dans votre compte.\n\nCigogne`,
  };
}
