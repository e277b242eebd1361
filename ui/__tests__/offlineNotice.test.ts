/**
 * The guest pages' offline notice (ui/src/islands/offlineNotice.ts): said when the service worker
 * answered the page last seen, an action needing the server refused while offline, the page read
 * again once back online.
 */
import { afterEach, expect, it, jest } from '@jest/globals';
import { formatSeen, watchOffline } from '../src/islands/offlineNotice';

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  document.documentElement.removeAttribute('data-offline-seen');
  document.body.innerHTML = '';
  setOnline(true);
});

it('writes the first of the month "1er" in French, and the date in the page’s language', () => {
  const first = new Date(2026, 11, 1, 14, 5);
  expect(formatSeen(first, 'fr')).toMatch(/^1er décembre 2026/);
  expect(formatSeen(new Date(2026, 11, 2, 14, 5), 'fr')).toMatch(/^2 décembre 2026/);
  expect(formatSeen(first, 'en')).toMatch(/^December 1, 2026/);
});

it('says when the page was seen, refuses an action offline, and reads the page again back online', async () => {
  document.body.innerHTML = '<div id="root"><main id="main"><h1>La liste</h1></main></div>';
  document.documentElement.setAttribute('data-offline-seen', new Date(2026, 11, 1, 14, 5).toISOString());
  setOnline(false);
  const refresh = jest.fn(async () => true);
  const watch = watchOffline('fr', refresh);
  const notice = document.querySelector('#main > .cg-offline-notice');
  expect(notice?.textContent).toMatch(/^Hors ligne\u00a0: dernière version vue le 1er décembre 2026/);

  expect(watch.needsConnection()).toBe(true);
  expect(notice?.getAttribute('role')).toBe('alert');
  expect(notice?.textContent).toContain('Il faut une connexion pour cela\u00a0: rien n’a été envoyé.');

  setOnline(true);
  window.dispatchEvent(new Event('online'));
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(document.querySelector('.cg-offline-notice')).toBeNull();
  expect(document.documentElement.hasAttribute('data-offline-seen')).toBe(false);
  expect(watch.needsConnection()).toBe(false);
});

it('online, says nothing and lets the action through', () => {
  document.body.innerHTML = '<div id="root"><main id="main"></main></div>';
  const watch = watchOffline('en', async () => true);
  expect(document.querySelector('.cg-offline-notice')).toBeNull();
  expect(watch.needsConnection()).toBe(false);
  window.dispatchEvent(new Event('offline'));
  setOnline(false);
  expect(document.querySelector('.cg-offline-notice')?.textContent).toMatch(/^Offline: last version seen on /);
});
