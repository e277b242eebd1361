import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { lastMailTo } from '../support/outbox';

/** A REST call of the owner (setup only: the owner's screens have their own tests). */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A public list with a cover and items in three categories (one without), as its owner would build it. */
async function publicList() {
  const owner = await createAccount('Clara');
  const token = await apiLogIn(owner);
  const created = await api<{ id: string; _id: string }>(token, 'POST', '/wishlists', {
    title: 'La liste de naissance de Clara et Hugo',
    description: 'Notre bébé arrive en juin !\nMerci à tous pour votre générosité.',
  });
  const id = created._id;
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public', cover: 'flowers_02.jpg' });
  const items: Array<[string, number, string | null, string | null]> = [
    ['Gigoteuse 0-6 mois', 39.9, 'bedroom', 'https://shop.example/gigoteuse'],
    ['Veilleuse étoilée', 24.5, 'bedroom', null],
    ['Baignoire pliable', 34.9, 'hygiene', 'https://shop.example/baignoire'],
    ['Poussette trio', 1299, null, 'https://shop.example/poussette'],
  ];
  for (const [title, price, category, url] of items) {
    await api(token, 'POST', `/wishlists/${id}/items`, { title, price, category, url, description: `${title}, merci\u202f!` });
  }
  return { owner, id };
}

const item = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test.describe('wishlists: the guest and the example list', () => {
  test('a guest, signed out on a phone, reserves a gift, follows the cancel link from the outbox and cancels it', async ({ browser }) => {
    const { owner, id } = await publicList();
    const { context, page } = await newPage(browser, { viewport: PHONE });

    await page.goto(`/app/wishlists/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'La liste de naissance de Clara et Hugo' })).toBeVisible();
    await expect(page.getByText('Notre bébé arrive en juin !')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Hygiène 1 article',
      'Chambre 2 articles',
      'Sans catégorie 1 article',
    ]);
    await expect(item(page, 'Poussette trio').getByText(/1\s299,00\s€/)).toBeVisible();
    // signed out: no navigation, no owner's buttons
    await expect(page.getByRole('button', { name: /Ajouter un article/ })).toHaveCount(0);
    const link = item(page, 'Gigoteuse 0-6 mois').getByRole('link', { name: /Voir/ });
    await expect(link).toHaveAttribute('href', new RegExp(`/api/wishlists/${id}/items/[0-9a-f-]+/link$`));
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page);
    await shot(page, 'wishlist-public-guest');

    // the reservation dialog: required fields, then a reservation
    await item(page, 'Gigoteuse 0-6 mois')
      .getByRole('button', { name: /Réserver/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Réserver « Gigoteuse 0-6 mois »' });
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire.')).toHaveCount(2);
    const email = `invite.${randomBytes(4).toString('hex')}@example.fr`;
    await dialog.getByLabel('Votre nom').fill('Tante Agathe');
    await dialog.getByLabel('Votre e-mail').fill(email);
    await dialog.getByLabel('Un mot pour les parents (facultatif)').fill('Pour de douces nuits.');
    await expectAccessible(page);
    await shot(page, 'wishlist-reserve-dialog');
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText(`Un e-mail avec le lien pour annuler la réservation a été envoyé à ${email}.`)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-reserve-done');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(item(page, 'Gigoteuse 0-6 mois').getByText('Réservé')).toBeVisible();
    await expect(item(page, 'Gigoteuse 0-6 mois').getByRole('button', { name: /Réserver/ })).toHaveCount(0);
    await expect(page.getByText('Tante Agathe')).toHaveCount(0);

    // the owner sees who reserved, and the message (desktop)
    const ownerSide = await newPage(browser, { viewport: DESKTOP });
    await logIn(ownerSide.page, owner);
    await ownerSide.page.goto(`/app/wishlists/${id}`);
    await expect(item(ownerSide.page, 'Gigoteuse 0-6 mois').getByText('Réservé par Tante Agathe')).toBeVisible();
    await expect(item(ownerSide.page, 'Gigoteuse 0-6 mois').getByText('Pour de douces nuits.')).toBeVisible();
    await expectAccessible(ownerSide.page);
    await shot(ownerSide.page, 'wishlist-public-owner');
    await ownerSide.context.close();

    // the mailed cancel link, as the outbox holds it
    const mail = await lastMailTo(email);
    expect(mail.link).toMatch(new RegExp(`/app/wishlists/${id}/items/[^/]+/cancel$`));
    expect(mail.text).toContain(mail.link!);
    expect(mail.text).toContain('Gigoteuse 0-6 mois');

    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Annuler ma réservation' })).toBeVisible();
    await expect(
      page.getByText('Vous avez réservé « Gigoteuse 0-6 mois » sur la liste « La liste de naissance de Clara et Hugo ».'),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-cancel');
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler la réservation' });
    await expect(confirm.getByText(/Cette action est irréversible/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-cancel-confirm');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('heading', { name: 'Réservation annulée' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-cancel-done');

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    await expect(item(page, 'Gigoteuse 0-6 mois').getByRole('button', { name: /Réserver/ })).toBeEnabled();
    await expect(item(page, 'Gigoteuse 0-6 mois').getByText('Réservé')).toHaveCount(0);

    // the link works once
    await page.goto(mail.link!);
    await expect(page.getByText('Cette réservation a déjà été annulée, ou ce lien n’est plus valide.')).toBeVisible();

    // the same list on a desktop
    await page.setViewportSize(DESKTOP);
    await page.goto(`/app/wishlists/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-public-guest');
    await context.close();
  });

  test('the owner adds an item when the page cannot be read, and edits it in the details, which save on blur', async ({ browser }) => {
    const { owner, id } = await publicList();
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logIn(page, owner);
    await page.goto(`/app/wishlists/${id}`);

    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
    // a page the gateway cannot reach (.invalid never resolves): the dialog says so and goes on by hand
    await dialog.getByLabel('Adresse de la page du produit').fill('https://boutique.invalid/mobile-musical');
    await dialog.getByRole('button', { name: 'Récupérer les informations' }).click();
    await expect(dialog.getByText('Nous n’avons pas pu lire cette page. Vous pouvez saisir les informations à la main.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-add-item-failed');
    await dialog.getByRole('button', { name: 'Continuer à la main' }).click();
    await dialog.getByLabel('Titre').fill('Mobile musical');
    await dialog.getByLabel('Prix (€)').fill('32,5');
    // the picked option shows in the field (antd puts its title on it); under load the first click on
    // an option still fading in can be lost, so pick again until the field shows it
    await expect(async () => {
      await dialog.getByLabel('Catégorie').click();
      await page.locator('.ant-select-dropdown').getByTitle('Éveil', { exact: true }).click({ timeout: 2_000 });
      await expect(dialog.getByTitle('Éveil', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await dialog.getByLabel('Adresse de l’image').fill('https://images.boutique.invalid/mobile-musical.jpg');
    await expectAccessible(page);
    await shot(page, 'wishlist-add-item-details');
    await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Éveil 1 article' })).toBeVisible();
    await expect(item(page, 'Mobile musical').getByText(/32,50\s€/)).toBeVisible();

    // the details: a description saved on blur keeps the price and category (PATCH of one field)
    await item(page, 'Mobile musical')
      .getByRole('button', { name: /Détails/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Détails de l’article' });
    await details.getByLabel('Description').fill('Avec des étoiles qui tournent.');
    await details.getByLabel('Adresse de l’image').focus();
    await expect(details.getByText('Enregistré')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-item-details');
    await page.reload();
    await expect(item(page, 'Mobile musical').getByText('Avec des étoiles qui tournent.')).toBeVisible();
    await expect(item(page, 'Mobile musical').getByText(/32,50\s€/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Éveil 1 article' })).toBeVisible();
    await context.close();
  });

  test('the example list: reserve and link disabled, a create button', async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/app/wishlists/example');
      await expect(page.getByRole('heading', { level: 1, name: 'Liste de naissance de Jade' })).toBeVisible();
      await expect(page.getByText('Ceci est une liste d’exemple : la réservation et les liens sont désactivés.')).toBeVisible();
      const reserve = page.getByRole('button', { name: /^Réserver/ });
      expect(await reserve.count()).toBeGreaterThan(3);
      for (const button of await reserve.all()) await expect(button).toBeDisabled();
      for (const button of await page.getByRole('button', { name: /^Voir/ }).all()) await expect(button).toBeDisabled();
      await expect(page.getByRole('link', { name: /Voir/ })).toHaveCount(0);
      // each item shows its picture, loaded from the server itself
      const stroller = page.getByRole('img', { name: 'Photo de « Poussette compacte »' });
      await stroller.scrollIntoViewIfNeeded();
      await expect.poll(() => stroller.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('img', { name: /^Photo de « / })).toHaveCount(9);
      await expectAccessible(page);
      await shot(page, 'wishlist-example');
      await page.getByRole('link', { name: 'Créer ma liste' }).click();
      // signed out: the create screen asks to log in first
      await expect(page).toHaveURL(/\/app\/login$/);
      await context.close();
    }
  });
});
