import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, shot } from '../support/browser';
import { startShop } from '../support/shop';

/** The list as its owner reads it over REST (what the screens saved). */
async function savedList(token: string, id: string) {
  const res = await fetch(`${BASE}/api/wishlists/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

/** The add-item dialog from the list's page: a product URL, its fetched details, then the item. */
async function addItemFromUrl(page: Page, url: string, expected: { title: string; price: string }, category?: string) {
  await page
    .getByRole('button', { name: /Ajouter un article/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Adresse de la page du produit').fill(url);
  await dialog.getByRole('button', { name: 'Récupérer les informations' }).click();
  await expect(dialog.getByLabel('Titre')).toHaveValue(expected.title);
  await expect(dialog.getByLabel('Prix (€)')).toHaveValue(expected.price);
  // the fetched photo is shown and replaces the image field
  await expect(dialog.getByRole('img', { name: 'Image trouvée sur la page' })).toBeVisible();
  await expect(dialog.getByLabel('Adresse de l’image')).toHaveCount(0);
  if (category) {
    // the dropdown opens with an animation: on a busy machine a click can land before it settles
    await expect(async () => {
      if (!(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()))
        await dialog.getByLabel('Catégorie').click();
      await page.locator(`.ant-select-item-option[title="${category}"]`).click({ timeout: 2_000 });
      await expect(dialog.locator('.ant-select')).toContainText(category, { timeout: 1_000 });
    }).toPass();
  }
  return dialog;
}

/** Axe and a screenshot at desktop and phone widths, back to desktop after. */
async function checkBothWidths(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // from the top: the sticky header would otherwise be drawn mid-page in a full-page screenshot
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await shot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

test.describe('wishlists, the owner', () => {
  test('a new owner creates a list, picks a cover, makes it public and opens the share tab', async ({ page, context }) => {
    // a dozen screens, each checked by axe at two widths
    test.setTimeout(300_000);
    const account = await createAccount('Camille');
    await logIn(page, account);
    const token = await apiLogIn(account);

    await page.goto('/app/wishlists');
    await expect(page.getByText('Vous n’avez pas encore de liste.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir une liste exemple/ })).toHaveAttribute('href', /\/app\/wishlists\/example$/);
    await checkBothWidths(page, 'wishlist-list-empty');
    await page.getByRole('link', { name: 'Créer une liste' }).first().click();
    await expect(page).toHaveURL(/\/app\/wishlists\/create$/);

    // title required, then a real list
    await page.getByRole('button', { name: 'Créer la liste' }).click();
    await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/wishlists\/create$/);
    await page.getByLabel('Titre').fill('  La liste de naissance de Jade ');
    await page.getByLabel('Description').fill('Merci pour Jade !\nElle arrive en juin.');
    await expect(page.getByLabel('Description')).toHaveAttribute('rows', '10');
    await checkBothWidths(page, 'wishlist-create');
    await page.getByRole('button', { name: 'Créer la liste' }).click();
    await expect(page).toHaveURL(/\/app\/wishlists\/[0-9a-f-]{36}$/);
    const id = page.url().match(/wishlists\/([0-9a-f-]{36})$/)![1];
    expect(await savedList(token, id)).toMatchObject({
      title: 'La liste de naissance de Jade',
      description: 'Merci pour Jade !\nElle arrive en juin.',
      visibility: 'private',
      cover: null,
    });

    // two gifts from product URLs
    const shop = await startShop();
    try {
      let dialog = await addItemFromUrl(
        page,
        `${shop.origin}/produit/gigoteuse`,
        { title: 'Gigoteuse naissance 0-6 mois', price: '39,90' },
        'Chambre',
      );
      await expectAccessible(page);
      await shot(page, 'wishlist-add-item');
      await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
      await expect(dialog).toBeHidden();
      dialog = await addItemFromUrl(page, `${shop.origin}/rayon/poussette`, { title: 'Poussette trio Confort+', price: '1299,00' });
      await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await shop.close();
    }
    const items = (await savedList(token, id)).items;
    expect(items.map((i: { title: string; price: number; category: string | null }) => [i.title, i.price, i.category])).toEqual([
      ['Gigoteuse naissance 0-6 mois', 39.9, 'bedroom'],
      ['Poussette trio Confort+', 1299, null],
    ]);
    expect(
      items.every((i: { image: string; url: string }) => i.image.startsWith('http://127.0.0.1:') && i.url.startsWith('http://127.0.0.1:')),
    ).toBe(true);

    // theme: a colour and a cover, each saved when picked
    await page.goto(`/app/wishlists/${id}/theme`);
    const tabs = page.getByRole('navigation', { name: 'Paramètres de la liste' });
    await expect(tabs.getByRole('link', { name: 'Thème' })).toHaveAttribute('aria-current', 'page');
    // the swatch and the thumbnails draw the radios: a pointer clicks them (their labels)
    await page.getByTitle('Émeraude', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Émeraude' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
    const covers = page.getByRole('radiogroup', { name: 'Image de couverture' });
    await expect(covers.getByRole('radio')).toHaveCount(1 + 4 + 6 + 4 + 12 + 5 + 2);
    // by keyboard: focus the group, arrow to the first cover
    await covers.getByRole('radio', { name: 'Sans image' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
    await expect.poll(async () => (await savedList(token, id)).cover).toMatch(/^[a-z]+_01\.jpg$/);
    await covers.getByTitle('Bébé 2', { exact: true }).click();
    await expect.poll(async () => (await savedList(token, id)).cover).toBe('baby_02.jpg');
    expect((await savedList(token, id)).themeColor).toBe('emerald');
    // every thumbnail arrived
    await expect
      .poll(() => covers.locator('img').evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length))
      .toBe(0);
    await checkBothWidths(page, 'wishlist-settings-theme');

    // edit: autosaved visibility, title on blur
    await tabs.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(new RegExp(`/wishlists/${id}/edit$`));
    await expect(page.getByRole('button', { name: /Enregistrer/ })).toHaveCount(0);
    await page.getByText('Public', { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
    await expect.poll(async () => (await savedList(token, id)).visibility).toBe('public');
    await page.getByLabel('Titre').fill('La liste de Jade');
    await page.getByLabel('Titre').press('Tab');
    await expect.poll(async () => (await savedList(token, id)).title).toBe('La liste de Jade');
    await page.getByLabel('Titre').fill('');
    await page.getByLabel('Titre').press('Tab');
    await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
    await page.getByLabel('Titre').fill('La liste de Jade');
    await page.getByLabel('Titre').press('Tab');
    // each save changed its own field only: what the other tabs saved is still there
    expect(await savedList(token, id)).toMatchObject({
      title: 'La liste de Jade',
      description: 'Merci pour Jade !\nElle arrive en juin.',
      visibility: 'public',
      themeColor: 'emerald',
      cover: 'baby_02.jpg',
    });
    await expect(page.getByLabel('Description')).toHaveValue('Merci pour Jade !\nElle arrive en juin.');
    await checkBothWidths(page, 'wishlist-settings-edit');

    // reservations and stats of a list without reservations yet
    await tabs.getByRole('link', { name: 'Réservations' }).click();
    await expect(page.getByText('Aucun article n’est réservé pour le moment.')).toBeVisible();
    await checkBothWidths(page, 'wishlist-settings-reservations');
    await tabs.getByRole('link', { name: 'Statistiques' }).click();
    const stats = page.getByRole('table', { name: 'Articles par tranche de prix' });
    await expect(
      stats
        .getByRole('row', { name: /De 25 à 50 €/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
    await expect(
      stats
        .getByRole('row', { name: /200 € et plus/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
    await checkBothWidths(page, 'wishlist-settings-stats');

    // share: the public link and copy, at every width (a parent shares from a phone)
    await tabs.getByRole('link', { name: 'Partager' }).click();
    const link = page.getByLabel('Lien de partage');
    await expect(link).toHaveValue(new RegExp(`^https?://.+/app/wishlists/${id}$`));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Copié !').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-settings-share');
    await page.setViewportSize(PHONE);
    await expect(tabs.getByRole('link', { name: 'Partager' })).toBeVisible();
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-settings-share');
    await page.setViewportSize(DESKTOP);

    // the list and the dashboard show it public, with its share entry
    await page.goto('/app/wishlists');
    await expect(page.getByRole('link', { name: 'La liste de Jade' })).toBeVisible();
    // the cover's thumbnail on the card
    await expect(page.locator('.cg-list-card__cover img')).toHaveAttribute('src', '/covers/thumbs/baby_02.jpg');
    await expect(page.getByText(/2 articles · aucun réservé/)).toBeVisible();
    await page.getByRole('button', { name: 'Actions pour La liste de Jade' }).click();
    await expect(page.getByRole('menuitem', { name: /Partager/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await checkBothWidths(page, 'wishlist-list');
    await page.goto('/app/');
    await expect(page.getByRole('link', { name: 'Partager La liste de Jade' })).toHaveAttribute(
      'href',
      new RegExp(`/wishlists/${id}/share$`),
    );
    await checkBothWidths(page, 'wishlist-dashboard');
  });

  test('settings of an absent list go back to the lists', async ({ page }) => {
    const account = await createAccount('Noé');
    await logIn(page, account);
    await page.goto('/app/wishlists/11111111-1111-4111-8111-111111111111/edit');
    await expect(page).toHaveURL(/\/app\/wishlists$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes listes de naissance' })).toBeVisible();
  });
});
