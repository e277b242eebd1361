// The service worker's side of Web Push (docs/product.md#offline-and-updates): the DevTools protocol
// delivers a push to the registered worker, which shows it as a notification; a payload's URL of
// another site is never what a tap opens.
import { expect, test } from '@playwright/test';
import { BASE, newPage } from '../support/browser';
import { workerActive } from '../support/service-worker';

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

test('a push delivered to the worker shows its notification, opening only this site', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['notifications'], { origin: BASE });
  await page.goto('/app/login');
  await workerActive(page);

  const cdp = await context.newCDPSession(page);
  const registrations: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) =>
    registrations.push(...updated),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/app/')).toBeTruthy();
  const { registrationId } = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/app/')!;
  const origin = new URL(BASE).origin;

  const deliver = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url })),
    );

  // a push not shown (once, in a CI run) is delivered again, as a push service retries
  const deliverUntilShown = (payload: object, expected: object) =>
    expect(async () => {
      await deliver(payload);
      await expect.poll(shown, { timeout: 5_000 }).toContainEqual(expected);
    }).toPass({ timeout: 40_000 });

  await deliverUntilShown(
    { title: 'Poussette réservée', body: 'Tante Agathe a réservé « Poussette ».', url: '/app/wishlists/123' },
    { title: 'Poussette réservée', body: 'Tante Agathe a réservé « Poussette ».', url: `${origin}/app/wishlists/123` },
  );

  // a URL of another site: the notification opens the app instead
  await deliverUntilShown(
    { title: 'Nouveau pronostic', body: 'Mamie a répondu.', url: 'https://ailleurs.example/piege' },
    { title: 'Nouveau pronostic', body: 'Mamie a répondu.', url: `${origin}/app/` },
  );
  await context.close();
});
