import type { ContactRequest } from './contact-request.entity.js';

/** The operator's reply, mailed to the requester (in French, the product's default), quoting the request. */
export function contactReplyMail(request: ContactRequest, answer: string) {
  const subject = request.subject ? `Re : ${request.subject}` : 'Réponse à votre message';
  const quoted = request.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: request.email,
    subject: `Cigogne : ${subject}`,
    text: `Bonjour ${request.name},\n\n${answer}\n\nVotre message :\n${quoted}\n\nL’équipe Cigogne`,
  };
}
