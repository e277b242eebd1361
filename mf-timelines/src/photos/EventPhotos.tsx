import { useState } from 'react';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { PHOTOS_TITLE_ATTRIBUTE, photoButtonAttributes } from './photoMarkup';
import { PhotoViewer } from './PhotoViewer';
import { photoSrcSet, thumbnailSize, type PhotoData } from './photoSizes';

/**
 * An event's photos as thumbnails: width and height given (no layout shift), loaded lazily, each a
 * button opening the viewer on it (the app's, or the island's on a page sent as islands: the
 * buttons carry what it needs, photoMarkup.ts).
 */
export function EventPhotos({ photos, title }: { photos: PhotoData[]; title: string }) {
  const t = useTimelinesT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="tl-photos" aria-label={t('timelines.photos.label', { title })} {...{ [PHOTOS_TITLE_ATTRIBUTE]: title }}>
        {photos.map((photo, index) => {
          const size = thumbnailSize(photo);
          return (
            <li key={photo.id}>
              <button
                type="button"
                className="tl-photos__open"
                {...photoButtonAttributes(photo)}
                onClick={() => setOpen(index)}
                aria-label={t('timelines.photos.open', { index: index + 1, count: photos.length, title })}
              >
                <img
                  src={photo.thumbnailUrl}
                  srcSet={photoSrcSet(photo)}
                  sizes="(max-width: 600px) 30vw, 160px"
                  width={size.width}
                  height={size.height}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && <PhotoViewer photos={photos} start={open} title={title} onClose={() => setOpen(null)} />}
    </>
  );
}
