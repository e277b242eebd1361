import { Language, type User } from './user.entity.js';

/** The reset mail in the user's language. */
export function resetPasswordMail(user: User, link: string): { subject: string; text: string } {
  if (user.language === Language.en) {
    return {
      subject: 'Cigogne: reset your password',
      text: `Hello ${user.firstName},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this message: your password stays the same.\n\nCigogne`,
    };
  }
  return {
    subject: 'Cigogne : réinitialisez votre mot de passe',
    text: `Bonjour ${user.firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nCigogne`,
  };
}
