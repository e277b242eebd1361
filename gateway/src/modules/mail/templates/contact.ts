import type { MailLanguage, RenderedMail } from '../mail.types.js';
import { renderMail } from './layout.js';

/** The operator's reply, in the requester's account language, quoting the request. */
export function contactReplyMail(p: {
  name: string;
  subject: string | null | undefined;
  message: string;
  answer: string;
  language: MailLanguage;
  publicUrl: string;
}): Promise<RenderedMail> {
  const en = p.language === 'en';
  const about = p.subject ? (en ? `Re: ${p.subject}` : `Re : ${p.subject}`) : en ? 'Reply to your message' : 'Réponse à votre message';
  const quoted = p.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return renderMail(
    {
      kind: 'contactReply',
      language: p.language,
      subject: en ? `Cigogne: ${about}` : `Cigogne : ${about}`,
      greeting: en ? `Hello ${p.name},` : `Bonjour ${p.name},`,
      paragraphs: [p.answer],
      button: { label: en ? 'Write to us again' : 'Nous écrire à nouveau', href: `${p.publicUrl}/app/contact` },
      after: [`${en ? 'Your message:' : 'Votre message :'}\n${quoted}`],
    },
    p.publicUrl,
  );
}
