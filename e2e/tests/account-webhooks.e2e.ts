import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, checkAtBothWidths } from '../support/browser';

/** A local HTTP receiver keeping what it is sent (the e2e server runs with WEBHOOKS_ALLOW_PRIVATE). */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; raw: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8').on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signed = (r: { headers: IncomingHttpHeaders; raw: string }, secret: string) => {
  const { t, v1 } = Object.fromEntries(
    String(r.headers['cigogne-signature'])
      .split(',')
      .map((p) => p.split('=')),
  );
  return v1 === createHmac('sha256', secret).update(`${t}.${r.raw}`).digest('hex');
};

test.describe('webhooks on the integrations page, end to end', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  test.beforeAll(async () => {
    receiver = await startReceiver();
  });
  test.afterAll(async () => {
    await receiver.close();
  });

  test('an owner adds a webhook, copies its secret, sends a test event, hears a reservation, reads the log and deletes it', async ({
    page,
  }) => {
    const account = await createAccount('Maël');
    await logIn(page, account);
    // a long journey: on a loaded machine the page alone can take most of the default time
    test.slow();
    await page.goto('/app/account/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils pour intégrateurs' })).toBeVisible({ timeout: 30_000 });
    const section = page.locator('#webhooks');
    await expect(section.getByText('Aucun webhook pour l’instant.')).toBeVisible();
    // by keyboard: the address, two events, then Enter on the button
    await section.getByLabel('Adresse (https)').fill(receiver.url);
    await section.getByRole('checkbox', { name: 'Un cadeau est réservé' }).focus();
    await page.keyboard.press('Space');
    await section.getByRole('checkbox', { name: 'Une réservation est annulée' }).check();
    await section.getByRole('button', { name: 'Ajouter le webhook' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Copiez ce secret maintenant : il ne sera plus affiché.')).toBeVisible();
    const secret = (await section.locator('.webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await checkAtBothWidths(page, 'account-webhooks-secret');

    // the test event arrives signed with that secret; the log shows it delivered
    const item = section.getByRole('listitem').filter({ hasText: receiver.url });
    await item.getByRole('button', { name: 'Envoyer un événement de test' }).click();
    await expect(item.getByText('Événement de test envoyé : voir le journal des envois.')).toBeVisible();
    const log = item.getByRole('region', { name: `Envois vers ${receiver.url}` });
    await expect(log.getByRole('row').nth(1)).toContainText('reçu', { timeout: 15_000 });
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(JSON.parse(receiver.received[0].raw)).toMatchObject({ type: 'ping' });
    expect(signed(receiver.received[0], secret)).toBe(true);

    // a guest reserves on the owner's list: the owner's endpoint hears it, without the guest's e-mail
    const token = await apiLogIn(account);
    const api = (method: string, route: string, body?: unknown, auth = true) =>
      fetch(`${BASE}/api${route}`, {
        method,
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => r.json());
    const list = await api('POST', '/wishlists', { title: 'Liste de Maël' });
    await api('PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
    const gift = await api('POST', `/wishlists/${list.id}/items`, { title: 'Doudou lapin' });
    const email = `mamie.${Date.now()}@example.fr`;
    await api('POST', `/wishlists/${list.id}/items/${gift.id}/reserve`, { name: 'Mamie Jo', email }, false);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    const event = JSON.parse(receiver.received[1].raw);
    expect(event).toMatchObject({ type: 'reservation.created', data: { wishlistId: list.id, itemId: gift.id, name: 'Mamie Jo' } });
    expect(receiver.received[1].raw).not.toContain(email);
    expect(signed(receiver.received[1], secret)).toBe(true);
    await expect(log.getByRole('row')).toHaveCount(3, { timeout: 15_000 });
    await expect(log.getByRole('row').nth(1)).toContainText('Un cadeau est réservé');
    await checkAtBothWidths(page, 'account-webhooks-log');

    // delete, after confirmation
    await item.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(receiver.url);
    await checkAtBothWidths(page, 'account-webhooks-delete');
    await dialog.getByRole('button', { name: /Supprimer/ }).click();
    await expect(section.getByText('Aucun webhook pour l’instant.')).toBeVisible();
  });

  test('in English, a refused address is said under its field', async ({ page }) => {
    const account = await createAccount('Jade');
    await logIn(page, account);
    await page.goto('/app/account');
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    // the user menu leads to the integrator tools
    await page.getByRole('button', { name: /menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    const section = page.locator('#webhooks');
    await section.getByLabel('Address (https)').fill('ftp://files.example/hooks');
    await section.getByRole('checkbox', { name: 'The birth is recorded' }).check();
    await section.getByRole('button', { name: 'Add the webhook' }).click();
    await expect(section.getByText('Invalid web address.')).toBeVisible();
    await checkAtBothWidths(page, 'account-webhooks-error');
  });
});
