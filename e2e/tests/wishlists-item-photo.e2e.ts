import { expect, test, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { cameraJpeg } from '../support/photos';

const item = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test.describe("wishlists: an item's photo", () => {
  test('a parent adds a book without an image on a phone, uploads its photo; guests see it on the public page', async ({ browser }) => {
    test.setTimeout(180_000);
    const account = await createAccount('Léa');
    const token = await apiLogIn(account);
    const { id } = await api(token, 'POST', '/wishlists', { title: 'La liste de naissance de Léa' });
    await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });

    const phone = await newPage(browser, { viewport: PHONE });
    const page = phone.page;
    await logIn(page, account);
    await page.goto(`/app/wishlists/${id}`);
    // the first screen after sign-in loads its remote: on a loaded machine that is slow
    await expect(page.getByRole('button', { name: /Ajouter un article/ }).first()).toBeVisible({ timeout: 60_000 });
    await page
      .getByRole('button', { name: /Ajouter un article/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
    await dialog.getByRole('button', { name: 'Sans lien' }).click();
    await dialog.getByLabel('Titre').fill('Le Petit Prince');
    // no image address: a book has none
    await dialog.getByRole('button', { name: 'Ajouter l’article' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(page, 'Le Petit Prince').getByText('Prix libre')).toBeVisible();
    await expect(item(page, 'Le Petit Prince').getByRole('img')).toHaveCount(0);

    await item(page, 'Le Petit Prince')
      .getByRole('button', { name: /Détails/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Détails de l’article' });
    await details
      .getByLabel('Ajouter une photo')
      .setInputFiles({ name: 'IMG_0107.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, '#1d3557') });
    // stored and shown: the picker now offers to change it
    await expect(details.getByText('Changer la photo')).toBeVisible();
    const inDialog = details.getByRole('img', { name: /Le Petit Prince/ });
    await expect(inDialog).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]+\/thumb$/);
    await expectAccessible(page);
    await shot(page, 'wishlist-item-photo-details');
    await details.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(item(page, 'Le Petit Prince').getByRole('img')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]+\/thumb$/);
    await phone.context.close();

    // a guest, signed out, at both widths: the server's page shows the photo, loaded
    for (const viewport of [PHONE, DESKTOP]) {
      const guest = await newPage(browser, { viewport });
      await guest.page.goto(`/app/wishlists/${id}`);
      const img = item(guest.page, 'Le Petit Prince').getByRole('img');
      await expect(img).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]+\/thumb$/);
      // the island takes over the server's markup: each try finds the image anew
      await expect
        .poll(() =>
          img.evaluate((el: HTMLImageElement) => {
            el.scrollIntoView();
            return el.complete && el.naturalWidth;
          }),
        )
        .toBeGreaterThan(0);
      await expectAccessible(guest.page);
      await shot(guest.page, `wishlist-item-photo-guest-${viewport.width}`);
      await guest.context.close();
    }
  });
});
