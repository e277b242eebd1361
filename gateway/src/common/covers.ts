import path from 'node:path';
import { REPO_ROOT } from '../config.js';

/** Cover categories (docs/product.md#covers). */
export const COVER_CATEGORIES = ['landscape', 'animals', 'flowers', 'baby', 'bedroom', 'art', 'other'] as const;
export type CoverCategory = (typeof COVER_CATEGORIES)[number];

/** The colour of the wishlist title written over the cover. */
export type TitleColor = 'white' | 'dark';

export interface Cover {
  /** File stem: the image is `/covers/<name>.jpg`, its thumbnail `/covers/thumbs/<name>.jpg`. */
  name: string;
  category: CoverCategory;
  titleColor: TitleColor;
}

/** The sets of docs/product.md#covers and how many covers each has. */
const SETS: [prefix: string, category: CoverCategory, count: number][] = [
  ['baby', 'baby', 4],
  ['bedroom', 'bedroom', 6],
  ['art', 'art', 4],
  ['landscape', 'landscape', 12],
  ['flowers', 'flowers', 5],
  ['marine', 'other', 1],
  ['night', 'other', 1],
];

/** docs/product.md#covers: these get white title text, every other cover dark text. */
const WHITE_TITLE = new Set(['baby_01', 'baby_02', 'bedroom_01', 'marine_01', 'night_01']);

/** Every cover a wishlist may use: the one list (the wishlists module validates `cover` with it). */
export const COVERS: readonly Cover[] = SETS.flatMap(([prefix, category, count]) =>
  Array.from({ length: count }, (_v, i) => {
    const name = `${prefix}_${String(i + 1).padStart(2, '0')}`;
    return { name, category, titleColor: WHITE_TITLE.has(name) ? 'white' : 'dark' } satisfies Cover;
  }),
);

/** The file name a wishlist stores as its `cover` (docs/product.md#covers), such as `baby_01.jpg`. */
export const COVER_FILES: readonly string[] = COVERS.map((c) => `${c.name}.jpg`);

const BY_NAME = new Map(COVERS.map((c) => [c.name, c]));

/** The cover named `name` (`baby_01`; `baby_01.jpg`, the file name, is accepted too), if there is one. */
export function findCover(name: string): Cover | undefined {
  return BY_NAME.get(name.replace(/\.jpg$/, ''));
}

/** Where the generated files live (committed; `npm run covers:make -w gateway` rewrites them). */
export const COVERS_DIR = path.join(REPO_ROOT, 'gateway', 'assets', 'covers');
