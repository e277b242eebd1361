import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** The operator's reply, in the requester's account language, quoting the request. */
export const contactReplyMail = mailTemplate(
  (p: {
    name: string;
    subject: string | null | undefined;
    message: string;
    answer: string;
    language: MailLanguage;
    publicUrl: string;
  }): MailContent => {
    const en = p.language === 'en';
    const about = p.subject
      ? en
        ? `Re: ${p.subject}`
        : `Re\u00a0: ${p.subject}`
      : en
        ? 'Reply to your message'
        : 'Réponse à votre message';
    const quoted = p.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    return {
      kind: 'contactReply',
      language: p.language,
      subject: en ? `Cigogne: ${about}` : `Cigogne\u00a0: ${about}`,
      greeting: en ? `Hello ${p.name},` : `Bonjour ${p.name},`,
      paragraphs: [p.answer],
      button: { label: en ? 'Write to us again' : 'Nous écrire à nouveau', href: `${p.publicUrl}/app/contact` },
      after: [`${en ? 'Your message:' : 'Votre message :'}\n${quoted}`],
    };
  },
);
