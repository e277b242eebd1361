import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every catalogue key exists in French and English, for ui and for every frontend catalogue
 * found (shell/src/i18n, mf-* /src/i18n): each folder holds fr.ts and en.ts exporting `fr` / `en`.
 */
const repo = path.resolve(__dirname, '../..');
const folders = [
  'ui/src/i18n',
  'shell/src/i18n',
  ...readdirSync(repo)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src/i18n`),
].filter((folder) => existsSync(path.join(repo, folder, 'fr.ts')) || existsSync(path.join(repo, folder, 'en.ts')));

function load(folder: string, language: 'fr' | 'en'): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(repo, folder, `${language}.ts`));
  return mod[language] ?? mod.default;
}

const placeholders = (text: string) => [...text.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((m) => m[1]).sort();

it('finds the ui catalogue at least', () => {
  expect(folders).toContain('ui/src/i18n');
});

describe.each(folders)('%s', (folder) => {
  const fr = load(folder, 'fr');
  const en = load(folder, 'en');

  it('has the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('has a non-empty text for every key', () => {
    for (const [key, text] of [...Object.entries(fr), ...Object.entries(en)]) {
      expect({ key, empty: typeof text !== 'string' || !text.trim() }).toEqual({ key, empty: false });
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(fr)) {
      expect({ key, placeholders: placeholders(en[key] ?? '') }).toEqual({ key, placeholders: placeholders(fr[key]) });
    }
  });
});

it('translates every error type of SPEC section 8 and every server validation message', () => {
  const fr = load('ui/src/i18n', 'fr');
  const types = [
    'invalidForm',
    'invalidCredentials',
    'passwordMismatch',
    'emailAlreadyExists',
    'validationException',
    'registrationFailed',
    'unauthorized',
    'tooManyRequests',
    'invalidTokenException',
    'alreadyReserved',
    'contactLimitReached',
    'notFound',
    'reservationNotFound',
    'unknown',
  ];
  const rules = [
    'required',
    'email',
    'maxLength',
    'minLength',
    'passwordTooShort',
    'passwordStrength',
    'unknownField',
    'emailAlreadyExists',
    'invalidToken',
    'oneOf',
    'date',
    'notInFuture',
    'string',
    'number',
    'min',
    'max',
  ];
  const missing = [...types.map((t) => `errors.${t}`), ...rules.map((r) => `errors.validation.${r}`)].filter((k) => !(k in fr));
  expect(missing).toEqual([]);
});
