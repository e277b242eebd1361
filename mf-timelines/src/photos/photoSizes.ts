/** The longest side of a thumbnail, as the gateway makes it (docs/product.md#photos). */
const THUMBNAIL_SIDE = 480;

export interface PhotoData {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** The thumbnail's own dimensions: the photo's scaled to THUMBNAIL_SIDE, never enlarged. */
export function thumbnailSize({ width, height }: Pick<PhotoData, 'width' | 'height'>) {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** `srcset` offering the thumbnail and the full photo: the browser picks by the shown size and the screen's density. */
export function photoSrcSet(photo: PhotoData): string {
  const thumb = thumbnailSize(photo);
  return thumb.width < photo.width ? `${photo.thumbnailUrl} ${thumb.width}w, ${photo.url} ${photo.width}w` : `${photo.url} ${photo.width}w`;
}
