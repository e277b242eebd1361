import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** The reset mail, in the account's language. */
export const resetPasswordMail = mailTemplate(
  (p: { firstName: string; link: string; language: MailLanguage; publicUrl: string }): MailContent => {
    const en = p.language === 'en';
    return {
      kind: 'resetPassword',
      language: p.language,
      subject: en ? 'Cigogne: reset your password' : 'Cigogne : réinitialisez votre mot de passe',
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en
          ? 'To choose a new password, open this link within one hour.'
          : 'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure.',
      ],
      button: { label: en ? 'Choose a new password' : 'Choisir un nouveau mot de passe', href: p.link },
      footnote: en
        ? 'If you did not ask for it, ignore this message: your password stays the same.'
        : 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    };
  },
);

/** The address verification mail, in the account's language. */
export const verifyEmailMail = mailTemplate(
  (p: { firstName: string; link: string; language: MailLanguage; publicUrl: string }): MailContent => {
    const en = p.language === 'en';
    return {
      kind: 'verifyEmail',
      language: p.language,
      subject: en ? 'Cigogne: confirm your e-mail address' : 'Cigogne : confirmez votre adresse e-mail',
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en
          ? 'To confirm that this address is yours, open this link within 48 hours.'
          : 'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien dans les 48 heures.',
      ],
      button: { label: en ? 'Confirm my address' : 'Confirmer mon adresse', href: p.link },
      footnote: en
        ? 'If you did not create a Cigogne account, ignore this message.'
        : 'Si vous n’avez pas créé de compte Cigogne, ignorez ce message.',
    };
  },
);
