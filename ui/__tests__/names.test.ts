import { joinNames } from '../src/format/names';

it('joins the names as each language says it, and tells when French elides the de', () => {
  expect(joinNames(['Léa'], 'fr')).toEqual({ names: 'Léa', elision: 'no' });
  expect(joinNames(['Agathe', 'Hugo'], 'fr')).toEqual({ names: 'Agathe et Hugo', elision: 'yes' });
  expect(joinNames(['Émile', 'Jade', 'Noé'], 'fr')).toEqual({ names: 'Émile, Jade et Noé', elision: 'yes' });
  expect(joinNames(['Hugo'], 'fr').elision).toBe('no');
  expect(joinNames(['Léa', 'Hugo'], 'en').names).toBe('Léa and Hugo');
});
