import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createAccount, logIn } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, launch, newPage, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const pad = (n: number) => String(n).padStart(2, '0');
const frDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

/** Types a date into an antd DatePicker and confirms it (OK for date-times), as a keyboard user would. */
async function pickDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await input.click();
  // the panel opens with an animation: wait for it before deciding how to confirm
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await dropdown.waitFor();
  await input.fill(text);
  const ok = dropdown.locator('.ant-picker-ok button');
  if (await ok.count()) await ok.click();
  else await input.press('Tab');
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe(text);
}

describe('timelines, end to end', () => {
  it('an owner keeps a timeline, shares it, and a relative opens it without an account', async () => {
    const account = await createAccount('Sofia');
    const { context, page } = await newPage(browser);
    await logIn(page, account);

    await page.goto('/app/timelines');
    await page.getByText("Vous n'avez pas encore de frise.").first().waitFor();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Créer une frise' })
      .or(page.getByRole('button', { name: 'Créer une frise' }))
      .first()
      .click();
    await page.waitForURL('**/app/timelines/create');

    // the form: required fields, then a valid timeline
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    expect(
      await page
        .getByText('Ce champ est obligatoire.')
        .first()
        .waitFor()
        .then(() => true),
    ).toBe(true);
    expect(page.url()).toMatch(/\/timelines\/create$/);
    // a future birth date cannot be confirmed in the picker (a past one can)
    const birthInput = page.getByLabel('Date et heure de naissance');
    await birthInput.click();
    const okButton = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
    const okBecomes = async (disabled: boolean) =>
      page.waitForFunction(
        ([el, want]) => (el as HTMLButtonElement).disabled === want,
        [await okButton.elementHandle(), disabled] as const,
        { timeout: 5000 },
      );
    await birthInput.fill(`${frDate(daysAgo(200))} 08:30`);
    await okBecomes(false);
    await birthInput.fill(`${frDate(new Date(Date.now() + 3 * 86400_000))} 08:30`);
    await okBecomes(true);
    await page.keyboard.press('Escape');
    await page.getByLabel('Titre').fill('  Les premiers mois de Nina  ');
    await page.getByLabel("Prénom de l'enfant").fill('Nina');
    const birth = daysAgo(130);
    await pickDate(page, 'Date et heure de naissance', `${frDate(birth)} 08:30`);
    await page.getByText('Public', { exact: true }).click();
    await expectAccessible(page);
    await shot(page, 'timeline-form');
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await page.waitForURL(/\/app\/timelines\/[0-9a-f-]{36}\/manage$/);
    const id = page.url().match(/timelines\/([0-9a-f-]{36})\/manage/)![1];
    await page.getByText('Les premiers mois de Nina').first().waitFor();

    // two events
    for (const [title, ago] of [
      ['Premier sourire', 90],
      ['Premier bain', 125],
    ] as const) {
      await page
        .getByRole('link', { name: 'Ajouter un événement' })
        .or(page.getByRole('button', { name: 'Ajouter un événement' }))
        .first()
        .click();
      await page.waitForURL('**/events/create');
      await page.getByLabel('Titre').fill(title);
      await pickDate(page, 'Date', frDate(daysAgo(ago)));
      await page.getByLabel('Description').fill(`${title} de Nina, en famille.`);
      await page.getByRole('button', { name: "Ajouter l'événement" }).click();
      await page.waitForURL(/\/manage$/);
      await page.getByText(title).first().waitFor();
    }
    await expectAccessible(page);
    await shot(page, 'timeline-manage');

    // share screen: the public link, copy confirmation
    await page.goto(`/app/timelines/${id}/share`);
    const link = page.getByLabel('Lien de partage');
    await link.waitFor();
    const url = (await link.inputValue()) || (await link.textContent()) || '';
    expect(url).toMatch(new RegExp(`/app/timelines/${id}$`));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByText('Copié !').first().waitFor();
    await expectAccessible(page);
    await shot(page, 'timeline-share');

    // a relative, signed out, at phone and desktop width
    for (const viewport of [DESKTOP, PHONE]) {
      const guest = await newPage(browser, { viewport });
      await guest.page.goto(url);
      await guest.page.getByRole('heading', { name: /Nina/ }).first().waitFor();
      await guest.page.getByRole('heading', { name: 'Premier sourire' }).waitFor();
      await guest.page.getByRole('heading', { name: 'Premier bain' }).waitFor();
      // oldest first
      const titles = await guest.page.getByRole('heading', { level: 2 }).allTextContents();
      expect(titles.indexOf('Premier bain')).toBeLessThan(titles.indexOf('Premier sourire'));
      // running age subtitle and the age at each event: months and days
      expect(await guest.page.getByText(/Nina a \d+\s+mois,\s+\d+\s+jours?/).count()).toBeGreaterThan(0);
      expect(await guest.page.getByText(/\d+\s+mois,\s+\d+\s+jours?/).count()).toBeGreaterThanOrEqual(3);
      expect(
        await guest.page
          .getByRole('link', { name: 'Gérer' })
          .or(guest.page.getByRole('button', { name: 'Gérer' }))
          .count(),
      ).toBe(0);
      await expectAccessible(guest.page);
      await shot(guest.page, 'timeline-public');
      await guest.context.close();
    }

    // the owner sees the manage button on the same page
    await page.goto(`/app/timelines/${id}`);
    await page
      .getByRole('link', { name: 'Gérer' })
      .or(page.getByRole('button', { name: 'Gérer' }))
      .first()
      .waitFor();
    await context.close();
  });

  it('a private timeline shows the share warning to its owner and is not found for others', async () => {
    const account = await createAccount('Jules');
    const login = await fetch(`${process.env.E2E_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).then((r) => r.json());
    const created = await fetch(`${process.env.E2E_URL}/api/timelines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({
        title: 'Secret',
        firstName: 'Jules',
        birthDate: daysAgo(10).toISOString(),
        themeColor: 'teal',
        visibility: 'private',
      }),
    }).then((r) => r.json());

    const { context, page } = await newPage(browser);
    await logIn(page, account);
    await page.goto(`/app/timelines/${created.id}/share`);
    await page.getByText('Cette page est privée').waitFor();
    expect(await page.getByLabel('Lien de partage').count()).toBe(0);
    await shot(page, 'timeline-share-private');
    await context.close();

    const guest = await newPage(browser);
    await guest.page.goto(`/app/timelines/${created.id}`);
    await guest.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await guest.context.close();
  });

  it('lists, and deletes after confirmation', async () => {
    const account = await createAccount('Émile');
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logIn(page, account);
    await page.goto('/app/timelines/create');
    await pickDate(page, 'Date et heure de naissance', `${frDate(daysAgo(3))} 10:00`);
    await page.getByLabel('Titre').fill('À effacer');
    await page.getByLabel("Prénom de l'enfant").fill('Émile');
    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await page.waitForURL(/\/manage$/);
    await page.goto('/app/timelines');
    await page.getByText('À effacer').first().waitFor();
    await expectAccessible(page);
    await shot(page, 'timeline-list');
    await page.getByRole('button', { name: 'Actions pour À effacer' }).click();
    await page.getByRole('menuitem', { name: /Supprimer/ }).click();
    await page.getByText('Confirmer la suppression').waitFor();
    await page
      .getByRole('button', { name: /Supprimer/ })
      .last()
      .click();
    await page.getByText("Vous n'avez pas encore de frise.").first().waitFor();
    await context.close();
  });
});
