// The remotes that exist today, and the measured pages, read from data so that each new remote
// inherits the budgets. The one place to point at the feature registry when it lands.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Remote names (`timelines` for the mf-timelines workspace): every `mf-*` workspace of the repository. */
export function existingRemotes() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces.filter((ws) => ws.startsWith('mf-')).map((ws) => ws.slice('mf-'.length));
}

/** The measured pages and their budgets (e2e/perf/pages.json). */
export function perfPages() {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'pages.json'), 'utf8'));
}

/**
 * Logs the demo account in over REST; returns its token. The gateway answers /readyz before it has
 * seeded an empty database, so a 401 is retried for a while.
 */
export async function demoToken(base, account) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (res.ok) return (await res.json()).token;
    if (res.status !== 401 || Date.now() > deadline) throw new Error(`demo login: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
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
