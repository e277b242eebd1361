import { useErrorMessages } from '@cigogne/ui/errors/useErrorMessages';
import { useCallback, useRef, useState } from 'react';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { MAX_PHOTO_BYTES, pendingPhotos, type PendingPhoto } from './PhotoPicker';
import { uploadPhoto, UploadError, type Upload } from './uploadPhoto';

/**
 * The photos waiting to be sent to an event, sent one after the other with their progress; `cancel`
 * aborts the one under way and keeps the rest waiting. `send` resolves true when every one went.
 */
export function usePhotoUploads(timelineId: string) {
  const t = useTimelinesT();
  const { typeMessage, fieldMessage } = useErrorMessages();
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const current = useRef<Upload | null>(null);
  const cancelled = useRef(false);
  const update = (key: string, change: Partial<PendingPhoto>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback(
    (files: File[]) => setPending((list) => [...list, ...pendingPhotos(files, fieldMessage('validation.tooLarge'))]),
    [fieldMessage],
  );
  const remove = useCallback((key: string) => setPending((list) => list.filter((p) => p.key !== key)), []);

  const send = async (eventId: string, waiting: PendingPhoto[]): Promise<boolean> => {
    cancelled.current = false;
    setUploading(true);
    let allSent = true;
    try {
      for (const photo of waiting) {
        if (cancelled.current) return false;
        if (photo.file.size > MAX_PHOTO_BYTES) {
          allSent = false;
          continue;
        }
        update(photo.key, { progress: 0, error: undefined });
        current.current = uploadPhoto(timelineId, eventId, photo.file, (progress) => update(photo.key, { progress }));
        try {
          await current.current.done;
          remove(photo.key);
        } catch (err) {
          const e = err as UploadError;
          if (e.type === 'cancelled') {
            update(photo.key, { progress: undefined });
            return false;
          }
          allSent = false;
          const message = e.type === 'network' ? t('timelines.photos.networkError') : e.field ? fieldMessage(e.field) : typeMessage(e.type);
          update(photo.key, { progress: undefined, error: message });
        }
      }
      return allSent;
    } finally {
      current.current = null;
      setUploading(false);
    }
  };

  const cancel = () => {
    cancelled.current = true;
    current.current?.abort();
  };

  return { pending, uploading, add, remove, send: (eventId: string) => send(eventId, pending), cancel };
}
