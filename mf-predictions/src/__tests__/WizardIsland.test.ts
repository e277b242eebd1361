import type { Island, IslandEntry } from '@cigogne/remote-contract/islands';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The canvas animation is not testable in jsdom: a stand-in that records how many pieces were asked for.
const fired: number[] = [];
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => (options: { particleCount: number }) => fired.push(options.particleCount) },
}));

// the catalogues as the build ships them to an island: precompiled ICU (tooling/src/sources.ts)
const compiled = (catalogue: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => [id, jest.requireActual('@formatjs/icu-messageformat-parser').parse(text)]),
  );
jest.mock('../i18n/fr', () => ({ fr: compiled(jest.requireActual('../i18n/fr').fr) }));
jest.mock('@cigogne/ui/i18n/fr', () => ({ fr: compiled(jest.requireActual('@cigogne/ui/i18n/fr').fr) }));

const ANSWERS = '/api/predictions/p1/answers';
const server = setupServer();
let sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'prediction.p1.answer=; max-age=0; path=/';
});
afterAll(() => server.close());

/** The server's HTML of the wizard's first step, as the app's AnswerWizard renders it (the island's attributes included). */
function serverPage(steps: string, { reveal = 'gender', offerFirstName = true } = {}) {
  history.replaceState(null, '', '/app/predictions/p1');
  document.body.innerHTML = `<div id="root" data-ssr="fr"><div class="pr-guest"><h1>Pronostic de naissance</h1><div class="cg-panel">
    <p class="pr-guest__intro">Devinez</p>
    <form class="pr-wizard" data-island-own="" data-steps="${steps}" data-reveal="${reveal}" ${offerFirstName ? 'data-offer-first-name="true"' : ''}>
      <p class="pr-wizard__progress">Étape 1 sur ${steps.split(' ').length}</p>
      <div class="pr-wizard__bar" aria-hidden="true"><span style="width:25%"></span></div>
      <h2 id="w-question" class="pr-wizard__question">Quel est votre prénom\u202f?</h2>
      <div class="pr-wizard__field"><input id="w-field" class="pr-input" type="text" aria-labelledby="w-question" value=""></div>
      <div class="pr-wizard__nav">
        <button type="button" disabled data-island-tap="back"><span>Précédent</span></button>
        <button type="submit" disabled data-island-tap="next"><span>Suivant</span></button>
      </div>
    </form></div></div></div>`;
}

/** The island started as the loader starts it; its taps come as the loader forwards them. */
async function startIsland(): Promise<Island> {
  await import('../islands/wizard.island');
  const entry = (window as unknown as Record<string, Record<string, IslandEntry>>).__cigogneIslands!.wizard!;
  return entry({ language: 'fr', wakeApp: jest.fn() });
}
const button = (name: string) => screen.getByRole('button', { name });

test('every step the prediction asks, guarded as in the app, then the answer sent over REST, remembered, and the summary', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(ANSWERS, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { id: 'a1', userName: 'Mamie', gender: 'girl', firstName: 'Rose', weight: 3.5, birthDate: null },
        { status: 201 },
      );
    }),
  );
  serverPage('userName gender firstName weight email');
  // typed before the island came: kept
  await user.type(screen.getByRole('textbox', { name: 'Quel est votre prénom\u202f?' }), 'Mamie');
  const island = await startIsland();
  expect(button('Suivant')).toBeEnabled();
  expect(button('Précédent')).toBeDisabled();
  island.tap(button('Suivant'));

  expect(screen.getByText('Étape 2 sur 5')).toBeInTheDocument();
  const genders = screen.getByRole('radiogroup', { name: 'Fille ou garçon\u202f?' });
  expect(
    within(genders)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Garçon', 'Fille']);
  expect(button('Suivant')).toBeDisabled();
  await user.click(within(genders).getByRole('radio', { name: 'Fille' }));
  island.tap(button('Suivant'));

  const firstName = screen.getByRole('textbox', { name: 'Quel sera son prénom\u202f?' });
  expect(firstName).toHaveFocus();
  await user.type(firstName, 'Rose');
  island.tap(button('Suivant'));

  // the slider starts mid-range, in the page's language
  const weight = screen.getByRole('slider', { name: 'Quel sera son poids\u202f?' });
  expect(weight).toHaveAttribute('aria-valuetext', '3,3 kg');
  expect(screen.getByText('0,5 kg')).toBeInTheDocument();
  weight.focus();
  for (let i = 0; i < 2; i++) {
    (weight as HTMLInputElement).stepUp();
    weight.dispatchEvent(new Event('input', { bubbles: true }));
  }
  expect(screen.getByText('3,5 kg', { selector: 'output' })).toBeInTheDocument();
  // back and forth keeps what was chosen
  island.tap(button('Précédent'));
  expect(screen.getByRole('textbox', { name: 'Quel sera son prénom\u202f?' })).toHaveValue('Rose');
  island.tap(button('Suivant'));
  expect(screen.getByRole('slider')).toHaveValue('3.5');
  island.tap(button('Suivant'));

  const email = screen.getByRole('textbox', { name: /Votre e-mail/ });
  expect(email).toHaveAccessibleDescription(/annoncer la naissance/);
  await user.type(email, 'mamie@');
  expect(button('Valider')).toBeDisabled();
  island.tap(button('Valider'));
  expect(sent).toEqual([]);
  await user.clear(email);
  island.tap(button('Valider'));

  expect(await screen.findByRole('heading', { name: 'Merci Mamie, votre pronostic est enregistré\u202f!' })).toHaveFocus();
  expect(sent).toEqual([
    {
      userName: 'Mamie',
      gender: 'girl',
      firstName: 'Rose',
      birthDate: null,
      birthTime: null,
      birthMoment: null,
      weight: 3.5,
      size: null,
      eyeColor: null,
      hairColor: null,
      email: null,
    },
  ]);
  expect(document.cookie).toContain('prediction.p1.answer=a1');
  expect(screen.getByText('3,5 kg')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  // the confetti's code came with the answer, not before: 150 pieces
  await screen.findByTestId('confetti');
  await waitFor(() => expect(fired).toEqual([150]));
  sent = [];
});

/** Léon's answer on a three-question prediction, sent (the e-mail left blank). */
async function answerLeon() {
  serverPage('userName gender firstName email');
  const user = userEvent.setup();
  const island = await startIsland();
  await user.type(screen.getByRole('textbox', { name: 'Quel est votre prénom\u202f?' }), 'Léon');
  island.tap(button('Suivant'));
  await user.click(screen.getByRole('radio', { name: 'Garçon' }));
  island.tap(button('Suivant'));
  await user.type(screen.getByRole('textbox', { name: 'Quel sera son prénom\u202f?' }), 'Jules');
  island.tap(button('Suivant'));
  island.tap(button('Valider'));
  return { user, island };
}

test('a refusal is said in the banner, and the guest can try again', async () => {
  server.use(http.post(ANSWERS, () => HttpResponse.json({ type: 'tooManyRequests', message: 'slow down' }, { status: 429 })));
  const { island } = await answerLeon();
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
  expect(button('Valider')).toBeEnabled();
  expect(document.cookie).not.toContain('prediction.p1.answer');
  server.use(
    http.post(ANSWERS, () => HttpResponse.json({ id: 'a3', userName: 'Léon', gender: 'boy', firstName: 'Jules' }, { status: 201 })),
  );
  island.tap(button('Valider'));
  expect(await screen.findByRole('heading', { name: 'Merci Léon, votre pronostic est enregistré\u202f!' })).toBeInTheDocument();
  expect(document.cookie).toContain('prediction.p1.answer=a3');
});

test('the reveal: the gender, then the first name in the same dialog', async () => {
  server.use(
    http.post(ANSWERS, () => HttpResponse.json({ id: 'a2', userName: 'Léon', gender: 'boy', firstName: 'Jules' }, { status: 201 })),
    http.post(`${ANSWERS}/a2/reveal-gender`, () => HttpResponse.json({ gender: 'girl' })),
    http.post(`${ANSWERS}/a2/reveal-first-name`, () => HttpResponse.json({ firstName: 'Rose' })),
  );
  const { user, island } = await answerLeon();
  const reveal = await screen.findByRole('button', { name: 'Découvrir le sexe' });
  island.tap(reveal);
  const dialog = screen.getByRole('dialog', { name: 'Le sexe du bébé' });
  expect(await within(dialog).findByText('C’est une fille !')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Découvrir le prénom' }));
  expect(await within(dialog).findByText('Son prénom : Rose')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(reveal).toHaveFocus();
});
