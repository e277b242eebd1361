import { useDeleteTimelineEventPhotoMutation } from '@cigogne/graphql/timelines';
import { Button } from 'antd';
import { TIMELINE_REFETCH_QUERIES } from '../data/refetchQueries';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { PhotoPicker } from './PhotoPicker';
import { thumbnailSize, type PhotoData } from './photoSizes';
import type { usePhotoUploads } from './usePhotoUploads';

/** docs/product.md#photos: photos one event holds. */
export const MAX_PHOTOS_PER_EVENT = 10;

/**
 * The event form's photos: those already on the event (each removable at once), and the picker of
 * new ones, sent when the form is saved, with their progress and a cancel button.
 */
export function EventPhotosField({
  timelineId,
  eventId,
  existing,
  uploads,
}: {
  timelineId: string;
  eventId?: string;
  existing: PhotoData[];
  uploads: ReturnType<typeof usePhotoUploads>;
}) {
  const t = useTimelinesT();
  const [deletePhoto, deletion] = useDeleteTimelineEventPhotoMutation({
    refetchQueries: TIMELINE_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const room = MAX_PHOTOS_PER_EVENT - existing.length - uploads.pending.filter((p) => !p.error).length;
  return (
    <fieldset className="tl-photo-field">
      <legend>{t('timelines.photos.title')}</legend>
      {existing.length > 0 && eventId && (
        <ul className="tl-photo-field__existing" aria-label={t('timelines.photos.existing')}>
          {existing.map((photo, index) => {
            const size = thumbnailSize(photo);
            return (
              <li key={photo.id}>
                <img
                  src={photo.thumbnailUrl}
                  width={size.width}
                  height={size.height}
                  alt={t('timelines.photos.position', { index: index + 1, count: existing.length })}
                />
                <Button
                  danger
                  size="small"
                  disabled={deletion.loading}
                  onClick={() => void deletePhoto({ variables: { timelineId, eventId, photoId: photo.id } }).catch(() => undefined)}
                  aria-label={t('timelines.photos.delete', { index: index + 1 })}
                >
                  {t('timelines.photos.deleteShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PhotoPicker
        pending={uploads.pending}
        room={room}
        disabled={uploads.uploading}
        onAdd={(files) => uploads.add(files.slice(0, Math.max(0, room)))}
        onRemove={uploads.remove}
      />
      {uploads.uploading && (
        <Button onClick={uploads.cancel} className="tl-photo-field__cancel">
          {t('timelines.photos.cancel')}
        </Button>
      )}
    </fieldset>
  );
}
