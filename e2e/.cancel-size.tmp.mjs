// ad hoc (not committed): first-visit gzip JS of the reservation cancel page, and its longtasks-like main-thread work
import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import product from './support/product.cjs';

const server = await product.startProduct();
const base = server.url;
try {
  const j = (r) => r.json();
  const email = `m.${Date.now()}@example.fr`;
  await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Poussette2026', firstName: 'Zoé', lastName: 'Roux' }) });
  const { token } = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Poussette2026' }) }).then(j);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = await fetch(`${base}/api/wishlists`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Liste' }) }).then(j);
  const id = list._id ?? list.id;
  await fetch(`${base}/api/wishlists/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ visibility: 'public' }) });
  const item = await fetch(`${base}/api/wishlists/${id}/items`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Gigoteuse', price: 30, category: 'clothing' }) }).then(j);
  const links = [];
  for (let i = 0; i < 4; i++) {
    const guest = `g${i}.${Date.now()}@example.fr`;
    await fetch(`${base}/api/wishlists/${id}/items/${item.id}/reserve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Agathe', email: guest, quantity: 1 }) });
    await new Promise((r) => setTimeout(r, 1500));
    const port = readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
    const client = new pg.Client(`postgres://postgres:cigogne@localhost:${port}/cigogne`);
    await client.connect();
    const { rows } = await client.query('select link from mail_outbox where "to" = $1', [guest]);
    await client.end();
    links.push(new URL(rows[0].link).pathname);
    if (i === 0) break;
  }
  const url = links[0];
  for (let i = 0; i < 60; i++) {
    if ((await fetch(`${base}${url}`, { headers: { 'accept-language': 'fr-FR' } }).then((r) => r.text())).includes('data-ssr="fr"')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const scripts of [true, false]) {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, javaScriptEnabled: scripts });
    const page = await context.newPage();
    const files = [];
    page.on('response', (res) => res.request().resourceType() === 'script' && files.push(res.body().then((b) => ({ url: res.url(), gz: zlib.gzipSync(b, { level: 9 }).length })).catch(() => null)));
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const per = new Map();
    for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) per.set(`${e.pid}:${e.tid}`, [...(per.get(`${e.pid}:${e.tid}`) ?? []), (e.tdur ?? e.dur) / 1000 * 4]);
    const tasks = [...per.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    const got = (await Promise.all(files)).filter(Boolean);
    console.log(`${scripts ? 'page' : 'floor (JS off)'}: ${got.length} scripts, ${(got.reduce((n, f) => n + f.gz, 0) / 1024).toFixed(1)} KiB gzip; main-thread work x4 by thread time ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms, longest ${Math.round(Math.max(0, ...tasks))} ms`);
    for (const f of got) console.log(`   ${(f.gz / 1024).toFixed(1)} ${new URL(f.url).pathname}`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
