import { Language, type User } from './user.entity.js';

/** The verification mail in the user's language. */
export function verifyEmailMail(user: User, link: string): { subject: string; text: string } {
  if (user.language === Language.en) {
    return {
      subject: 'Cigogne: confirm your e-mail address',
      text: `Hello ${user.firstName},\n\nTo confirm that this address is yours, open this link within 48 hours:\n${link}\n\nIf you did not create a Cigogne account, ignore this message.\n\nCigogne`,
    };
  }
  return {
    subject: 'Cigogne : confirmez votre adresse e-mail',
    text: `Bonjour ${user.firstName},\n\nPour confirmer que cette adresse est bien la vôtre, ouvrez ce lien dans les 48 heures :\n${link}\n\nSi vous n'avez pas créé de compte Cigogne, ignorez ce message.\n\nCigogne`,
  };
}
