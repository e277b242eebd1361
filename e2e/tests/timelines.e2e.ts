import { expect, test } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo, frDate, pickDate } from '../support/dates';

test.describe('timelines, end to end', () => {
  test('an owner keeps a timeline, shares it, and a relative opens it without an account', async ({ browser, page, context }) => {
    const account = await createAccount('Sofia');
    await logIn(page, account);

    await page.goto('/app/timelines');
    await expect(page.getByText('Vous n’avez pas encore de frise.').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Créer une frise' }).first().click();
    await expect(page).toHaveURL(/\/app\/timelines\/create$/);

    // the form: required fields, then a valid timeline
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/timelines\/create$/);
    // a future birth date cannot be confirmed in the picker (a past one can)
    const birthInput = page.getByLabel('Date et heure de naissance');
    await birthInput.click();
    const okButton = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
    await birthInput.fill(`${frDate(daysAgo(200))} 08:30`);
    await expect(okButton).toBeEnabled();
    await birthInput.fill(`${frDate(new Date(Date.now() + 3 * 86400_000))} 08:30`);
    await expect(okButton).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.getByLabel('Titre').fill('  Les premiers mois de Nina  ');
    await page.getByLabel('Prénom de l’enfant').fill('Nina');
    const birth = daysAgo(130);
    await pickDate(page, 'Date et heure de naissance', `${frDate(birth)} 08:30`);
    await page.getByText('Public', { exact: true }).click();
    await expectAccessible(page);
    await shot(page, 'timeline-form');
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await expect(page).toHaveURL(/\/app\/timelines\/[0-9a-f-]{36}\/manage$/);
    const id = page.url().match(/timelines\/([0-9a-f-]{36})\/manage/)![1];
    await expect(page.getByText('Les premiers mois de Nina').first()).toBeVisible();

    // two events
    for (const [title, ago] of [
      ['Premier sourire', 90],
      ['Premier bain', 125],
    ] as const) {
      await page.getByRole('link', { name: 'Ajouter un événement' }).first().click();
      await expect(page).toHaveURL(/\/events\/create$/);
      await page.getByLabel('Titre').fill(title);
      await pickDate(page, 'Date', frDate(daysAgo(ago)));
      await page.getByLabel('Description').fill(`${title} de Nina, en famille.`);
      await page.getByRole('button', { name: 'Ajouter l’événement' }).click();
      await expect(page).toHaveURL(/\/manage$/);
      await expect(page.getByText(title).first()).toBeVisible();
    }
    await expectAccessible(page);
    await shot(page, 'timeline-manage');

    // share screen: the public link, copy confirmation
    await page.goto(`/app/timelines/${id}/share`);
    const link = page.getByLabel('Lien de partage');
    await expect(link).toHaveValue(new RegExp(`^https?://.+/app/timelines/${id}$`));
    const publicUrl = await link.inputValue();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Copié !').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'timeline-share');

    // a relative, signed out, at phone and desktop width
    for (const viewport of [DESKTOP, PHONE]) {
      const guest = await newPage(browser, { viewport });
      await guest.page.goto(publicUrl);
      await expect(guest.page.getByRole('heading', { name: /Nina/ }).first()).toBeVisible();
      // oldest first
      await expect(guest.page.getByRole('heading', { level: 2 }).filter({ hasText: /^Premier (bain|sourire)$/ })).toHaveText([
        'Premier bain',
        'Premier sourire',
      ]);
      // running age subtitle and the age at each event: months and days
      await expect(guest.page.getByText(/Nina a \d+\s+mois,\s+\d+\s+jours?/).first()).toBeVisible();
      expect(await guest.page.getByText(/\d+\s+mois,\s+\d+\s+jours?/).count()).toBeGreaterThanOrEqual(3);
      await expect(guest.page.getByRole('link', { name: 'Gérer' })).toHaveCount(0);
      await expectAccessible(guest.page);
      await shot(guest.page, 'timeline-public');
      await guest.context.close();
    }

    // the owner sees the manage button on the same page
    await page.goto(`/app/timelines/${id}`);
    await expect(page.getByRole('link', { name: 'Gérer' }).first()).toBeVisible();
  });

  test('a private timeline shows the share warning to its owner and is not found for others', async ({ browser, page }) => {
    const account = await createAccount('Jules');
    const token = await apiLogIn(account);
    const res = await fetch(`${BASE}/api/timelines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Secret',
        firstName: 'Jules',
        birthDate: daysAgo(10).toISOString(),
        themeColor: 'teal',
        visibility: 'private',
      }),
    });
    expect(res.status).toBe(201);
    const created = await res.json();

    await logIn(page, account);
    await page.goto(`/app/timelines/${created.id}/share`);
    await expect(page.getByText('Cette page est privée')).toBeVisible();
    await expect(page.getByLabel('Lien de partage')).toHaveCount(0);
    await shot(page, 'timeline-share-private');

    const guest = await newPage(browser);
    await guest.page.goto(`/app/timelines/${created.id}`);
    await expect(guest.page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await guest.context.close();
  });

  test('lists, and deletes after confirmation', async ({ page }) => {
    const account = await createAccount('Émile');
    await logIn(page, account);
    await page.goto('/app/timelines/create');
    await pickDate(page, 'Date et heure de naissance', `${frDate(daysAgo(3))} 10:00`);
    await page.getByLabel('Titre').fill('À effacer');
    await page.getByLabel('Prénom de l’enfant').fill('Émile');
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goto('/app/timelines');
    await expect(page.getByText('À effacer').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'timeline-list');
    // a click while the menu still slides open (a loaded machine) can miss its item: open and click again until asked
    await expect(async () => {
      const remove = page.getByRole('menuitem', { name: /Supprimer/ });
      if (!(await remove.isVisible())) await page.getByRole('button', { name: 'Actions pour À effacer' }).click({ timeout: 2_000 });
      await remove.click({ timeout: 2_000 });
      await expect(page.getByText('Confirmer la suppression')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page
      .getByRole('button', { name: /Supprimer/ })
      .last()
      .click();
    await expect(page.getByText('Vous n’avez pas encore de frise.').first()).toBeVisible();
  });
});
