// eslint.config.js holds the frontends' zones (pages -> components -> data) and the one naming rule
// for files: each probe below is linted as if it were the file named, against the real config.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules a source breaks when it stands at `file` (a path from the repository root). */
async function broken(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

test('a remote: data uses no component, a component no page; a page uses both', async () => {
  const component = "import { ItemCard } from '../components/ItemCard';\nexport const x = ItemCard;\n";
  assert.deepEqual(await broken('mf-wishlists/src/data/probe.ts', component), ['import-x/no-restricted-paths']);
  const page = "import { PublicWishlistPage } from '../pages/PublicWishlistPage';\nexport const x = PublicWishlistPage;\n";
  assert.deepEqual(await broken('mf-wishlists/src/components/Probe.tsx', page), ['import-x/no-restricted-paths']);
  const both =
    "import { ItemCard } from '../components/ItemCard';\nimport { isHttpUrl } from '../data/httpUrl';\nexport const x = [ItemCard, isHttpUrl];\n";
  assert.deepEqual(await broken('mf-wishlists/src/pages/Probe.tsx', both), []);
});

test('ui: the data layer uses no component, but the error model beside them', async () => {
  const loader = "import { PageLoader } from '../loaders/PageLoader';\nexport const x = PageLoader;\n";
  assert.deepEqual(await broken('ui/src/apollo/probe.ts', loader), ['import-x/no-restricted-paths']);
  const model = "import { toAppError } from '../errors/appError';\nexport const x = toAppError;\n";
  assert.deepEqual(await broken('ui/src/apollo/probe.ts', model), []);
});

test('file names: PascalCase or camelCase in the React frontends, kebab-case.role elsewhere', async () => {
  const source = 'export const x = 1;\n';
  assert.deepEqual(await broken('mf-timelines/src/components/EventCard.tsx', source), []);
  assert.deepEqual(await broken('ui/src/forms/useProbe.ts', source), []);
  assert.deepEqual(await broken('shell/src/layout/app-probe.tsx', source), ['cigogne/file-name']);
  assert.deepEqual(await broken('gateway/src/modules/wishlists/wishlist-probe.service.ts', source), []);
  assert.deepEqual(await broken('gateway/src/modules/wishlists/wishlistProbe.ts', source), ['cigogne/file-name']);
  assert.deepEqual(await broken('tooling/src/probeLoader.ts', source), ['cigogne/file-name']);
});
