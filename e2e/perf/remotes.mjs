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

/**
 * The page filter of a measuring script (`npm run size -- timeline`): true when the page's name
 * holds the command line's words (any case), or when none were given.
 */
export function wantedPage(name) {
  const filter = process.argv.slice(2).join(' ').trim().toLowerCase();
  return !filter || name.toLowerCase().includes(filter);
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

/**
 * Waits until the server sends the page rendered: a fresh server's first render of a page can run
 * past its budget on a loaded machine and send the plain page (the whole app), which is not the
 * page to measure. Gives up after a minute, saying so (the measure then shows it).
 */
async function untilServerRendered(url) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const html = await fetch(url, { headers: { 'accept-language': 'fr-FR' } }).then((r) => r.text());
    if (html.includes('data-ssr="fr"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn(`${url}: still not server-rendered after a minute`);
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
    await untilServerRendered(`${base}${fill(p.path)}`);
    out.push({ ...p, path: fill(p.path), ready: fill(p.ready) });
  }
  return out;
}

/** `npm run lighthouse -- wizard` (or longtasks): only the pages wantedPage keeps. */
export const askedPages = (targets) => targets.filter((t) => wantedPage(t.name));

/** The server-rendered wait of resolvePublicPages, for a page that has no demo item (the login page). */
export const whenServerRendered = (base, path) => untilServerRendered(`${base}${path}`);
