// The first tap of a visitor on each guest page, what it is and what it shows: shared by the
// behaviour test (tests/first-tap.e2e.ts) and its latency's measurement (perf/first-tap.mjs, run
// by `npm run longtasks`). Guest pages have no language switch (the SPEC puts it on the account
// page): on a public timeline the first tap is the menu, a guest's navigation (which wakes the
// app); on the login page Se connecter (its island checks the form), on a public wishlist Réserver
// (the dialog opens), on the guest wizard Suivant (the next question).
// Plain TypeScript that Node runs as it is (type stripping): the perf script imports it.
import { expect, type Locator, type Page } from '@playwright/test';

export interface FirstTap {
  /** Whatever the visitor does before the tap (filling a field); returns the element tapped. */
  target: (page: Page) => Promise<Locator>;
  /** Resolves once the page shows what the tap asked for. */
  shown: (page: Page) => Promise<void>;
}

/** Generous: a loaded machine slows every step, and none of these waits measures anything. */
const SHOWN = { timeout: 30_000 };

export const WIZARD_FIRST_QUESTION = 'Quel est votre prénom ?';

export const FIRST_TAPS = {
  // the login page is an island: its form answers at once (the menu wakes the whole app)
  login: {
    target: async (page) => page.getByRole('button', { name: 'Se connecter', exact: true }),
    shown: (page) => expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2, SHOWN),
  },
  // the public timeline's island is its photo viewer (the menu wakes the whole app); its island loads once a photo is on screen
  photo: {
    target: async (page) => {
      const photo = page.getByRole('button', { name: /^Ouvrir la photo 1 sur / });
      await photo.scrollIntoViewIfNeeded();
      return photo;
    },
    shown: (page) => expect(page.getByRole('dialog', { name: /^Photo 1 sur / })).toBeVisible(SHOWN),
  },
  menu: {
    target: async (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
    shown: (page) => expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'true', SHOWN),
  },
  reserve: {
    target: async (page) => page.getByRole('button', { name: /^Réserver/ }).first(),
    shown: (page) => expect(page.getByRole('dialog', { name: /^Réserver «\s/ })).toBeVisible(SHOWN),
  },
  nextStep: {
    target: async (page) => {
      const field = page.getByRole('textbox', { name: WIZARD_FIRST_QUESTION });
      // typed once the page is live (the wizard's island started, or the app hydrated), as a visitor types into a ready page
      await expect
        .poll(
          () =>
            field.evaluate(
              (e) =>
                document.documentElement.hasAttribute('data-island-ready') || Object.keys(e).some((k) => k.startsWith('__reactProps$')),
            ),
          SHOWN,
        )
        .toBe(true);
      await field.fill('Mamie Jeanne');
      const next = page.getByRole('button', { name: 'Suivant' });
      await expect(next).toBeEnabled();
      return next;
    },
    shown: (page) => expect(page.getByRole('heading', { name: WIZARD_FIRST_QUESTION })).toHaveCount(0, SHOWN),
  },
} satisfies Record<string, FirstTap>;

export type FirstTapKind = keyof typeof FIRST_TAPS;
