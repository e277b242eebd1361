// Sums self time per function and per package of a .cpuprofile
import { readFileSync } from 'node:fs';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 40);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map(),
  pkg = new Map();
const pkgOf = (url) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const g = url.match(/gateway\/(src\/[^/]+\/[^/]+|src\/[^/]+|bench)/);
  return g ? g[1] : url;
};
for (const [id, t] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, '')}:${cf.lineNumber}`;
  fn.set(k, (fn.get(k) ?? 0) + t);
  const p = pkgOf(cf.url) + (cf.url ? '' : ' ' + cf.functionName);
  pkg.set(p, (pkg.get(p) ?? 0) + t);
}
const show = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, t]) => console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`));
console.log('--- by package');
show(pkg, 30);
console.log('--- by function');
show(fn, top);
// inclusive time for selected functions
if (process.argv[4]) {
  const re = new RegExp(process.argv[4]);
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur).callFrame;
      const k = `${cf.functionName} ${cf.url.replace(/.*node_modules\//, '')}:${cf.lineNumber}`;
      if (re.test(k) && !seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + t);
      }
    }
  }
  console.log('--- inclusive');
  show(incl, 60);
}
