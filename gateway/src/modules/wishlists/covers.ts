/** The cover sets of SPEC section 3 and their sizes: the one list of cover file names. */
const COVER_SETS: [name: string, count: number][] = [
  ['baby', 4],
  ['bedroom', 6],
  ['art', 4],
  ['landscape', 12],
  ['flowers', 5],
  ['marine', 1],
  ['night', 1],
];

/** Every cover file name a wishlist may use, such as `baby_01.jpg`. */
export const COVER_FILES: readonly string[] = COVER_SETS.flatMap(([name, count]) =>
  Array.from({ length: count }, (_, i) => `${name}_${String(i + 1).padStart(2, '0')}.jpg`),
);
