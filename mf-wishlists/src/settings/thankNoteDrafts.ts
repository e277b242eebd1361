/**
 * The thank-you note's first draft (docs/product.md#thank-you-notes), in the guest's language
 * whatever the owner's: the owner edits it before sending. `{name}` is left for the gateway to fill
 * with each guest's name (and stands for an anonymous guest's, which the owner never sees).
 */
const DRAFTS = {
  fr: {
    one: (title: string) =>
      `Bonjour {name},

Un immense merci pour «\u00a0${title}\u00a0»\u202f! Votre attention nous a beaucoup touchés.

Avec toute notre affection.`,
    everyone:
      'Bonjour {name},\n\nUn immense merci pour votre cadeau\u202f! Votre attention nous a beaucoup touchés.\n\nAvec toute notre affection.',
  },
  en: {
    one: (title: string) => `Hello {name},\n\nThank you so much for "${title}"! Your kindness touched us deeply.\n\nWith all our love.`,
    everyone: 'Hello {name},\n\nThank you so much for your gift! Your kindness touched us deeply.\n\nWith all our love.',
  },
} as const;

export const NAME_PLACEHOLDER = '{name}';
/** The gateway's limit on a note (ThankNoteInput). */
export const THANK_NOTE_MAX = 2000;

const languageOf = (language: string | null | undefined) => (language === 'en' ? 'en' : 'fr');

/** One guest's draft: their name written in when the owner may see it. */
export function draftFor(guest: { language?: string | null; name?: string | null; isAnonymous: boolean }, title: string): string {
  const draft = DRAFTS[languageOf(guest.language)].one(title);
  return guest.isAnonymous || !guest.name ? draft : draft.split(NAME_PLACEHOLDER).join(guest.name);
}

/** The draft for everyone, in the owner's language, with the placeholder each guest's name takes. */
export const draftForEveryone = (locale: string) => DRAFTS[languageOf(locale.slice(0, 2))].everyone;
