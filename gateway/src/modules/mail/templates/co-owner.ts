import type { PageKind } from '../../../common/page-kind.js';
import type { MailLanguage } from '../mail.types.js';
import { mailTemplate, type MailContent } from './layout.js';

const PAGE = {
  fr: { prediction: 'son pronostic de naissance', wishlist: 'sa liste de naissance', timeline: 'sa frise' },
  en: { prediction: 'their birth prediction', wishlist: 'their birth list', timeline: 'their timeline' },
} as const;

/** A co-parent invitation names no page: it is for all of them, those to come too. */
const ALL_PAGES = {
  fr: 'toutes ses pages (pronostics, listes de naissance et frises), y compris celles à venir,',
  en: 'all their pages (predictions, birth lists and timelines), including those to come,',
} as const;

/**
 * The invitation to co-own a page, in the invitee's language when the address has an account (else
 * the inviter's). Names the inviter and the page's title, never the prediction's secrets; without a
 * page (`kind` null), the invitation to be the inviter's co-parent for all their pages.
 */
export const coOwnerInvitationMail = mailTemplate(
  (p: {
    inviterName: string;
    kind: PageKind | null;
    pageTitle: string | null;
    link: string;
    language: MailLanguage;
    publicUrl: string;
  }): MailContent => {
    const en = p.language === 'en';
    const page = p.kind ? PAGE[p.language][p.kind] + (p.pageTitle ? ` «\u00a0${p.pageTitle}\u00a0»` : '') : ALL_PAGES[p.language];
    return {
      kind: 'coOwnerInvitation',
      language: p.language,
      subject: en
        ? `Cigogne: ${p.inviterName} invites you to co-own a page`
        : `Cigogne\u00a0: ${p.inviterName} vous invite à gérer une page`,
      greeting: en ? 'Hello,' : 'Bonjour,',
      paragraphs: [
        en
          ? `${p.inviterName} invites you to manage ${page.replace(/«\s(.*)\s»/, '“$1”')} with them, as a co-parent.`
          : `${p.inviterName} vous invite à gérer ${page} avec lui ou elle, en co-parent.`,
        en
          ? 'Open this link within 14 days, signed in with this e-mail address (or create your account with it).'
          : 'Ouvrez ce lien dans les 14 jours, connecté avec cette adresse e-mail (ou créez votre compte avec elle).',
      ],
      button: { label: en ? 'See the invitation' : 'Voir l’invitation', href: p.link },
      footnote: en
        ? 'If you do not know this person, ignore this message.'
        : 'Si vous ne connaissez pas cette personne, ignorez ce message.',
    };
  },
);
