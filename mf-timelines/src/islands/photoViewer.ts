import type { IslandT } from '@cigogne/ui/islands/messages';
import type { ViewerPhoto } from '../photos/photoMarkup';
import { swipeStep } from '../photos/swipe';

function button(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (label !== text) element.setAttribute('aria-label', label);
  element.addEventListener('click', onClick);
  return element;
}

/**
 * The island's photo viewer, in plain DOM with the same markup and classes as the app's
 * (photos/PhotoViewer.tsx): a modal <dialog> (the browser keeps the focus in it and closes it on
 * Escape), the arrow keys, the buttons or a swipe go to the previous and next photo, and the focus
 * returns to the thumbnail that opened it.
 */
export function openPhotoViewer(opener: HTMLElement, photos: ViewerPhoto[], start: number, title: string, t: IslandT): HTMLDialogElement {
  const many = photos.length > 1;
  let index = start;
  const dialog = document.createElement('dialog');
  dialog.className = 'tl-viewer';
  const img = document.createElement('img');
  const position = document.createElement('span');
  position.setAttribute('aria-live', 'polite');
  const bar = document.createElement('div');
  bar.className = 'tl-viewer__bar';
  const go = (step: number) => {
    index = (index + step + photos.length) % photos.length;
    show();
  };
  const close = button(t('timelines.photos.close'), t('timelines.photos.close'), () => done());
  if (many)
    bar.append(
      button(t('timelines.photos.previous'), '‹', () => go(-1)),
      position,
      button(t('timelines.photos.next'), '›', () => go(1)),
      close,
    );
  else bar.append(position, close);
  dialog.append(img, bar);

  function show() {
    const photo = photos[index]!;
    const values = { index: index + 1, count: photos.length, title };
    dialog.setAttribute('aria-label', t('timelines.photos.viewer', values));
    img.src = photo.url;
    img.width = photo.width;
    img.height = photo.height;
    img.alt = t('timelines.photos.alt', values);
    position.textContent = t('timelines.photos.position', values);
  }

  let open = true;
  function done() {
    if (!open) return;
    open = false;
    // jsdom's dialog has no close(): removing it is enough there
    if (dialog.open && typeof dialog.close === 'function') dialog.close();
    dialog.remove();
    opener.focus();
  }

  dialog.addEventListener('keydown', (event) => {
    if (!many || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    done();
  });
  // closed by the browser itself (its close watcher, after repeated Escapes)
  dialog.addEventListener('close', done);
  let touch: { x: number; y: number } | null = null;
  dialog.addEventListener('touchstart', (event) => {
    const first = event.touches[0];
    touch = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY } : null;
  });
  dialog.addEventListener('touchend', (event) => {
    const last = event.changedTouches[0];
    const from = touch;
    touch = null;
    if (!from || !last || !many) return;
    const step = swipeStep(last.clientX - from.x, last.clientY - from.y);
    if (step) go(step);
  });

  show();
  document.body.append(dialog);
  // jsdom has no showModal: there the dialog is simply open
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  close.focus();
  return dialog;
}
