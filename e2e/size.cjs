// `npm run size`: gzip size of the JavaScript and CSS a first visit downloads, for /app/login and
// for a public timeline, measured in Chromium against the real server.
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');
const { startProduct } = require('./support/product.cjs');

/** Loads `url` in a fresh profile and waits until `ready` text shows (remotes load after the shell). */
async function firstVisit(browser, url, ready) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      res
        .body()
        .then((body) => ({ url: res.url(), type, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const done = (await Promise.all(files)).filter(Boolean);
  await context.close();
  return done;
}

(async () => {
  const product = process.env.E2E_URL ? { url: process.env.E2E_URL, stop: async () => {} } : await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const login = await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'camille.martin@cigogne.local', password: 'Cigogne2026' }),
    }).then((r) => r.json());
    const timelines = await fetch(`${product.url}/api/timelines`, { headers: { authorization: `Bearer ${login.token}` } }).then((r) =>
      r.json(),
    );
    const publicTimeline = timelines.find((t) => t.visibility === 'public');
    const pages = [['/app/login', `${product.url}/app/login`, 'Mot de passe oublié ?']];
    if (publicTimeline)
      pages.push([
        `/app/timelines/${publicTimeline.id} (public, signed out)`,
        `${product.url}/app/timelines/${publicTimeline.id}`,
        publicTimeline.title,
      ]);
    for (const [name, url, ready] of pages) {
      const files = await firstVisit(browser, url, ready);
      const sum = (type, key) => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
      const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
      console.log(
        `${name}: JS ${kb(sum('script', 'gzip'))} gzip (${kb(sum('script', 'raw'))} raw, ${files.filter((f) => f.type === 'script').length} files), CSS ${kb(sum('stylesheet', 'gzip'))} gzip (${files.filter((f) => f.type === 'stylesheet').length} files)`,
      );
    }
  } finally {
    await browser.close();
    await product.stop();
  }
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
