import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTimelinesT } from '../i18n/useTimelinesT';
import type { PhotoData } from './photoSizes';
import { swipeStep } from './swipe';

/**
 * A photo at full size in a modal <dialog> (the browser traps the focus and closes it on Escape):
 * the arrow keys, the buttons or a swipe go to the previous and next photo. The focus returns to the
 * thumbnail that opened it.
 */
export function PhotoViewer({ photos, start, title, onClose }: { photos: PhotoData[]; start: number; title: string; onClose: () => void }) {
  const t = useTimelinesT();
  const dialog = useRef<HTMLDialogElement>(null);
  // read while rendering, before the dialog's button takes the focus: the thumbnail that opened it
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));
  const [index, setIndex] = useState(start);
  const photo = photos[index]!;
  const many = photos.length > 1;
  const go = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);

  useEffect(() => {
    const element = dialog.current;
    const back = opener.current;
    // jsdom has no showModal: there the dialog is simply open
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => back?.focus();
  }, []);

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const first = event.touches[0];
    touch.current = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const last = event.changedTouches[0];
    const from = touch.current;
    touch.current = null;
    const step = from && last && many ? swipeStep(last.clientX - from.x, last.clientY - from.y) : 0;
    if (step) go(step);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && many) go(1);
    else if (event.key === 'ArrowLeft' && many) go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className="tl-viewer"
      aria-label={t('timelines.photos.viewer', { index: index + 1, count: photos.length, title })}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <img
        src={photo.url}
        width={photo.width}
        height={photo.height}
        alt={t('timelines.photos.alt', { index: index + 1, count: photos.length, title })}
      />
      <div className="tl-viewer__bar">
        {many && (
          <button type="button" onClick={() => go(-1)} aria-label={t('timelines.photos.previous')}>
            ‹
          </button>
        )}
        <span aria-live="polite">{t('timelines.photos.position', { index: index + 1, count: photos.length })}</span>
        {many && (
          <button type="button" onClick={() => go(1)} aria-label={t('timelines.photos.next')}>
            ›
          </button>
        )}
        <button type="button" onClick={onClose} autoFocus>
          {t('timelines.photos.close')}
        </button>
      </div>
    </dialog>
  );
}
