import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** One header line: a name typed by a user never carries a line break into the subject. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * A family's thank-you note to a guest (docs/product.md#thank-you-notes), in the guest's language,
 * from the sender's first name. The note is the family's own text: the layout escapes it into the
 * HTML part, and its paragraphs (blank lines) and line breaks are kept.
 */
export const thankNoteMail = mailTemplate(
  (p: { fromName: string; note: string; wishlistId: string; language: MailLanguage; publicUrl: string }): MailContent => {
    const en = p.language === 'en';
    const from = oneLine(p.fromName);
    const paragraphs = p.note
      .replace(/\r\n?/g, '\n')
      .split(/\n{2,}/)
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      kind: 'thankNote',
      language: p.language,
      subject: en ? `A thank-you note from ${from}` : `Un mot de remerciement de ${from}`,
      greeting: en ? `A note from ${from}` : `Un mot de ${from}`,
      paragraphs,
      button: { label: en ? 'See the list' : 'Voir la liste', href: `${p.publicUrl}/app/wishlists/${p.wishlistId}` },
      footnote: en
        ? `${from} sent you this note through Cigogne, where you chose a gift for the baby. Replies to this e-mail do not reach them.`
        : `${from} vous envoie ce mot depuis Cigogne, où vous avez choisi un cadeau pour bébé. Une réponse à cet e-mail ne lui parvient pas.`,
    };
  },
);
