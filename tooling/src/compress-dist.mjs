#!/usr/bin/env node
// Pre-compression after a frontend build: writes <file>.br (brotli, quality 11) and <file>.gz
// (gzip, level 9) next to every JS, CSS, HTML, JSON and SVG file of the given dist folders, so
// the gateway serves them without compressing on each request (express-static-gzip picks them).
// Usage: cigogne-compress-dist [dist ...]   (default: ./dist of the current directory; this package's bin)
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg']);
/** Below this a compressed copy saves less than the extra Content-Encoding round trip costs. */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

/** Compresses every eligible file under `dir`; returns how many files got .br and .gz copies. */
export function compressDist(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

// run as a command (through the bin's link in node_modules/.bin, hence realpath), not imported
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist'];
  for (const dir of dirs) console.log(`compress-dist: ${compressDist(path.resolve(dir))} files in ${dir} (br + gz)`);
}
