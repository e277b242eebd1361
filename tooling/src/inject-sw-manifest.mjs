#!/usr/bin/env node
// After a frontend's service worker build: Workbox's injectManifest writes the precache list (each
// file with a revision: its content hash, or none for a file whose name carries its hash) into
// dist/sw.js, in place of `self.__WB_MANIFEST`. A new build of the shell is then a new worker.
// Usage: node ../tooling/src/inject-sw-manifest.mjs [dist]   (default: ./dist of the current directory)
import { injectManifest } from 'workbox-build';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { count, size, warnings } = await injectManifest({
  swSrc: path.join(dist, 'sw.js'),
  swDest: path.join(dist, 'sw.js'),
  globDirectory: dist,
  // what a guest page needs offline beside what it fetched: the shell's page, its islands' loader,
  // the web app manifests and the icons (the rest is cached as it is used, sw.ts)
  globPatterns: ['index.html', 'islands/loader.*.js', 'manifest*.webmanifest', 'icons/*'],
  // the hash in the name is the revision
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  modifyURLPrefix: { '': '/app/' },
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} precached files, ${(size / 1024).toFixed(1)} KiB`);
