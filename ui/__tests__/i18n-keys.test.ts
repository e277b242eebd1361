import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Every catalogue key exists in French and English, for ui and for every frontend catalogue
 * found (shell/src/i18n, mf-* /src/i18n, and their subfolders: card/ and screen chunks' own): each folder holds fr.ts and en.ts
 * exporting `fr` / `en`.
 */
const repo = path.resolve(__dirname, '../..');
const folders = [
  'ui/src/i18n',
  'shell/src/i18n',
  ...readdirSync(repo)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src/i18n`),
]
  // a frontend's dashboard card has its own small catalogue in src/i18n/card/, a screen chunk may have one in src/i18n/<part>/
  .flatMap((folder) => [
    folder,
    ...(existsSync(path.join(repo, folder))
      ? readdirSync(path.join(repo, folder), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${folder}/${entry.name}`)
      : []),
  ])
  .filter((folder) => existsSync(path.join(repo, folder, 'fr.ts')) || existsSync(path.join(repo, folder, 'en.ts')));

function load(folder: string, language: 'fr' | 'en'): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(repo, folder, `${language}.ts`));
  return mod[language] ?? mod.default;
}

/** The arguments a message formats (`{count}`, `{count, plural, ...}`), read by the ICU parser: plural branches are text, not arguments. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if ('value' in node && node.type !== TYPE.literal) names.add(String(node.value));
      if ('options' in node) for (const option of Object.values(node.options)) walk(option.value);
      if ('children' in node) walk(node.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

it('finds the ui catalogue and the card catalogues at least', () => {
  expect(folders).toEqual(
    expect.arrayContaining(['ui/src/i18n', 'ui/src/i18n/card', 'mf-timelines/src/i18n/card', 'mf-wishlists/src/i18n/owner']),
  );
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

/**
 * The gateway's own list of what its answers can carry (graphql/messages.json, written by
 * `npm run schema:emit -w gateway` and checked fresh by a gateway test): every error type and
 * every validation message key needs a text in French and in English.
 */
describe('translates every error type and validation message the gateway can send', () => {
  const contract: { errorTypes: string[]; validationMessages: string[] } = JSON.parse(
    readFileSync(path.join(repo, 'graphql', 'messages.json'), 'utf8'),
  );
  // errors the frontends raise themselves, before any request
  const clientOnly = ['errors.passwordMismatch', 'errors.registrationFailed', 'errors.validation.passwordMismatch'];
  const needed = [
    ...contract.errorTypes.map((type) => `errors.${type}`),
    ...contract.validationMessages.map((key) => `errors.${key}`),
    ...clientOnly,
  ];

  it('reads a non-trivial contract', () => {
    expect(contract.errorTypes).toContain('invalidForm');
    expect(contract.validationMessages).toContain('validation.required');
  });

  it.each(['fr', 'en'] as const)('in %s', (language) => {
    const catalogue = load('ui/src/i18n', language);
    expect(needed.filter((key) => !(key in catalogue))).toEqual([]);
  });
});
