import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ locale: 'fr-FR' });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 1500)));
p.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
p.on('request', (r) => r.url().includes('graphql') && console.log('REQ', r.postData()?.slice(0, 200)));
await p.addInitScript(() => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__h1 = document.querySelector('#root h1');
  });
  const obs = new MutationObserver((records) => { for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1 && n.outerHTML) console.log('removed', r.target.className || r.target.id, n.outerHTML.slice(0, 150)); });
  document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') obs.observe(document.getElementById('root'), { childList: true, subtree: true }); });
});
await p.goto('http://localhost:4100' + process.argv[2]);
await p.waitForTimeout(4000);
console.log(await p.evaluate(() => [window.__h1 === document.querySelector('#root h1'), !!window.__h1]));
await b.close();
