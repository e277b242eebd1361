// The app's type scale (ui/src/theme/theme.ts, docs/architecture.md#shared-modules): every
// font size of the stylesheets of ui, the shell and the remotes, and of antd's tokens, is one of
// its seven sizes.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE = readFileSync(path.join(ROOT, 'ui', 'src', 'theme', 'theme.ts'), 'utf8');
const SCALE = new Set(
  [
    ...SOURCE.slice(SOURCE.indexOf('TYPE_SCALE = {'), SOURCE.indexOf('} as const', SOURCE.indexOf('TYPE_SCALE = {'))).matchAll(
      /^\s+\w+: (\d+),$/gm,
    ),
  ].map((m) => Number(m[1])),
);

/** The stylesheets of the app: ui's, the shell's and each remote's sources. */
function stylesheets() {
  const roots = ['ui', 'shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))].map((p) => path.join(ROOT, p, 'src'));
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true })
      .filter((file) => String(file).endsWith('.css'))
      .map((file) => path.join(root, String(file))),
  );
}

/** The font sizes of a stylesheet that are not on the scale: `file:line size`. */
export function offScale(css, file = 'test.css') {
  const problems = [];
  css.split('\n').forEach((line, i) => {
    for (const [, value] of line.matchAll(/font-size:\s*([^;}]+)/g)) {
      const size = value.trim();
      const px = /^(\d+)px$/.exec(size);
      if (size !== 'inherit' && !(px && SCALE.has(Number(px[1])))) problems.push(`${file}:${i + 1} ${size}`);
    }
  });
  return problems;
}

test('the scale has seven sizes, each about 1.1 to 1.25 times the one below', () => {
  const sizes = [...SCALE].sort((a, b) => a - b);
  assert.equal(sizes.length, 7);
  for (let i = 1; i < sizes.length; i++) {
    const ratio = sizes[i] / sizes[i - 1];
    assert.ok(ratio >= 1.1 && ratio <= 1.25, `${sizes[i - 1]} → ${sizes[i]}: ${ratio.toFixed(2)}`);
  }
});

test("every font size of the app's stylesheets is on the scale", () => {
  const files = stylesheets();
  assert.ok(files.length > 15, `only ${files.length} stylesheets found`);
  const problems = files.flatMap((file) => offScale(readFileSync(file, 'utf8'), path.relative(ROOT, file)));
  assert.deepEqual(problems, []);
});

test("antd's font tokens come from the scale", () => {
  const tokens = SOURCE.slice(SOURCE.indexOf('TYPE_TOKENS = {'));
  const names = [...tokens.matchAll(/^\s+(fontSize\w*): TYPE_SCALE\.(\w+),$/gm)].map((m) => m[1]);
  assert.deepEqual(names.sort(), [
    'fontSize',
    'fontSizeHeading1',
    'fontSizeHeading2',
    'fontSizeHeading3',
    'fontSizeHeading4',
    'fontSizeHeading5',
    'fontSizeLG',
    'fontSizeSM',
    'fontSizeXL',
  ]);
  // the theme spreads them, and sets no font size of its own
  const theme = SOURCE.slice(SOURCE.indexOf('} as const', SOURCE.indexOf('TYPE_TOKENS = {')));
  assert.match(theme, /\.\.\.TYPE_TOKENS,/);
  assert.doesNotMatch(theme, /fontSize\w*:/);
});

test('the rule catches what it is for', () => {
  assert.deepEqual(offScale('.a { font-size: 16px; }\n.b { font-size: 15px }\n.c { font-size: 1.2rem; }\n.d { font-size: inherit; }'), [
    'test.css:1 16px',
    'test.css:3 1.2rem',
  ]);
});
