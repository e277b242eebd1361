import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { fireEvent, screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { PHOTOS_TITLE_ATTRIBUTE, photoButtonAttributes, photosOf } from '../photos/photoMarkup';
import { swipeStep } from '../photos/swipe';
import '../islands/timeline.island';

const PHOTOS = [
  { url: '/api/photos/p1/full', width: 1200, height: 1600 },
  { url: '/api/photos/p2/full', width: 1600, height: 1200 },
  { url: '/api/photos/p3/full', width: 800, height: 800 },
];

/** The server's markup of two events' thumbnails, as EventPhotos writes it. */
function serverPage() {
  const list = (title: string, photos: typeof PHOTOS) => {
    const ul = document.createElement('ul');
    ul.setAttribute(PHOTOS_TITLE_ATTRIBUTE, title);
    photos.forEach((photo, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', `Ouvrir la photo ${i + 1} sur ${photos.length}\u00a0: ${title}`);
      for (const [name, value] of Object.entries(photoButtonAttributes(photo))) button.setAttribute(name, value);
      const li = document.createElement('li');
      li.append(button);
      ul.append(li);
    });
    return ul;
  };
  document.body.innerHTML = '<div id="root"></div>';
  document.getElementById('root')!.append(list('Premier bain', PHOTOS), list('Premier sourire', PHOTOS.slice(0, 1)));
}

const island = (language: 'fr' | 'en' = 'fr') =>
  (window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL]!.timeline!({ language, wakeApp: jest.fn() });
const thumb = (name: RegExp) => screen.getByRole('button', { name });
const viewer = () => screen.getByRole('dialog');
const shown = () => within(viewer()).getByRole('img');

beforeEach(serverPage);

test('a thumbnail carries its event, its place and the full photo: what the island opens', () => {
  expect(photosOf(thumb(/photo 2 sur 3\u00a0: Premier bain/))).toEqual({ photos: PHOTOS, index: 1, title: 'Premier bain' });
  expect(photosOf(thumb(/photo 1 sur 1\u00a0: Premier sourire/))).toEqual({
    photos: PHOTOS.slice(0, 1),
    index: 0,
    title: 'Premier sourire',
  });
});

test('the viewer opens on the tapped photo, goes round with the buttons and the arrows, and Escape gives the focus back', async () => {
  const user = userEvent.setup();
  const opener = thumb(/photo 2 sur 3\u00a0: Premier bain/);
  opener.focus();
  island().tap(opener);
  expect(viewer()).toHaveAttribute('aria-label', 'Photo 2 sur 3\u00a0: Premier bain');
  expect(shown()).toHaveAttribute('src', PHOTOS[1]!.url);
  expect(shown()).toHaveAttribute('width', '1600');
  expect(shown()).toHaveAccessibleName('Photo 2 sur 3\u00a0: Premier bain');
  expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
  expect(within(viewer()).getByText('Photo 3 sur 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
  expect(shown()).toHaveAttribute('src', PHOTOS[0]!.url);
  fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
  expect(shown()).toHaveAttribute('src', PHOTOS[2]!.url);
  fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
  expect(shown()).toHaveAttribute('src', PHOTOS[0]!.url);

  fireEvent(viewer(), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('on a phone a swipe to the left shows the next photo, to the right the previous; a tap or a scroll does not', () => {
  island().tap(thumb(/photo 1 sur 3\u00a0: Premier bain/));
  const swipe = (fromX: number, toX: number, dy = 0) => {
    fireEvent.touchStart(viewer(), { touches: [{ clientX: fromX, clientY: 300 }] });
    fireEvent.touchEnd(viewer(), { changedTouches: [{ clientX: toX, clientY: 300 + dy }] });
  };
  swipe(300, 100);
  expect(shown()).toHaveAttribute('src', PHOTOS[1]!.url);
  swipe(100, 300);
  swipe(100, 300);
  expect(shown()).toHaveAttribute('src', PHOTOS[2]!.url);
  swipe(200, 190);
  swipe(200, 120, 200);
  expect(shown()).toHaveAttribute('src', PHOTOS[2]!.url);
  expect(swipeStep(-80, 10)).toBe(1);
  expect(swipeStep(80, -10)).toBe(-1);
  expect(swipeStep(-20, 0)).toBe(0);
});

test('one photo: no previous or next; in English; Close gives the focus back', async () => {
  const user = userEvent.setup();
  document
    .querySelector<HTMLElement>(`[${PHOTOS_TITLE_ATTRIBUTE}="Premier sourire"] button`)!
    .setAttribute('aria-label', 'Open photo 1 of 1');
  const opener = thumb(/Open photo 1 of 1/);
  island('en').tap(opener);
  expect(viewer()).toHaveAttribute('aria-label', 'Photo 1 of 1: Premier sourire');
  expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('a tap on something else of the page, or on a thumbnail whose markup is broken, opens nothing', () => {
  const other = document.createElement('button');
  other.dataset.islandTap = 'menu';
  document.body.append(other);
  island().tap(other);
  const broken = thumb(/photo 3 sur 3\u00a0: Premier bain/);
  broken.dataset.photo = '{"url":1}';
  island().tap(broken);
  expect(screen.queryByRole('dialog')).toBeNull();
});
