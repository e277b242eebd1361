import type { MailLanguage } from '../mail/index.js';
import { mailTemplate, type MailContent } from '../mail/index.js';

/** The owner's notice that an endpoint failed for 3 days and is disabled, in the owner's language. */
export const webhookDisabledMail = mailTemplate(
  (p: { firstName: string; url: string; link: string; language: MailLanguage; publicUrl: string }): MailContent => {
    const en = p.language === 'en';
    return {
      kind: 'webhookDisabled',
      language: p.language,
      subject: en ? 'Cigogne: a webhook was disabled' : 'Cigogne : un webhook a été désactivé',
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en
          ? `Deliveries to ${p.url} have failed for 3 days in a row, so we stopped sending events there.`
          : `Les envois vers ${p.url} échouent depuis 3 jours d’affilée\u00a0: nous n’y envoyons plus d’événements.`,
        en
          ? 'Once the address answers again, send a test event from your account page: a successful one turns the webhook back on.'
          : 'Quand l’adresse répond de nouveau, envoyez un événement de test depuis votre page de compte : s’il réussit, le webhook est réactivé.',
      ],
      button: { label: en ? 'See my webhooks' : 'Voir mes webhooks', href: p.link },
      footnote: en
        ? 'You receive this message because you registered this webhook on Cigogne.'
        : 'Vous recevez ce message parce que vous avez enregistré ce webhook sur Cigogne.',
    };
  },
);
