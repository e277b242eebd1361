/**
 * The service worker's push and notificationclick handlers (../push-events.ts),
 * run against a stand-in of the worker's global scope: Chromium shows a pushed notification to the
 * e2e test (pwa-push.e2e.ts), but a headless browser has no notification a test could tap, and a
 * synthetic click may not open windows.
 */
import { listenForPushEvents } from '../push-events';

const ORIGIN = self.location.origin;

type Shown = { title: string; options: NotificationOptions };
type WindowClient = { url: string; focus: jest.Mock };

const shown: Shown[] = [];
const windows: WindowClient[] = [];
const openWindow = jest.fn(async (_url: string) => null);

Object.assign(self, {
  registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
  clients: { matchAll: async () => windows, openWindow },
});
listenForPushEvents();

/** Dispatches a worker event and waits for what it handed to waitUntil. */
async function dispatch(type: string, fields: object): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, { waitUntil: (p: Promise<unknown>) => pending.push(p) });
  self.dispatchEvent(event);
  await Promise.all(pending);
}

const push = (payload: unknown) =>
  dispatch('push', {
    data: {
      json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
      text: () => String(payload),
    },
  });

const tap = (url: unknown) => {
  const notification = { data: { url }, close: jest.fn() };
  return { notification, done: dispatch('notificationclick', { notification }) };
};

beforeEach(() => {
  shown.length = 0;
  windows.length = 0;
  openWindow.mockClear();
});

test('a push is shown with its title and body, and the page it opens kept on this site', async () => {
  await push({ title: 'Poussette réservée', body: 'Tante Agathe a réservé « Poussette ».', url: '/app/wishlists/1' });
  await push({ title: 'Nouveau pronostic', body: 'Mamie a répondu.', url: 'https://ailleurs.example/piege' });
  await push('pas du JSON');
  expect(shown.map(({ title, options }) => [title, options.body, (options.data as { url: string }).url])).toEqual([
    ['Poussette réservée', 'Tante Agathe a réservé « Poussette ».', `${ORIGIN}/app/wishlists/1`],
    ['Nouveau pronostic', 'Mamie a répondu.', `${ORIGIN}/app/`],
    ['Cigogne', 'pas du JSON', `${ORIGIN}/app/`],
  ]);
});

test('a tap on a notification opens its page and closes it', async () => {
  const { notification, done } = tap(`${ORIGIN}/app/wishlists/1`);
  await done;
  expect(notification.close).toHaveBeenCalled();
  expect(openWindow.mock.calls).toEqual([[`${ORIGIN}/app/wishlists/1`]]);
});

test('a tap focuses a window already on that page rather than opening another', async () => {
  const other = { url: `${ORIGIN}/app/`, focus: jest.fn() };
  const same = { url: `${ORIGIN}/app/wishlists/1`, focus: jest.fn() };
  windows.push(other, same);
  await tap(`${ORIGIN}/app/wishlists/1`).done;
  expect([same.focus.mock.calls.length, other.focus.mock.calls.length, openWindow.mock.calls.length]).toEqual([1, 0, 0]);
});

test('a notification whose page is on another site, or missing, opens the app instead', async () => {
  await tap('https://ailleurs.example/piege').done;
  await tap(undefined).done;
  await tap('javascript:alert(1)').done;
  expect(openWindow.mock.calls).toEqual([[`${ORIGIN}/app/`], [`${ORIGIN}/app/`], [`${ORIGIN}/app/`]]);
});
