import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAnswer, fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

// The canvas animation is not testable in jsdom: a stand-in that records how many pieces were asked for.
const fired: number[] = [];
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => (options: { particleCount: number }) => fired.push(options.particleCount) },
}));

setupFakeServer();

afterEach(() => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

const setupUser = () => userEvent.setup({ delay: null });
const next = () => screen.getByRole('button', { name: 'Suivant' });
const back = () => screen.getByRole('button', { name: 'Précédent' });

/** Weight and eye colour asked; birth date, time, size and hair not. */
const gabriel = fakePrediction({ id: 'p1', guessWeight: true, guessEyeColor: true });

it('asks the name, gender and first name, then only the enabled guesses, with Back and Next guarded', async () => {
  const user = setupUser();
  const gateway = fakeGateway([gabriel], { guest: true });
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: 'Pronostic de naissance' })).toBeInTheDocument();
  expect(screen.getByText('Étape 1 sur 6')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quel est votre prénom ?' })).toBeInTheDocument();
  expect(back()).toBeDisabled();
  expect(next()).toBeDisabled();
  const name = screen.getByRole('textbox', { name: 'Quel est votre prénom ?' });
  await user.type(name, '   ');
  expect(next()).toBeDisabled();
  await user.clear(name);
  await user.type(name, 'Mamie');
  expect(next()).toBeEnabled();
  await user.click(next());

  // gender: boy or girl only, surprise is not a guess
  expect(screen.getByText('Étape 2 sur 6')).toBeInTheDocument();
  expect(back()).toBeEnabled();
  const genders = screen.getByRole('radiogroup', { name: 'Fille ou garçon ?' });
  expect(
    within(genders)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Garçon', 'Fille']);
  expect(next()).toBeDisabled();
  await user.click(within(genders).getByRole('radio', { name: 'Fille' }));
  await user.click(next());

  await user.type(screen.getByRole('textbox', { name: 'Quel sera son prénom ?' }), 'Jade');
  await user.click(next());

  // weight slider: the bounds of docs/product.md#validation, a valid value as it starts
  expect(screen.getByRole('heading', { name: 'Quel sera son poids\u202f?' })).toBeInTheDocument();
  const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Quel sera son poids\u202f?' });
  expect(slider).toHaveAttribute('min', '0.5');
  expect(slider).toHaveAttribute('max', '5');
  expect(slider).toHaveAttribute('step', '0.1');
  expect(slider.value).toBe('3.3');
  expect(screen.getByText('3,3 kg', { selector: 'output' })).toBeInTheDocument();
  fireEvent.change(slider, { target: { value: '3.5' } });
  expect(screen.getByText('3,5 kg', { selector: 'output' })).toBeInTheDocument();
  expect(next()).toBeEnabled();

  // Back keeps what was typed
  await user.click(back());
  expect(screen.getByRole('textbox', { name: 'Quel sera son prénom ?' })).toHaveValue('Jade');
  await user.click(next());
  await user.click(next());

  expect(screen.getByText('Étape 5 sur 6')).toBeInTheDocument();
  expect(next()).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Verts' }));
  await user.click(next());

  // the last step, optional: an e-mail for the birth announcement, said to be erased after it
  expect(screen.getByText('Étape 6 sur 6')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Votre e-mail pour l’annonce de la naissance (facultatif)' });
  expect(email).toHaveAccessibleDescription(/uniquement à vous annoncer la naissance.*puis il est effacé/);
  const validate = screen.getByRole('button', { name: 'Valider' });
  expect(validate).toBeEnabled();
  await user.type(email, 'mamie@');
  expect(validate).toBeDisabled();
  await user.type(email, 'example.fr ');
  expect(validate).toBeEnabled();
  expect(gateway.state.calls).toEqual([]);
  await user.click(validate);

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'AnswerPrediction',
    variables: {
      predictionId: 'p1',
      input: {
        userName: 'Mamie',
        gender: 'girl',
        firstName: 'Jade',
        birthDate: null,
        birthTime: null,
        birthMoment: null,
        weight: 3.5,
        size: null,
        eyeColor: 'green',
        hairColor: null,
        email: 'mamie@example.fr',
      },
    },
  });
  expect(await screen.findByRole('heading', { name: 'Merci Mamie, votre pronostic est enregistré !' })).toBeInTheDocument();
  expect(document.cookie).toContain('prediction.p1.answer=a1');
  expect(await screen.findByTestId('confetti')).toBeInTheDocument();
  expect(fired).toEqual([150]);
  expect(screen.getByText('3,5 kg')).toBeInTheDocument();
});

it('asks a valid date and a 24-hour time when those guesses are on', async () => {
  const user = setupUser();
  server.use(...fakeGateway([fakePrediction({ id: 'p1', guessBirthDate: true, guessBirthTime: true })], { guest: true }).handlers);
  const { container } = renderPredictions('/predictions/p1', { user: null });

  await user.type(await screen.findByRole('textbox', { name: 'Quel est votre prénom ?' }), 'Léa');
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Garçon' }));
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: 'Quel sera son prénom ?' }), 'Louis');
  await user.click(next());

  expect(screen.getByText('Étape 4 sur 6')).toBeInTheDocument();
  const date = container.querySelector<HTMLInputElement>('input[type="date"]')!;
  expect(next()).toBeDisabled();
  // jsdom drops a half-typed date: the picker's whole value at once, as a browser sends it
  fireEvent.change(date, { target: { value: '2026-08-03' } });
  expect(next()).toBeEnabled();
  await user.click(next());
  const time = container.querySelector<HTMLInputElement>('input[type="time"]')!;
  expect(next()).toBeDisabled();
  fireEvent.change(time, { target: { value: '14:30' } });
  expect(next()).toBeEnabled();
});

it('shows a returning guest the summary from the cookie, without confetti', async () => {
  const answer = fakeAnswer('a7', 'Mamie Françoise', { weight: 3.4, eyeColor: 'blue', rank: 2, isGenderRevealed: true });
  server.use(
    ...fakeGateway([fakePrediction({ id: 'p1', guessWeight: true, guessEyeColor: true, answers: [answer] })], { guest: true }).handlers,
  );
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { name: 'Bon retour Mamie Françoise !' })).toBeInTheDocument();
  expect(screen.getByText('Votre classement : 2e')).toBeInTheDocument();
  expect(screen.getByText('3,4 kg')).toBeInTheDocument();
  expect(screen.getByText('Bleus')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
});

it('asks again when the answer in the cookie is unknown to the server', async () => {
  server.use(...fakeGateway([gabriel], { guest: true }).handlers);
  document.cookie = 'prediction.p1.answer=gone; path=/';
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { name: 'Quel est votre prénom ?' })).toBeInTheDocument();
  expect(document.cookie).not.toContain('prediction.p1.answer');
});

it('reveals the gender, then offers the first name in the same dialog', async () => {
  const user = setupUser();
  const answer = fakeAnswer('a7', 'Léa');
  const gateway = fakeGateway([fakePrediction({ id: 'p1', answers: [answer] })], { guest: true });
  server.use(...gateway.handlers);
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });

  expect(screen.queryByText('Gabriel')).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Découvrir le sexe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Le sexe du bébé' });
  expect(await within(dialog).findByText('C’est un garçon !')).toBeInTheDocument();
  expect(within(dialog).getByText('Voulez-vous aussi découvrir le prénom ?')).toBeInTheDocument();
  expect(within(dialog).queryByText(/Gabriel/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Découvrir le prénom' }));
  expect(await within(dialog).findByText('Son prénom : Gabriel')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([
    { operation: 'RevealPredictionGender', variables: { predictionId: 'p1', answerId: 'a7' } },
    { operation: 'RevealPredictionFirstName', variables: { predictionId: 'p1', answerId: 'a7' } },
  ]);
  expect(screen.queryByRole('button', { name: 'Découvrir le sexe' })).toBeInTheDocument();
});

it('offers a separate first-name button when only that reveal is enabled', async () => {
  const user = setupUser();
  const gateway = fakeGateway([fakePrediction({ id: 'p1', revealGender: false, answers: [fakeAnswer('a7', 'Léa')] })], { guest: true });
  server.use(...gateway.handlers);
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });

  await user.click(await screen.findByRole('button', { name: 'Découvrir le prénom' }));
  expect(screen.queryByRole('button', { name: 'Découvrir le sexe' })).not.toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Le prénom du bébé' });
  expect(await within(dialog).findByText('Son prénom : Gabriel')).toBeInTheDocument();
  expect(within(dialog).queryByText(/garçon/)).not.toBeInTheDocument();
  expect(gateway.state.calls).toEqual([{ operation: 'RevealPredictionFirstName', variables: { predictionId: 'p1', answerId: 'a7' } }]);
});

it('offers no reveal when the owner allowed none', async () => {
  server.use(
    ...fakeGateway([fakePrediction({ id: 'p1', revealGender: false, revealFirstName: false, answers: [fakeAnswer('a7', 'Léa')] })], {
      guest: true,
    }).handlers,
  );
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });
  expect(await screen.findByRole('heading', { name: 'Bon retour Léa !' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Découvrir/ })).not.toBeInTheDocument();
});
