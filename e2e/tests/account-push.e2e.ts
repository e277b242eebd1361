import { expect, test } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, checkAtBothWidths } from '../support/browser';

// a P-256 point's form (65 bytes, base64url) and a 16-byte secret: what a browser's subscription carries
const KEYS = { p256dh: `BP${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** A device subscribed over REST, as the account page's button would after the browser's pushManager.subscribe. */
async function subscribe(token: string, name: string, userAgent: string): Promise<string> {
  const res = await fetch(`${BASE}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': userAgent },
    body: JSON.stringify({ endpoint: `https://push.example.com/send/${name}-${Date.now()}`, keys: KEYS }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const devices = async (token: string) =>
  (await (await fetch(`${BASE}/api/push/subscriptions`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: string;
    kinds: Record<string, boolean>;
  }[];

test.describe('notifications on this device, on the account page', () => {
  test('an owner sees their devices, turns a kind off on one and removes another, in French and in English', async ({ page }) => {
    // two languages at two widths: axe and screenshots four times
    test.slow();
    const account = await createAccount('Maël');
    const token = await apiLogIn(account);
    const phone = await subscribe(token, 'phone', PHONE_UA);
    const laptop = await subscribe(token, 'laptop', LAPTOP_UA);
    await logIn(page, account);
    await page.goto('/app/account');
    const card = page.locator('.push-card');
    // the account page's chunk, on a loaded machine
    await expect(card.getByRole('heading', { name: 'Notifications sur cet appareil' })).toBeVisible({ timeout: 60_000 });
    // Chromium can receive pushes: the button is offered (the service worker answers it)
    await expect(card.getByRole('button', { name: 'Activer sur cet appareil' })).toBeVisible();
    const rows = card.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Chrome, Android');
    await expect(rows.nth(1)).toContainText('Safari, macOS');
    await card.scrollIntoViewIfNeeded();
    await checkAtBothWidths(page, 'account-push-fr');

    // by keyboard: the phone's "Nouveaux pronostics" switch
    const guesses = rows.nth(0).getByRole('switch', { name: 'Nouveaux pronostics' });
    await expect(guesses).toBeChecked();
    await guesses.focus();
    await page.keyboard.press('Space');
    await expect(guesses).not.toBeChecked();
    await expect
      .poll(async () => (await devices(token)).find((d) => d.id === phone)?.kinds)
      .toEqual({ reservations: true, answers: false, coParents: true });

    await rows.nth(1).getByRole('button', { name: 'Retirer Safari, macOS' }).click();
    await expect(rows).toHaveCount(1);
    await expect.poll(async () => (await devices(token)).map((d) => d.id)).toEqual([phone]);
    expect(laptop).not.toBe(phone);

    // in English, the same card
    await page.getByText('English', { exact: true }).click();
    await expect(card.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
    await expect(card.getByRole('switch', { name: 'New guesses' })).not.toBeChecked();
    await expect(card.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await checkAtBothWidths(page, 'account-push-en');
  });
});
