import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@cigogne/ui/apollo/uploadFile';
import { useTimelinesT } from '../i18n/useTimelinesT';

export { MAX_PHOTO_BYTES } from '@cigogne/ui/apollo/uploadFile';

export interface PendingPhoto {
  key: string;
  file: File;
  /** 0 to 1 while uploading; undefined before. */
  progress?: number;
  error?: string;
}

let keys = 0;
/** Files picked or dropped, as pending photos: too large ones are marked at once (the gateway would refuse them). */
export function pendingPhotos(files: Iterable<File>, tooLarge: string): PendingPhoto[] {
  return [...files].map((file) => ({ key: `p${++keys}`, file, error: file.size > MAX_PHOTO_BYTES ? tooLarge : undefined }));
}

/**
 * Where photos are added: a drop zone that is also the file picker's label (on a phone the picker
 * offers the camera), and the list of photos waiting, each with its preview and progress.
 */
export function PhotoPicker({
  pending,
  room,
  disabled,
  onAdd,
  onRemove,
}: {
  pending: PendingPhoto[];
  /** How many more photos the event takes. */
  room: number;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const t = useTimelinesT();
  const [over, setOver] = useState(false);
  const previews = useMemo(() => new Map(pending.map((p) => [p.key, URL.createObjectURL(p.file)])), [pending]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };
  return (
    <div className="tl-picker">
      <label
        className={`tl-picker__zone${over ? ' tl-picker__zone--over' : ''}${disabled || room <= 0 ? ' tl-picker__zone--disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={disabled || room <= 0}
          className="tl-picker__input"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <span>{room > 0 ? t('timelines.photos.pick', { room }) : t('timelines.photos.full')}</span>
      </label>
      {pending.length > 0 && (
        <ul className="tl-picker__list" aria-label={t('timelines.photos.pending')}>
          {pending.map((p) => (
            <li key={p.key} className="tl-picker__item">
              <img src={previews.get(p.key)} alt="" width={56} height={56} />
              <span className="tl-picker__name">{p.file.name}</span>
              {p.progress !== undefined && !p.error && (
                <progress max={1} value={p.progress} aria-label={t('timelines.photos.progress', { name: p.file.name })} />
              )}
              {p.error && (
                <span className="tl-picker__error" role="alert">
                  {p.error}
                </span>
              )}
              {!disabled && (
                <button
                  type="button"
                  className="tl-picker__remove"
                  onClick={() => onRemove(p.key)}
                  aria-label={t('timelines.photos.remove', { name: p.file.name })}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
