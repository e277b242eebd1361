// The product's words (docs/product.md#languages-and-formats), in every catalogue of every frontend
// and in the gateway's mails and baby book: one glossary per language, French typography (a
// non-breaking space before `: ; ! ? »` and after `«`, curly apostrophes), agreement with the
// person thanked, no "N/A" in French, and French dates with "1er" for the first of the month.
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The glossary: each noun as the product says it, and the variants it replaces. */
const GLOSSARY = {
  fr: [
    { say: 'liste de naissance', not: /wish ?lists?|liste de souhaits|liste de cadeaux/i },
    { say: 'frise', not: /chronologies?/i },
    { say: 'pronostic', not: /\bprédictions?\b|\bpronos\b/i },
    { say: 'Cagnotte', not: /cadeaux? (commun|groupé)s?/i },
    { say: 'e-mail', not: /\bemails?\b|(?<!e-)\bmails?\b/i },
    { say: 'Non renseigné', not: /\bN\/A\b/ },
  ],
  en: [
    { say: 'birth list', not: /wish ?lists?|\bregistr(y|ies)\b/i },
    { say: 'timeline', not: /chronolog(y|ies)/i },
    { say: 'prediction', not: /\bguessing games?\b/i },
    { say: 'group gift', not: /\bkitty\b|\bpot\b/i },
    { say: 'e-mail', not: /\bemails?\b/i },
  ],
};

// an argument ({email}) or an argument's ICU syntax is not a word of the text
const words = (text) => text.replace(/\{\s*\w+\s*\}/g, '').replace(/\{\s*\w+\s*,\s*(plural|select|date|number)\s*,/g, '{');
const NBSP = /[\u00a0\u202f]/;

/** Which words of the glossary a text replaces by a variant: 'glossary: "Wishlists" (say "birth list")'. */
function glossaryProblems(text, language) {
  return GLOSSARY[language].flatMap(({ say, not }) => {
    const found = words(text).match(not);
    return found ? [`glossary: "${found[0]}" (say "${say}")`] : [];
  });
}

/** What is wrong with a French text's typography and agreement. */
function frenchProblems(text) {
  const problems = [];
  if (text.includes("'")) problems.push('typography: straight apostrophe (’ expected)');
  for (const match of text.matchAll(/(.)([:;!?»])/gu)) {
    const [, before, mark] = match;
    if (NBSP.test(before)) continue;
    // in an address (https://, ?a=1) and a time (14:05) they are no punctuation of a sentence
    const after = text[match.index + 2] ?? '';
    if ((mark === ':' || mark === '?') && (after === '/' || /[\p{L}\p{N}]/u.test(after))) continue;
    if (/[\s\p{L}\p{N})’"]/u.test(before)) problems.push(`typography: "${before}${mark}" needs a non-breaking space before ${mark}`);
  }
  for (const match of text.matchAll(/«(.)/gu)) if (!NBSP.test(match[1])) problems.push('typography: a non-breaking space after «');
  // a guest thanked may be a woman: "remercié·e", or a plural
  if (/\bremercié(?![\p{L}·])/iu.test(text)) problems.push('agreement: "remercié" (remercié·e, or agree with the person)');
  return problems;
}

/** The texts of a nested object ({ sections: [{ heading }] }) by their path ("sections.0.heading"). */
function flatten(value, prefix = '') {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));
}

/**
 * Every catalogue of the frontends (shell, mf-*, ui), and the legal notice's prose kept beside its
 * page: its file and its messages (key → text), by language.
 */
async function catalogues(language) {
  const files = globSync(`{shell,mf-*,ui}/src/**/i18n/**/${language}.ts`, { cwd: ROOT }).filter((f) => !f.includes('__tests__'));
  assert.ok(files.length > 10, `the ${language} catalogues are found`);
  const legal = 'shell/src/pages/legal/legalNotice.ts';
  return [
    ...(await Promise.all(files.map(async (file) => ({ file, messages: (await import(path.join(ROOT, file)))[language] })))),
    { file: `${legal} (${language})`, messages: flatten((await import(path.join(ROOT, legal))).legalNotice[language]) },
  ];
}

/**
 * The texts of the gateway's mails, baby book, example list and birth event (string and template
 * literals), as TypeScript reads them, each with its file and line.
 */
function gatewayTexts() {
  const files = globSync(
    'gateway/src/modules/{mail/templates/*.ts,*/*.mail.ts,*/*.mails.ts,timeline-book/book.texts.ts,wishlists/example.wishlist.ts,predictions/prediction-birth.service.ts}',
    { cwd: ROOT },
  );
  assert.ok(files.length > 5, 'the mail templates are found');
  const texts = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push({ where: where(node), text: node.text });
      else if (ts.isTemplateExpression(node))
        // the parts around each ${...}, joined by a stand-in word: "« ${title} »" reads "« x »"
        texts.push({ where: where(node), text: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('x') });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

// a text is French when it says so: an accent, a guillemet or one of these words
const FRENCH = /[àâçéèêëîïôûùœ«]|\b(vous|votre|vos|nous|les|des|une|un|de|et|est|pas|pour|avec|sur|dans|Merci|Bonjour)\b|^Cigogne :/;
const ENGLISH = /\b(you|your|the|with|for|has|is|was|thank)\b/i;

describe('the product’s words', () => {
  for (const language of ['fr', 'en']) {
    test(`every ${language} catalogue uses the glossary`, async () => {
      const wrong = [];
      for (const { file, messages } of await catalogues(language))
        for (const [key, text] of Object.entries(messages))
          for (const problem of glossaryProblems(text, language)) wrong.push(`${file} › ${key}: ${problem} in "${text}"`);
      assert.deepEqual(wrong, []);
    });
  }

  test('every French catalogue follows French typography and agrees with the person', async () => {
    const wrong = [];
    for (const { file, messages } of await catalogues('fr'))
      for (const [key, text] of Object.entries(messages))
        for (const problem of frenchProblems(text)) wrong.push(`${file} › ${key}: ${problem} in "${text}"`);
    assert.deepEqual(wrong, []);
  });

  test('every English catalogue uses curly apostrophes', async () => {
    const wrong = [];
    for (const { file, messages } of await catalogues('en'))
      for (const [key, text] of Object.entries(messages))
        if (/\p{L}'|'\p{L}/u.test(text)) wrong.push(`${file} › ${key}: straight apostrophe (’ expected) in "${text}"`);
    assert.deepEqual(wrong, []);
  });

  test('the gateway’s French mails and baby book follow the glossary and French typography', () => {
    const wrong = [];
    for (const { where, text } of gatewayTexts()) {
      if (!FRENCH.test(text) || ENGLISH.test(text)) continue;
      for (const problem of [...frenchProblems(text), ...glossaryProblems(text, 'fr')]) wrong.push(`${where}: ${problem} in "${text}"`);
    }
    assert.deepEqual(wrong, []);
  });

  test('the rules catch what they are for', () => {
    assert.deepEqual(frenchProblems('Merci !'), ['typography: " !" needs a non-breaking space before !']);
    assert.deepEqual(glossaryProblems('My Wishlists', 'en'), ['glossary: "Wishlists" (say "birth list")']);
    assert.equal(frenchProblems('Merci\u202f!').length, 0);
    assert.equal(frenchProblems("L'article « x\u00a0»").length, 2);
    assert.equal(frenchProblems('Remercié le 3 juin').length, 1);
    assert.equal(frenchProblems('Remercié·e le 3 juin, à 14:05, https://cigogne.fr/a?b=1').length, 0);
    assert.ok(GLOSSARY.en[0].not.test('My Wishlists'));
    assert.ok(!GLOSSARY.fr[4].not.test(words('Votre e-mail : {email}')));
  });

  test('French dates write the first of the month "1er"; English ones do not', async () => {
    const { formatDate, formatDateTime } = await import(path.join(ROOT, 'ui/src/format/date.ts'));
    const first = new Date('2026-06-01T10:00:00Z');
    assert.equal(formatDate(first, 'fr'), '1er juin 2026');
    assert.match(formatDateTime(first, 'fr'), /^1er juin 2026/);
    assert.equal(formatDate(new Date('2026-06-11T10:00:00Z'), 'fr'), '11 juin 2026');
    assert.equal(formatDate(first, 'en'), '1 June 2026');
  });
});
