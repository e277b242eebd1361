import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAnswer, fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

// Issue 16, finding 5: answers close (by the owner, or for good by the birth); the guest page says so.
setupFakeServer();

afterEach(() => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

const setupUser = () => userEvent.setup({ delay: null });
const closed = fakePrediction({ id: 'p1', guessWeight: true, answersOpen: false, closedAt: '2026-07-20T09:00:00.000Z' });

it('a guest finds a clear closed state instead of the wizard once answers are closed', async () => {
  const gateway = fakeGateway([closed], { guest: true });
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { level: 2, name: 'Les pronostics sont clos' })).toBeInTheDocument();
  expect(screen.getByText('Les parents ne prennent plus de réponses. Merci de votre intérêt !')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);
});

it('in English too', async () => {
  server.use(...fakeGateway([closed], { guest: true }).handlers);
  renderPredictions('/predictions/p1', { user: null, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Predictions are closed' })).toBeInTheDocument();
  expect(screen.getByText('The parents are no longer taking answers. Thank you for your interest!')).toBeInTheDocument();
});

it('a guest who answered before the close still finds their answer', async () => {
  const answer = fakeAnswer('a7', 'Mamie Françoise', { weight: 3.4 });
  server.use(...fakeGateway([{ ...closed, answers: [answer] }], { guest: true }).handlers);
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });
  expect(await screen.findByRole('heading', { name: 'Bon retour Mamie Françoise !' })).toBeInTheDocument();
  expect(screen.queryByText('Les pronostics sont clos')).not.toBeInTheDocument();
});

it('closed while the guest was answering: the refusal is translated and the page turns to the closed state', async () => {
  const user = setupUser();
  const gateway = fakeGateway([fakePrediction({ id: 'p1' })], { guest: true });
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1', { user: null });

  await user.type(await screen.findByRole('textbox', { name: 'Quel est votre prénom ?' }), 'Mamie');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.click(screen.getByRole('radio', { name: 'Fille' }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.type(screen.getByRole('textbox', { name: 'Quel sera son prénom ?' }), 'Jade');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  // the owner closes meanwhile
  gateway.state.predictions[0].answersOpen = false;
  gateway.state.predictions[0].closedAt = '2026-07-20T09:00:00.000Z';
  await user.click(screen.getByRole('button', { name: 'Valider' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Les pronostics sont clos' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(gateway.state.calls.map((c) => c.operation)).toEqual(['AnswerPrediction']);
});

it('the owner closes after a confirmation, then reopens', async () => {
  const user = setupUser();
  const gateway = fakeGateway([fakePrediction({ id: 'p1' })]);
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1/manage');

  const section = await screen.findByRole('region', { name: 'État des pronostics' });
  expect(within(section).getByText('Ouverts : vos invités peuvent répondre.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Clore les pronostics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clore les pronostics\u202f?' });
  // cancelling changes nothing
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([]);

  await user.click(within(section).getByRole('button', { name: 'Clore les pronostics' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Clore les pronostics\u202f?' })).getByRole('button', {
      name: 'Clore les pronostics',
    }),
  );
  expect(await within(section).findByText('Clos le 20 juillet 2026 : vos invités ne peuvent plus répondre.')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([{ operation: 'ClosePrediction', variables: { id: 'p1' } }]);

  await user.click(within(section).getByRole('button', { name: 'Rouvrir les pronostics' }));
  expect(await within(section).findByText('Ouverts : vos invités peuvent répondre.')).toBeInTheDocument();
  expect(gateway.state.calls.map((c) => c.operation)).toEqual(['ClosePrediction', 'ReopenPrediction']);
});

it('once the birth is recorded, answers stay closed: no reopen', async () => {
  const born = fakePrediction({
    id: 'p1',
    answersOpen: false,
    closedAt: '2026-06-10T09:00:00.000Z',
    birth: {
      __typename: 'PredictionBirth',
      birthDate: '2026-06-10T08:00:00.000Z',
      birthTime: '10:00',
      weight: 3.5,
      size: 51,
      gender: 'boy',
      firstName: 'Gabriel',
      eyeColor: null,
      hairColor: null,
    } as never,
  });
  server.use(...fakeGateway([born]).handlers);
  renderPredictions('/predictions/p1/manage');
  const section = await screen.findByRole('region', { name: 'État des pronostics' });
  expect(within(section).getByText('Clos : la naissance est enregistrée.')).toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});
