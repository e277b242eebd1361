/**
 * The baby book's page geometry (docs/product.md#the-baby-book), in PDF points (1/72 in): shared by
 * the thread that lays the pages out and the main thread that sizes the photos for them.
 */
export type BookFormat = 'a4' | 'a5';
export const BOOK_FORMATS: readonly BookFormat[] = ['a4', 'a5'];

/** Print resolution: photos are embedded with this many pixels per inch of their printed width. */
const PRINT_DPI = 300;

const PAGE = { a4: { width: 595.28, height: 841.89, margin: 50 }, a5: { width: 419.53, height: 595.28, margin: 36 } } as const;
/** The space between the two photos of a row. */
export const PHOTO_GAP = 12;

export interface BookGeometry {
  size: 'A4' | 'A5';
  width: number;
  height: number;
  margin: number;
  /** The text and photo block's width. */
  content: number;
  /** One photo's box: half the width, less the gap; square, the photo fitted inside. */
  photoBox: number;
  /** The cover photo's box: the width, and a little over half the height. */
  cover: { width: number; height: number };
}

export function geometryOf(format: BookFormat): BookGeometry {
  const page = PAGE[format];
  const content = page.width - 2 * page.margin;
  return {
    size: format === 'a4' ? 'A4' : 'A5',
    ...page,
    content,
    photoBox: (content - PHOTO_GAP) / 2,
    cover: { width: content, height: page.height * 0.55 },
  };
}

/** The pixels a photo needs to print sharp in a box of `points`: its longest side, at PRINT_DPI. */
export const pixelsFor = (points: number) => Math.ceil((points / 72) * PRINT_DPI);
