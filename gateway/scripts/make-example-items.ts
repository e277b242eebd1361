/**
 * Draws the example list's item pictures (scripts/example-items/drawings.ts; SVG rendered by sharp,
 * nothing downloaded) into assets/example-items/<stem>.jpg, 640 px square. The files are committed
 * and served as immutable (`/example-items/`): a changed drawing must get a new stem.
 * Run: npm run example-items:make -w gateway.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EXAMPLE_ITEMS_DIR } from '../src/common/example-item-pictures.js';
import { EXAMPLE_DRAWINGS, exampleItemSvg } from './example-items/drawings.js';

const SIZE = 640;
mkdirSync(EXAMPLE_ITEMS_DIR, { recursive: true });
for (const item of EXAMPLE_DRAWINGS) {
  const file = path.join(EXAMPLE_ITEMS_DIR, `${item.stem}.jpg`);
  await sharp(Buffer.from(exampleItemSvg(item, SIZE)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(file);
  console.log(path.relative(process.cwd(), file));
}
