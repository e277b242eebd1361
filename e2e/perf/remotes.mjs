// The remotes that exist today, and the measured pages, read from data so that each new remote
// inherits the budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURES } from '@cigogne/remote-contract/registry.mjs';
import { ROOT } from '../../scripts/lib.mjs';

export { ROOT };

/** The features of the registry whose `mf-<name>` workspace exists (name, dashboardCard, adminOnly...). */
export function existingFeatures() {
  return FEATURES.filter((f) => existsSync(path.join(ROOT, `mf-${f.name}`, 'package.json')));
}

/** Remote names (`timelines`): the features of the registry whose `mf-<name>` workspace exists. */
export function existingRemotes() {
  return existingFeatures().map((f) => f.name);
}

/** The measured pages and their budgets (e2e/perf/pages.json). */
export function perfPages() {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'pages.json'), 'utf8'));
}

/** Logs the demo account in over REST (the gateway seeds before it answers /readyz); returns its token. */
export async function demoToken(base, account) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`demo login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Resolves each public page of an existing remote to a URL and the text that shows it rendered. */
export async function resolvePublicPages(base, pages, token) {
  const remotes = existingRemotes();
  const out = [];
  for (const p of pages.publicPages.filter((p) => remotes.includes(p.remote))) {
    const items = await fetch(`${base}${p.list}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const item = items.find((i) => Object.entries(p.where).every(([k, v]) => i[k] === v));
    if (!item) throw new Error(`${p.name}: the demo data has no item matching ${JSON.stringify(p.where)} at ${p.list}`);
    const fill = (s) => s.replace(/\{(\w+)\}/g, (_, k) => item[k]);
    out.push({ ...p, path: fill(p.path), ready: fill(p.ready) });
  }
  return out;
}

/**
 * Whether a page is measured in this run: every page, or only those whose name contains one of the
 * command's arguments (`npm run longtasks -- login`; case-insensitive).
 */
export function selectedPage(name, filters = process.argv.slice(2)) {
  return filters.length === 0 || filters.some((filter) => name.toLowerCase().includes(filter.toLowerCase()));
}

/**
 * Waits (up to a minute) until the server sends `path` rendered: a fresh server's first render of
 * a page can run past its render budget on a loaded machine, and that visitor gets the plain page
 * and the whole app. Measures are of the page a visitor gets from a running server.
 */
export async function whenServerRendered(base, path) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const html = await fetch(`${base}${path}`, { headers: { 'accept-language': 'fr-FR' } }).then((r) => r.text());
    if (html.includes('data-ssr="fr"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn(`${path}: still not server-rendered after a minute; measured as sent`);
}
