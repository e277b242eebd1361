import type { MailLanguage, RenderedMail } from '../mail.types.js';
import { renderMail } from './layout.js';

/** The reset mail, in the account's language. */
export function resetPasswordMail(p: {
  firstName: string;
  link: string;
  language: MailLanguage;
  publicUrl: string;
}): Promise<RenderedMail> {
  const en = p.language === 'en';
  return renderMail(
    {
      kind: 'resetPassword',
      language: p.language,
      subject: en ? 'Cigogne: reset your password' : 'Cigogne : réinitialisez votre mot de passe',
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en
          ? 'To choose a new password, open this link within one hour.'
          : 'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure.',
      ],
      button: { label: en ? 'Choose a new password' : 'Choisir un nouveau mot de passe', href: p.link },
      footnote: en
        ? 'If you did not ask for it, ignore this message: your password stays the same.'
        : 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
    p.publicUrl,
  );
}

/** The address verification mail, in the account's language. */
export function verifyEmailMail(p: { firstName: string; link: string; language: MailLanguage; publicUrl: string }): Promise<RenderedMail> {
  const en = p.language === 'en';
  return renderMail(
    {
      kind: 'verifyEmail',
      language: p.language,
      subject: en ? 'Cigogne: confirm your e-mail address' : 'Cigogne : confirmez votre adresse e-mail',
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
    },
    p.publicUrl,
  );
}
