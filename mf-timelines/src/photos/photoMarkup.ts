import { ISLAND_TAP_ATTRIBUTE } from '@cigogne/remote-contract/islands';
import type { PhotoData } from './photoSizes';

/**
 * What the page's markup tells the timeline's island (docs/architecture.md#islands): EventPhotos
 * writes it on the server, the island reads it back, so that a thumbnail opens the viewer without
 * the app's data.
 */

/** The island action of a thumbnail's button. */
export const PHOTO_TAP = 'photo';

export type ViewerPhoto = Pick<PhotoData, 'url' | 'width' | 'height'>;

/** The attributes of a thumbnail's button: the full photo it opens. */
export function photoButtonAttributes(photo: ViewerPhoto): Record<string, string> {
  return { [ISLAND_TAP_ATTRIBUTE]: PHOTO_TAP, 'data-photo': JSON.stringify({ url: photo.url, width: photo.width, height: photo.height }) };
}

/** The attribute of an event's list of thumbnails: the event's title. */
export const PHOTOS_TITLE_ATTRIBUTE = 'data-title';

function readPhoto(button: HTMLElement): ViewerPhoto | null {
  try {
    const photo = JSON.parse(button.dataset.photo ?? '') as Partial<ViewerPhoto>;
    return typeof photo.url === 'string' && typeof photo.width === 'number' && typeof photo.height === 'number'
      ? { url: photo.url, width: photo.width, height: photo.height }
      : null;
  } catch {
    return null;
  }
}

/** The photos of the event a thumbnail's button belongs to, that one's place among them, and the event's title. */
export function photosOf(button: HTMLElement): { photos: ViewerPhoto[]; index: number; title: string } | null {
  const list = button.closest(`[${PHOTOS_TITLE_ATTRIBUTE}]`);
  if (!list) return null;
  const buttons = [...list.querySelectorAll<HTMLElement>(`[${ISLAND_TAP_ATTRIBUTE}="${PHOTO_TAP}"]`)];
  const photos = buttons.map(readPhoto);
  const index = buttons.indexOf(button);
  if (index < 0 || photos.some((photo) => !photo)) return null;
  return { photos: photos as ViewerPhoto[], index, title: list.getAttribute(PHOTOS_TITLE_ATTRIBUTE) ?? '' };
}
