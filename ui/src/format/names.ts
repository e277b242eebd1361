/**
 * Names joined as the language says it ("Léa et Hugo", "Léa and Hugo"), and whether French elides
 * the "de" before them ("d’Agathe", "de Hugo": a mute h is not told apart, so h keeps "de").
 */
export function joinNames(names: readonly string[], locale: string): { names: string; elision: 'yes' | 'no' } {
  const joined = new Intl.ListFormat(locale.startsWith('en') ? 'en-GB' : 'fr-FR', { type: 'conjunction' }).format(names);
  return { names: joined, elision: /^[aeiouyàâäéèêëîïôöùûü]/i.test(joined) ? 'yes' : 'no' };
}
