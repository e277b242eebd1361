import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

/** The owner's notice of a new answer, in the owner's language; it names the guest, never a guess. */
export const newAnswerMail = mailTemplate(
  (p: { firstName: string; guestName: string; link: string; language: MailLanguage; publicUrl: string }): MailContent => {
    const en = p.language === 'en';
    return {
      kind: 'newAnswer',
      language: p.language,
      subject: en ? `Cigogne: ${p.guestName} answered your prediction` : `Cigogne\u00a0: ${p.guestName} a répondu à votre pronostic`,
      greeting: en ? `Hello ${p.firstName},` : `Bonjour ${p.firstName},`,
      paragraphs: [
        en ? `${p.guestName} has just answered your birth prediction.` : `${p.guestName} vient de répondre à votre pronostic de naissance.`,
      ],
      button: { label: en ? 'See the answers and statistics' : 'Voir les réponses et les statistiques', href: p.link },
      footnote: en ? 'You can turn these e-mails off in your account.' : 'Vous pouvez désactiver ces e-mails dans votre compte.',
    };
  },
);

/** A score out of 100 with one decimal, written the recipient's way (12.5 or 12,5). */
const score = (value: number, language: MailLanguage) =>
  value.toLocaleString(language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 });

/**
 * The birth announced to one player, in the language they answered in: the baby's first name (the
 * owner chose to announce it), the winners, and the player's own score and rank.
 */
export const birthAnnouncementMail = mailTemplate(
  (p: {
    playerName: string;
    babyFirstName: string;
    /** The recorded sex, for the French agreement (né, née; né·e only when it is not known). */
    babyGender: string | null;
    winners: { userName: string; score: number; rank: number }[];
    own: { score: number; rank: number };
    playerCount: number;
    link: string;
    language: MailLanguage;
    publicUrl: string;
  }): MailContent => {
    const en = p.language === 'en';
    const born = p.babyGender === 'girl' ? 'née' : p.babyGender === 'boy' ? 'né' : 'né·e';
    const points = (value: number) => (en ? `${score(value, 'en')} / 100` : `${score(value, 'fr')} / 100`);
    return {
      kind: 'birthAnnouncement',
      language: p.language,
      subject: en ? `Cigogne: ${p.babyFirstName} is born!` : `Cigogne\u00a0: ${p.babyFirstName} est ${born}\u202f!`,
      greeting: en ? `Hello ${p.playerName},` : `Bonjour ${p.playerName},`,
      paragraphs: [
        en
          ? `Good news: ${p.babyFirstName} is born! Thank you for playing the birth prediction.`
          : `Bonne nouvelle\u00a0: ${p.babyFirstName} est ${born}\u202f! Merci d’avoir joué au pronostic de naissance.`,
        en
          ? `Your score: ${points(p.own.score)}, rank ${p.own.rank} of ${p.playerCount}.`
          : `Votre score\u00a0: ${points(p.own.score)}, ${p.own.rank === 1 ? '1er' : `${p.own.rank}e`} sur ${p.playerCount}.`,
        en ? 'The winners:' : 'Les gagnants :',
      ],
      rows: p.winners.map((w) => ({ label: `${w.rank}. ${w.userName}`, value: points(w.score) })),
      button: { label: en ? 'See the results' : 'Voir les résultats', href: p.link },
      footnote: en
        ? 'You left your e-mail address with your answer for this announcement only: it has now been erased.'
        : 'Vous aviez laissé votre adresse avec votre réponse pour cette annonce seulement : elle est maintenant effacée.',
    };
  },
);
