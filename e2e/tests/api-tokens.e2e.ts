import { expect, test } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { checkAtBothWidths, meStatus } from '../support/browser';

test.describe('API access on the integrations page', () => {
  test('a user creates a token, copies it once, uses it, and revokes it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await createAccount('Inès');
    await logIn(page, account);
    // reached from the account page, where the family's settings stay
    await page.goto('/app/account');
    await expect(page.getByRole('heading', { level: 2, name: 'Outils pour intégrateurs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accès API' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ouvrir les outils pour intégrateurs' }).click();
    await expect(page).toHaveURL(/\/app\/account\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outils pour intégrateurs' })).toBeVisible();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Accès API' }) });
    await expect(card.getByText('Aucun jeton pour l’instant.')).toBeVisible();
    await checkAtBothWidths(page, 'api-tokens-empty');

    // by keyboard: the name, then the write permission, then the button
    await card.getByLabel('Nom du jeton').fill('Tableau de bord de la maison');
    await card.getByRole('checkbox', { name: 'Écriture' }).focus();
    await page.keyboard.press('Space');
    await card.getByRole('button', { name: 'Créer le jeton' }).focus();
    await page.keyboard.press('Enter');
    const secret = card.locator('code');
    await expect(secret).toHaveText(/^cg_pat_[A-Za-z0-9_-]{43}$/);
    await expect(card.getByText('Copiez ce jeton maintenant : il ne sera plus affiché.')).toBeVisible();
    await card.getByRole('button', { name: 'Copier' }).click();
    await expect(card.getByText('Jeton copié.')).toBeVisible();
    const token = (await secret.textContent())!;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect(await meStatus(token)).toBe(200);
    await checkAtBothWidths(page, 'api-tokens-created');

    await card.getByRole('button', { name: 'Terminé' }).click();
    await expect(secret).toHaveCount(0);
    const list = card.getByRole('list', { name: 'Vos jetons' });
    await expect(list.getByText('Tableau de bord de la maison')).toBeVisible();
    await expect(list.getByText('Écriture')).toBeVisible();
    // the secret is never shown again, not even after a reload
    await page.reload();
    await expect(page.getByText(token)).toHaveCount(0);
    await checkAtBothWidths(page, 'api-tokens-list');

    await card.getByRole('button', { name: 'Révoquer le jeton Tableau de bord de la maison' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await checkAtBothWidths(page, 'api-tokens-revoke');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(card.getByText('Aucun jeton pour l’instant.')).toBeVisible();
    expect(await meStatus(token)).toBe(401);
  });
});
