// The documentation holds together: every relative link of README.md and docs/*.md leads to a file
// that exists and, for `file.md#anchor`, to one of its headings (GitHub's slugs); every
// `docs/<page>.md#anchor` a code comment cites exists; every file or folder a page names in code
// (`gateway/src/config.ts`) exists; the README names every root npm script and links every page of docs/.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Markdown without its fenced code blocks (their `#` lines are not headings, their brackets not links). */
function withoutCodeBlocks(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** GitHub's anchor of a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/[`*]/g, '') // code and emphasis markers
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2... as on GitHub. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, text] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The targets of a Markdown file's links and images, outside code. */
function linksOf(markdown) {
  const text = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const anchorCache = new Map();
const anchorsOfFile = (file) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file)));
  return anchorCache.get(file);
};

/** What is wrong with `target`, a link from `from` (a path from the repository root); null when it leads somewhere. */
function brokenLink(from, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // http:, https:, mailto:
  const [rawPath, anchor] = target.split('#');
  const file = rawPath ? path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(rawPath))) : from;
  if (file.startsWith('..')) return `${target}: outside the repository`;
  if (!existsSync(path.join(ROOT, file))) return `${target}: no such file (${file})`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  if (!statSync(path.join(ROOT, file)).isFile()) return `${target}: not a file`;
  return anchorsOfFile(file).has(anchor) ? null : `${target}: ${file} has no heading #${anchor}`;
}

const DOCS = readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const PAGES = ['README.md', ...DOCS];

/** Folders never searched for source files: dependencies, builds, test output, data. */
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'dist-bench',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  'lighthouse-reports',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|graphql|json|css)$/;

function* sourceFiles(dir = '') {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name === 'package-lock.json') continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(rel);
    else if (SOURCE.test(entry.name)) yield rel;
  }
}

/** Where a path named in the docs may start: the repository, or a workspace (`src/modules/index.ts` is the gateway's). */
const PATH_BASES = [
  '',
  'gateway',
  'gateway/src',
  'gateway/src/modules',
  'remote-contract',
  'graphql',
  'ui',
  'shell',
  'e2e',
  'tooling',
  ...readdirSync(ROOT).filter((name) => name.startsWith('mf-')),
];

/**
 * The file and folder paths a page names in inline code: a slash, and a file extension or a
 * trailing slash; placeholders (`<feature>`), globs, URLs and routes are not paths.
 */
function codePathsOf(markdown) {
  const named = new Set();
  for (const [, code] of withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)) {
    const candidate = code.trim().replace(/:\d+$/, '');
    // one folder alone (`pages/`) is a name inside some workspace, not a path
    if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(candidate) || !candidate.replace(/\/$/, '').includes('/')) continue;
    if (candidate.startsWith('/') || candidate.startsWith('.') || /^\d/.test(candidate)) continue;
    if (!/\.(ts|tsx|mjs|js|json|graphql|css|md|yml|yaml)$|\/$/.test(candidate)) continue;
    // what a run writes (test-results/, dist-bench/...) is not in a clean clone
    if (candidate.split('/').some((segment) => SKIP.has(segment))) continue;
    named.add(candidate);
  }
  return [...named];
}

describe('documentation', () => {
  test('slugs are GitHub’s', () => {
    assert.equal(slug('Budgets and how they are measured'), 'budgets-and-how-they-are-measured');
    assert.equal(slug('`npm run bench`: the gateway under load'), 'npm-run-bench-the-gateway-under-load');
    assert.equal(slug("A family's data (GDPR)"), 'a-familys-data-gdpr');
    assert.equal(slug('Module Federation and remote-contract'), 'module-federation-and-remote-contract');
    assert.equal(slug('Données d’un compte'), 'données-dun-compte');
    assert.deepEqual([...anchorsOf('# A\n```sh\n# not a heading\n```\n## A\n## B\n')], ['a', 'a-1', 'b']);
  });

  for (const page of PAGES) {
    test(`${page}: every relative link leads to a file, and every anchor to a heading`, () => {
      const broken = linksOf(read(page))
        .map((target) => brokenLink(page, target))
        .filter(Boolean);
      assert.deepEqual(broken, []);
    });
  }

  test('every docs/<page>.md#anchor cited in the code exists', () => {
    const broken = [];
    for (const file of sourceFiles()) {
      for (const [, page, anchor] of read(file).matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        const problem = brokenLink('README.md', `docs/${page}${anchor ? `#${anchor}` : ''}`);
        if (problem) broken.push(`${file}: ${problem}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  test('every source path the pages name in code exists (renamed or deleted files fail here)', () => {
    const missing = [];
    for (const page of PAGES) {
      for (const named of codePathsOf(read(page))) {
        if (!PATH_BASES.some((base) => existsSync(path.join(ROOT, base, named)))) missing.push(`${page}: ${named}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test('code paths are told apart from other code', () => {
    assert.deepEqual(
      codePathsOf('`gateway/src/config.ts`, `src/modules/index.ts`, `ui/src/`, `pages/` and `a/<feature>.ts`, `x: y`, `1/2`'),
      ['gateway/src/config.ts', 'src/modules/index.ts', 'ui/src/'],
    );
  });

  test("adding-a-feature.md shows the timelines module's descriptor as gateway/src/modules/timelines/timelines.module.ts has it", () => {
    const descriptor = (text) => /^export const timelinesModule[\s\S]*?^};/m.exec(text)?.[0];
    const shown = read('docs/adding-a-feature.md')
      .split('\n')
      .map((line) => line.replace(/^ {3}/, ''))
      .join('\n');
    assert.equal(descriptor(shown), descriptor(read('gateway/src/modules/timelines/timelines.module.ts')));
  });

  test('the README names every npm script of the root package.json', () => {
    const readme = read('README.md');
    const { scripts } = JSON.parse(read('package.json'));
    const missing = Object.keys(scripts).filter((name) => {
      const command = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
      return !new RegExp(`${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`).test(readme);
    });
    assert.deepEqual(missing, []);
  });

  test('the README links every page of docs/', () => {
    const linked = new Set(linksOf(read('README.md')).map((target) => target.split('#')[0]));
    assert.deepEqual(
      DOCS.filter((page) => !linked.has(page)),
      [],
    );
  });
});
