import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo, frDate, isoDay, pickDate } from '../support/dates';
import { lastMailTo } from '../support/outbox';

const inDays = (n: number) => daysAgo(-n);

/** The wizard's Next (or, on the last step, Validate) once the step's value is valid. */
async function next(page: Page, name = 'Suivant') {
  const button = page.getByRole('button', { name });
  await expect(button).toBeEnabled();
  await button.click();
}

test.describe('predictions, end to end', () => {
  test('an owner shares a prediction, a guest answers on a phone and reveals, the owner records the birth', async ({
    browser,
    page,
    context,
  }) => {
    // one long story over three browser contexts, on a shared 2-core machine
    test.setTimeout(360_000);
    const account = await createAccount('Chloé');
    await logIn(page, account);

    // the list, empty, then the form
    await page.goto('/app/predictions');
    await expect(page.getByText('Vous n’avez pas encore de pronostic.').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Créer un pronostic' }).first().click();
    await expect(page).toHaveURL(/\/app\/predictions\/create$/);
    await page.getByRole('button', { name: 'Créer le pronostic' }).click();
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);

    await page.getByLabel('Prénom du bébé').fill('Rose');
    // surprise switches the gender reveal off and disables it
    await page.getByRole('switch', { name: 'Révéler le sexe' }).click();
    await page.getByText('Surprise', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Révéler le sexe' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Révéler le sexe' })).not.toBeChecked();
    await page.getByText('Fille', { exact: true }).click();
    await pickDate(page, 'Date prévue de naissance', frDate(inDays(40)));
    for (const name of ['Date de naissance', 'Heure de naissance', 'Poids', 'Taille', 'Couleur des yeux', 'Couleur des cheveux']) {
      await page.getByRole('switch', { name }).click();
    }
    // time and moment exclude each other
    await page.getByRole('switch', { name: 'Moment de la journée' }).click();
    await expect(page.getByRole('switch', { name: 'Heure de naissance' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Heure de naissance' }).click();
    await expect(page.getByRole('switch', { name: 'Moment de la journée' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Révéler le sexe' }).click();
    await page.getByRole('switch', { name: 'Révéler le prénom' }).click();
    await page.getByText('Public', { exact: true }).click();
    await expectAccessible(page);
    await shot(page, 'prediction-form');
    await page.getByRole('button', { name: 'Créer le pronostic' }).click();
    await expect(page).toHaveURL(/\/app\/predictions\/[0-9a-f-]{36}\/manage$/);
    const id = page.url().match(/predictions\/([0-9a-f-]{36})\/manage/)![1];
    const guestEmail = `mamie-jeanne-${Date.now()}@example.fr`;
    await expect(page.getByRole('heading', { level: 1, name: 'Pronostic pour Rose' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer une liste de naissance pour ce bébé' })).toHaveAttribute(
      'href',
      `/app/wishlists/create?predictionId=${id}`,
    );

    // share
    await page.goto(`/app/predictions/${id}/share`);
    const link = page.getByLabel('Lien de partage');
    await expect(link).toHaveValue(new RegExp(`^https?://.+/app/predictions/${id}$`));
    const publicUrl = await link.inputValue();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Copié !').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'prediction-share');

    // the list with its menu
    await page.goto('/app/predictions');
    await page.getByRole('button', { name: 'Actions pour Pronostic pour Rose' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Aperçu', 'Modifier', 'Partager', 'Statistiques', 'Supprimer']);
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await shot(page, 'prediction-list');

    // a guest on a phone, signed out: every step
    const guest = await newPage(browser, { viewport: PHONE });
    const g = guest.page;
    // the page is the server's HTML and its island (docs/architecture.md#islands): the app's own code never comes
    const appCode: string[] = [];
    g.on('request', (r) => r.resourceType() === 'script' && /\/app\/main\.|remoteEntry/.test(r.url()) && appCode.push(r.url()));
    await g.goto(publicUrl);
    await expect(g.getByRole('heading', { name: 'Quel est votre prénom ?' })).toBeVisible();
    await expect(g.getByText('Rose')).toHaveCount(0);
    await expect(g.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(g.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await expectAccessible(g);
    await shot(g, 'prediction-guest-name');
    await g.getByRole('textbox', { name: 'Quel est votre prénom ?' }).fill('Mamie Jeanne');
    await next(g);
    await expect(g.getByRole('radio', { name: 'Surprise' })).toHaveCount(0);
    await g.getByRole('radio', { name: 'Fille' }).check();
    await next(g);
    await g.getByRole('textbox', { name: 'Quel sera son prénom ?' }).fill('Rose');
    await next(g);
    await g.getByLabel('Quel jour naîtra-t-il ou elle ?').fill(isoDay(inDays(38)));
    await next(g);
    await g.getByLabel('À quelle heure ?').fill('14:30');
    await next(g);
    const weight = g.getByRole('slider');
    await weight.focus();
    for (let i = 0; i < 3; i++) await weight.press('ArrowRight');
    await expect(g.getByText('3,6 kg').first()).toBeVisible();
    await expectAccessible(g);
    await shot(g, 'prediction-guest-weight');
    await next(g);
    await expect(g.getByRole('slider')).toHaveAttribute('max', '60');
    await next(g);
    await g.getByRole('radio', { name: 'Bleus' }).check();
    await next(g);
    await g.getByRole('radio', { name: 'Blonds' }).check();
    await next(g);
    // the last step, optional: an e-mail for the birth announcement, erased after it
    const email = g.getByRole('textbox', { name: 'Votre e-mail pour l’annonce de la naissance (facultatif)' });
    await expect(email).toHaveAccessibleDescription(/uniquement à vous annoncer la naissance.*puis il est effacé/);
    await email.fill('mamie-jeanne@');
    await expect(g.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await email.fill(guestEmail);
    await expectAccessible(g);
    await shot(g, 'prediction-guest-email');
    await g.setViewportSize(DESKTOP);
    await expectAccessible(g);
    await shot(g, 'prediction-guest-email');
    await g.setViewportSize(PHONE);
    await next(g, 'Valider');

    await expect(g.getByRole('heading', { name: 'Merci Mamie Jeanne, votre pronostic est enregistré !' })).toBeVisible();
    await expect(g.getByTestId('confetti').locator('canvas')).toBeVisible();
    const cookies = await guest.context.cookies();
    const cookie = cookies.find((c) => c.name === `prediction.${id}.answer`);
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    // 365 days, give or take the test's own duration
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86400_000);
    await shot(g, 'prediction-guest-summary');

    // the reveal: the gender, then the first name in the same dialog
    await g.getByRole('button', { name: 'Découvrir le sexe' }).click();
    const dialog = g.getByRole('dialog', { name: 'Le sexe du bébé' });
    await expect(dialog.getByText('C’est une fille !')).toBeVisible();
    await dialog.getByRole('button', { name: 'Découvrir le prénom' }).click();
    await expect(dialog.getByText('Son prénom : Rose')).toBeVisible();
    await expectAccessible(g);
    await shot(g, 'prediction-guest-reveal');
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    expect(appCode).toEqual([]);
    await g.close();

    // the same guest comes back: the summary, no confetti
    const back = await guest.context.newPage();
    await back.goto(publicUrl);
    await expect(back.getByRole('heading', { name: 'Bon retour Mamie Jeanne !' })).toBeVisible();
    await expect(back.getByText('3,6 kg')).toBeVisible();
    await expect(back.getByTestId('confetti')).toHaveCount(0);
    await expect(back.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await expectAccessible(back);
    await guest.context.close();

    // the wizard at desktop width
    const wide = await newPage(browser, { viewport: DESKTOP });
    await wide.page.goto(publicUrl);
    await expect(wide.page.getByRole('heading', { name: 'Quel est votre prénom ?' })).toBeVisible();
    await shot(wide.page, 'prediction-guest-name');
    await wide.context.close();

    // the owner: stats, then the birth, then the winners and the timeline
    await page.goto(`/app/predictions/${id}/stats`);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    await expect(page.getByText('1 réponse').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Poids' }).getByText('3,6 kg')).toHaveCount(3);
    await expect(page.getByText('Les gagnants apparaîtront ici une fois la naissance enregistrée.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'prediction-stats');

    await page.goto(`/app/predictions/${id}/manage`);
    const answers = page.getByRole('region', { name: /Réponses/ });
    await expect(answers.getByRole('heading', { level: 3, name: 'Mamie Jeanne' })).toBeVisible();
    const birth = page.getByRole('region', { name: 'Le bébé est né' });
    await pickDate(page, 'Date et heure de naissance', `${frDate(daysAgo(1))} 14:10`);
    await birth.getByLabel('Poids').fill('3.55');
    await birth.getByLabel('Taille').fill('50');
    await birth.getByText('Fille', { exact: true }).click();
    await expect(birth.getByLabel('Prénom')).toHaveValue('Rose');
    await birth.getByText('Bleus', { exact: true }).click();
    await birth.getByText('Blonds', { exact: true }).click();
    await birth.getByRole('checkbox', { name: 'Annoncer la naissance aux participants' }).check();
    await expectAccessible(page);
    await shot(page, 'prediction-manage');
    // the birth form with its announce box on a phone
    await page.setViewportSize(PHONE);
    await expect(birth.getByRole('checkbox', { name: 'Annoncer la naissance aux participants' })).toBeChecked();
    await shot(page, 'prediction-manage-birth');
    await page.setViewportSize(DESKTOP);
    await birth.getByRole('button', { name: 'Enregistrer la naissance' }).click();
    await expect(birth.getByRole('button', { name: 'Créer la frise' })).toBeVisible();
    // the guest who left an e-mail gets the announcement (the outbox is the local delivery), in French, their language
    const announcement = await lastMailTo(guestEmail);
    expect(announcement.subject).toBe('Cigogne : Rose est née !');
    expect(announcement.text).toContain('Bonjour Mamie Jeanne,');
    expect(announcement.text).toMatch(/Votre score\s:\s[\d,]+\s\/\s100, 1er sur 1\./);
    expect(announcement.link).toMatch(new RegExp(`/app/predictions/${id}$`));

    await page.goto(`/app/predictions/${id}/stats`);
    const winners = page.getByRole('region', { name: /Les gagnants/ });
    await expect(winners.getByRole('listitem').first()).toContainText('1er');
    await expect(winners.getByRole('listitem').first()).toContainText('Mamie Jeanne');
    await expectAccessible(page);
    await shot(page, 'prediction-stats-winners');

    // the owner's screens on a phone
    await page.setViewportSize(PHONE);
    for (const [name, path, ready] of [
      ['prediction-list', '/app/predictions', 'Mes pronostics'],
      ['prediction-stats-winners', `/app/predictions/${id}/stats`, 'Statistiques'],
      ['prediction-manage', `/app/predictions/${id}/manage`, 'Pronostic pour Rose'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expectAccessible(page);
      await shot(page, name);
    }

    await page.getByRole('button', { name: 'Créer la frise' }).click();
    await expect(page).toHaveURL(/\/app\/timelines\/[0-9a-f-]{36}\/manage$/);
    await expect(page.getByText('Rose').first()).toBeVisible();
  });
});
