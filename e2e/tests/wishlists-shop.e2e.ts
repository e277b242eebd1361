import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { startShop } from '../support/shop';

/** A list of the account's, created over REST; its id. */
async function createList(token: string, title: string) {
  const res = await fetch(`${BASE}/api/wishlists`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
}

/** Axe and a screenshot at phone and desktop widths. */
async function checkBothWidths(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await shot(page, name);
  }
}

test.describe('wishlists, items from any shop', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  test.beforeAll(async () => {
    shop = await startShop();
  });
  test.afterAll(async () => {
    await shop.close();
  });

  test('"Partager → Cigogne": the share target opens the only list’s add-item dialog on the shared address', async ({ page }) => {
    const account = await createAccount('Camille');
    const id = await createList(await apiLogIn(account), 'La liste de Jade');
    await logIn(page, account);
    const product = `${shop.origin}/produit/gigoteuse`;

    // the manifest the phone installed says where to go, and with which parameters
    const manifest = await (await page.request.get('/app/manifest.webmanifest')).json();
    const { action, params } = manifest.share_target;
    // Android puts the address in `text`, after the page's title
    await page.goto(`${action}?${params.title}=Gigoteuse&${params.text}=${encodeURIComponent(`Gigoteuse naissance ${product}`)}`);

    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
    await expect(dialog.getByLabel('Titre')).toHaveValue('Gigoteuse naissance 0-6 mois');
    await expect(dialog.getByLabel('Lien du produit')).toHaveValue(product);
    await expect(dialog.getByLabel('Prix (€)')).toHaveValue('39,90');
    await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Gigoteuse naissance 0-6 mois' })).toBeVisible();
  });

  test('signed out, the share target goes through the login and comes back to the dialog', async ({ browser }) => {
    const account = await createAccount('Nora');
    const id = await createList(await apiLogIn(account), 'Pour Malo');
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const product = `${shop.origin}/rayon/poussette`;
    await page.goto(`/app/wishlists/share?url=${encodeURIComponent(product)}`);
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    await expect(page.getByRole('dialog', { name: 'Ajouter un article' }).getByLabel('Titre')).toHaveValue('Poussette trio Confort+');
    await context.close();
  });

  test('the bookmarklet, run on a shop’s tab, opens the list’s dialog with that address; a robot check says so', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount('Inès');
    const id = await createList(await apiLogIn(account), 'La liste de Léon');
    await logIn(page, account);
    await page.goto(`/app/wishlists/${id}`);
    const offer = page.getByRole('region', { name: 'Ajouter depuis n’importe quelle boutique' });
    const link = offer.getByRole('link', { name: 'Ajouter à Cigogne' });
    await expect(link).toHaveAttribute('href', /^javascript:/);
    await expect(link).toHaveAttribute('draggable', 'true');
    await offer.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'wishlist-bookmarklet-offer');
    // by keyboard: the link explains itself instead of running on Cigogne's own page
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(offer.getByText(/Ce bouton s’utilise depuis vos favoris/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    const code = (await link.getAttribute('href'))!;

    // a shop's tab where Amazon answers with its robot check: the bookmarklet runs there as a bookmark does
    const shopTab = await context.newPage();
    await shopTab.goto(`${shop.origin}/dp/robot-check?ref=sr_1_1`);
    const opened = context.waitForEvent('page');
    await shopTab.evaluate(code.replace(/^javascript:/, ''));
    const cigogne = await opened;
    await expect(cigogne).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    // no opener, no referrer: the shop's tab has no hold on Cigogne's, and the address is all it sent
    expect(await cigogne.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
    const dialog = cigogne.getByRole('dialog', { name: 'Ajouter un article' });
    const notice = dialog.getByRole('alert');
    await expect(notice).toContainText('Cette boutique bloque la lecture automatique');
    await expect(dialog.getByLabel('Lien du produit')).toHaveValue(`${shop.origin}/dp/robot-check?ref=sr_1_1`);
    await expect(dialog.getByLabel('Titre')).toHaveValue('');
    await checkBothWidths(cigogne, 'wishlist-add-item-blocked');

    // by hand from there
    await cigogne.setViewportSize(DESKTOP);
    await dialog.getByLabel('Titre').fill('Babyphone vidéo');
    await dialog.getByLabel('Adresse de l’image').fill(`${shop.origin}/media/babyphone.jpg`);
    await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
    await expect(dialog).toBeHidden();
    await expect(cigogne.getByRole('heading', { level: 3, name: 'Babyphone vidéo' })).toBeVisible();
  });
});
