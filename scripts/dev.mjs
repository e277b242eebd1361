// `npm run dev`: the gateway (TypeScript through swc, restart by hand) and every frontend's dev
// server with hot reload; the shell's dev server proxies /api, /graphql and /mf to the gateway.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, requireNode, run } from './lib.mjs';

requireNode();
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const withDev = pkg.workspaces.filter((ws) => JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8')).scripts?.dev);
console.log(`Starting: ${withDev.join(', ')}`);
const codes = await Promise.all(withDev.map((ws) => run('npm', ['run', 'dev', '-w', ws])));
process.exit(Math.max(...codes));
