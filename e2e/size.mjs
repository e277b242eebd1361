// `npm run size`: the JavaScript a first visit downloads (cold cache, fresh profile, real Chromium
// against a fresh `npm start`), as gzip (level 9) bytes, against the budgets of e2e/perf/pages.json.
// Exits non-zero and says by how much when a page is over its budget.
// E2E_URL=http://... measures an already running product instead.
import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
import product from './support/product.cjs';
import { demoToken, existingFeatures, perfPages, resolvePublicPages, wantedPage, whenServerRendered } from './perf/remotes.mjs';

const KiB = 1024;
const kb = (n) => `${(n / KiB).toFixed(1)} KiB`;

/** Records every script the page receives from now on: URL, raw and gzip sizes, Content-Encoding. */
function recordScripts(page) {
  const files = [];
  const handler = (res) => {
    if (res.request().resourceType() !== 'script') return;
    files.push(
      res
        .body()
        .then((body) => ({
          url: new URL(res.url()),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          encoding: res.headers()['content-encoding'] ?? 'none',
        }))
        .catch(() => null),
    );
  };
  page.on('response', handler);
  return async () => {
    page.off('response', handler);
    return (await Promise.all(files)).filter(Boolean);
  };
}

/** Waits until nothing is loading: network idle and no loader (role=status with a spinner or skeleton) left. */
async function settled(page) {
  // .cg-skeleton: ui's CssSectionLoader (the dashboard cards)
  const loaders = page.locator('[role="status"]:has(.ant-spin, .ant-skeleton, .cg-skeleton)');
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.waitForLoadState('networkidle');
    if ((await loaders.count()) === 0) return;
    if (Date.now() > deadline) throw new Error(`${page.url()}: still loading after 30 s`);
    await page.waitForTimeout(200);
  }
}

/** Resolves when a script of the remote has arrived. */
const remoteScript = (page, remote) =>
  page.waitForResponse((res) => res.request().resourceType() === 'script' && new URL(res.url()).pathname.startsWith(`/mf/${remote}/`), {
    timeout: 30_000,
  });

async function main() {
  const pages = perfPages();
  const existing = existingFeatures();
  const remotes = existing.map((f) => f.name);
  // the dashboard shows a card of these only; an admin-only remote's first route needs an admin
  const withCard = existing.filter((f) => f.dashboardCard).map((f) => f.name);
  const server = process.env.E2E_URL ? { url: process.env.E2E_URL, stop: async () => {} } : await product.startProduct();
  const base = server.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  const measure = async (name, budgetKiB, fn) => {
    if (!wantedPage(name)) return;
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: base, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      const files = await fn(page, context);
      const gzip = files.reduce((n, f) => n + f.gzip, 0);
      const raw = files.reduce((n, f) => n + f.raw, 0);
      const br = files.filter((f) => f.encoding === 'br').length;
      results.push({ name, budgetKiB, gzip, raw, count: files.length, br, files });
    } finally {
      await context.close();
    }
  };

  try {
    const token = await demoToken(base, pages.demoAccount);
    const adminToken = existing.some((f) => f.adminOnly) ? await demoToken(base, pages.adminAccount) : null;

    await measure(pages.login.name, pages.login.budgetKiB, async (page) => {
      await whenServerRendered(base, pages.login.path);
      const stop = recordScripts(page);
      await page.goto(pages.login.path);
      await page.getByText(pages.login.ready).first().waitFor();
      await settled(page);
      return stop();
    });

    for (const p of await resolvePublicPages(base, pages, token)) {
      await measure(p.name, p.budgetKiB, async (page) => {
        await whenServerRendered(base, p.path);
        const stop = recordScripts(page);
        await page.goto(p.path);
        await page.getByText(p.ready).first().waitFor();
        await settled(page);
        return stop();
      });
    }

    await measure(pages.dashboard.name, pages.dashboard.budgetKiB, async (page) => {
      const stop = recordScripts(page);
      // an existing remote whose files fail shows the unavailable panel instead of its card (the
      // panels of features without a remote yet are expected)
      const broken = [];
      const ours = (url) => remotes.some((remote) => new URL(url).pathname.startsWith(`/mf/${remote}/`));
      page.on('requestfailed', (req) => ours(req.url()) && broken.push(`${req.url()} failed`));
      page.on('response', (res) => ours(res.url()) && res.status() >= 400 && broken.push(`${res.url()} ${res.status()}`));
      await page.goto(pages.login.path);
      await page.getByLabel('E-mail', { exact: true }).fill(pages.demoAccount.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(pages.demoAccount.password);
      const arrived = Promise.all(withCard.map((remote) => remoteScript(page, remote)));
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await arrived;
      await settled(page);
      const files = await stop();
      // every existing remote's card rendered: its code arrived, nothing of it failed, no loader left
      for (const remote of withCard)
        if (!files.some((f) => f.url.pathname.startsWith(`/mf/${remote}/`)))
          throw new Error(`dashboard: no script of the ${remote} remote loaded`);
      if (broken.length) throw new Error(`dashboard: remote files failed: ${broken.join(', ')}`);
      return files;
    });

    for (const { name: remote, adminOnly } of existing) {
      const name = pages.remoteFirstRoute.name.replaceAll('{remote}', remote);
      await measure(name, pages.remoteFirstRoute.budgetKiB, async (page, context) => {
        // signed in on a page of the shell alone, then a client-side navigation, as a click would do
        await context.addInitScript((t) => localStorage.setItem('token', t), adminOnly ? adminToken : token);
        await page.goto('/app/account');
        await settled(page);
        const before = recordScripts(page);
        const arrived = remoteScript(page, remote);
        await page.evaluate(
          (to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          },
          pages.remoteFirstRoute.path.replaceAll('{remote}', remote),
        );
        await arrived;
        await settled(page);
        if (await page.getByText(pages.unavailableText).count()) throw new Error(`${name}: the section is unavailable`);
        const files = (await before()).filter((f) => f.url.pathname.startsWith(`/mf/${remote}/`));
        if (!files.length) throw new Error(`${name}: no script of the remote loaded`);
        return files;
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  let over = 0;
  console.log(`\nFirst-visit JavaScript (gzip -9 of each script), remotes: ${remotes.join(', ')}`);
  for (const r of results) {
    const limit = r.budgetKiB * KiB;
    const verdict = r.gzip <= limit ? `OK (${kb(limit - r.gzip)} under)` : `OVER by ${kb(r.gzip - limit)}`;
    if (r.gzip > limit) over += 1;
    console.log(
      `${r.name}: ${kb(r.gzip)} gzip / budget ${r.budgetKiB} KiB: ${verdict} [${r.count} files, ${kb(r.raw)} raw, ${r.br} served with Content-Encoding: br]`,
    );
    // SIZE_FILES=1 lists each page's scripts, heaviest first (to see what a change moved)
    if (process.env.SIZE_FILES)
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.url.pathname}`);
  }
  console.log(over ? `\n${over} page(s) over budget` : '\nEvery page is within its budget');
  process.exit(over ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
