import { screen, within } from '@testing-library/react';
import { fakeAnswer, fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

// Once the birth is recorded, the guest page is its announcement.
setupFakeServer();

afterEach(() => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

const announcement = (gender: 'girl' | 'boy') =>
  ({
    __typename: 'PredictionAnnouncement',
    firstName: 'Jade',
    gender,
    birthDate: '2026-07-14T08:00:00.000Z',
    birthTime: '10:05',
    weight: 3.25,
    size: 49.5,
    winners: [
      { __typename: 'AnnouncedWinner', userName: 'Mamie Françoise', score: 87.5, rank: 1 },
      { __typename: 'AnnouncedWinner', userName: 'Tonton Paul', score: 71, rank: 2 },
    ],
  }) as never;

const born = (gender: 'girl' | 'boy', answers = [fakeAnswer('a7', 'Tonton Paul', { score: 71, rank: 2 })]) =>
  fakePrediction({
    id: 'p1',
    guessWeight: true,
    answersOpen: false,
    closedAt: '2026-07-14T09:00:00.000Z',
    parents: ['Léa', 'Hugo'],
    answers,
    announcement: announcement(gender),
  });

it('a guest without the cookie reads the announcement, not only that answers are closed', async () => {
  server.use(...fakeGateway([born('girl')], { guest: true }).handlers);
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { level: 2, name: 'Jade est née\u00a0!' })).toBeInTheDocument();
  expect(screen.getByText('Née le 14 juillet 2026')).toBeInTheDocument();
  // the parents who allow it, named in the header
  expect(screen.getByText('Le bébé de Léa et Hugo')).toBeInTheDocument();
  expect(screen.getByText('Le 14 juillet 2026 à 10:05')).toBeInTheDocument();
  expect(screen.getByText('3,25 kg')).toBeInTheDocument();
  expect(screen.getByText('49,5 cm')).toBeInTheDocument();
  const winners = screen.getByRole('list');
  expect(
    within(winners)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['1erMamie Françoise87,5 points', '2eTonton Paul71 points']);
  expect(screen.queryByText(/Naissance prévue/)).not.toBeInTheDocument();
  expect(screen.queryByText('Les pronostics sont clos')).not.toBeInTheDocument();
});

it('a guest who answered finds their own score, and nothing left to discover', async () => {
  server.use(...fakeGateway([born('boy')], { guest: true }).handlers);
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null });

  // the matcher reads the text with its non-breaking spaces made plain
  expect(await screen.findByText('Votre score : 71 / 100, 2e')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Jade est né\u00a0!' })).toBeInTheDocument();
  expect(screen.getByText('Né le 14 juillet 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Découvrir le sexe' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Découvrir le prénom' })).not.toBeInTheDocument();
});

it('in English, with the pronoun of the recorded sex', async () => {
  server.use(...fakeGateway([born('girl')], { guest: true }).handlers);
  document.cookie = 'prediction.p1.answer=a7; path=/';
  renderPredictions('/predictions/p1', { user: null, locale: 'en' });

  expect(await screen.findByRole('heading', { level: 2, name: 'Jade is born!' })).toBeInTheDocument();
  expect(screen.getByText('She was born on 14 July 2026')).toBeInTheDocument();
  expect(screen.getByText('Léa and Hugo’s baby')).toBeInTheDocument();
  expect(await screen.findByText('Your score: 71 / 100, 2nd place')).toBeInTheDocument();
});

it('the owner sees the moment on their page too', async () => {
  server.use(...fakeGateway([born('girl')]).handlers);
  renderPredictions('/predictions/p1/manage');
  const moment = await screen.findByRole('region', { name: 'Jade est née\u00a0!' });
  expect(within(moment).getByText('Mamie Françoise')).toBeInTheDocument();
});
