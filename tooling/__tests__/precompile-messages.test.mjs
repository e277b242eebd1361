// The build-time message compiler: what it outputs formats exactly as the source strings do in
// react-intl's IntlMessageFormat, with the parser-less build that the browser gets.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const loader = require('../src/loaders/precompile-messages-loader.cjs');
const { IntlMessageFormat } = await import('intl-messageformat');

const run = (source, resourcePath = '/x/src/i18n/fr.ts') => loader.call({ resourcePath }, source);
/** Evaluates the loader's ES module output (only `export const` lines). */
const load = (output) => {
  const exports = {};
  new Function('exports', output.replace(/\bexport\s+const\s+(\w+)\s*=/g, 'exports.$1 ='))(exports);
  return exports;
};

const catalogue = {
  'a.plain': 'Mes frises',
  'a.arg': 'Bonjour {firstName}',
  'a.plural': '{count, plural, =0 {aucun événement} one {# événement} other {# événements}}',
  'a.select': '{visibility, select, public {Publique} other {Privée}}',
  'a.date': 'Le {date, date, long}',
};

test('every export becomes ASTs that format like the source strings', () => {
  const output = run(`export const fr = ${JSON.stringify(catalogue)};\nexport const other = { 'b.x': 'X {y}' };`);
  const { fr, other } = load(output);
  assert.deepEqual(Object.keys(fr), Object.keys(catalogue));
  const values = { firstName: 'Camille', count: 3, visibility: 'public', date: new Date(Date.UTC(2026, 0, 15, 12)) };
  for (const [id, message] of Object.entries(catalogue)) {
    assert.ok(Array.isArray(fr[id]), `${id} is compiled`);
    assert.equal(new IntlMessageFormat(fr[id], 'fr').format(values), new IntlMessageFormat(message, 'fr').format(values), id);
  }
  assert.equal(new IntlMessageFormat(fr['a.plural'], 'fr').format({ count: 1 }), '1 événement');
  assert.equal(new IntlMessageFormat(other['b.x'], 'fr').format({ y: 'Y' }), 'X Y');
});

test('an invalid ICU message fails the build, naming the file and the id', () => {
  assert.throws(() => run(`export const fr = { 'a.bad': 'Bonjour {firstName' };`), /fr\.ts: message a\.bad is not valid ICU/);
});

test('a catalogue importing values is refused rather than half compiled', () => {
  assert.throws(() => run(`import { x } from './x';\nexport const fr = { 'a': x };`), /must only export constant objects of strings/);
});
