import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAnswer, fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

setupFakeServer();

const answers = [
  fakeAnswer('a1', 'Mamie Françoise', { weight: 3.4, size: 51, score: 81.5, rank: 1 }),
  fakeAnswer('a2', 'Tonton Paul', { gender: 'girl', firstName: 'Jade', weight: 3.1, size: 49, score: 40, rank: 2 }),
];

it("shows the owner every guest's answers and records the birth", async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([
    fakePrediction({ id: 'p1', guessWeight: true, guessSize: true, answers: answers.map((a) => ({ ...a, rank: null, score: null })) }),
  ]);
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1/manage');

  const list = await screen.findByRole('region', { name: /Réponses/ });
  expect(within(list).getByRole('heading', { level: 3, name: 'Mamie Françoise' })).toBeInTheDocument();
  expect(within(list).getByRole('heading', { level: 3, name: 'Tonton Paul' })).toBeInTheDocument();
  expect(within(list).getByText('Jade')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une liste de naissance pour ce bébé/ })).toHaveAttribute(
    'href',
    '/wishlists/create?predictionId=p1',
  );

  const birth = screen.getByRole('region', { name: 'Le bébé est né' });
  await user.click(within(birth).getByRole('button', { name: 'Enregistrer la naissance' }));
  expect(await within(birth).findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
  expect(gateway.state.calls).toEqual([]);
});

it('shows the figures of docs/product.md#prediction-statistics as bars and, once born, the winners', async () => {
  const gateway = fakeGateway([
    fakePrediction({
      id: 'p1',
      answers,
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
    }),
  ]);
  gateway.state.stats = {
    weight: { average: 3.25, min: 3.1, max: 3.4 },
    size: { average: 50, min: 49, max: 51 },
    birthTimes: { morning: 1, afternoon: 0, evening: 1, night: 0 },
    genders: { girl: 1, boy: 1 },
    eyeColors: { blue: 0, green: 0, brown: 0 },
    hairColors: { blonde: 0, chestnut: 0, brown: 0, red: 0 },
  };
  server.use(...gateway.handlers);
  renderPredictions('/predictions/p1/stats');

  expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
  const weight = await screen.findByRole('region', { name: 'Poids' });
  expect(within(weight).getByText('3,3 kg')).toBeInTheDocument();
  expect(within(weight).getByText('3,1 kg')).toBeInTheDocument();
  const times = screen.getByRole('figure', { name: 'Heure de naissance' });
  expect(
    within(times)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual(['Matin (avant 6 h)1', 'Après-midi (6 h – 12 h)0', 'Soir (12 h – 18 h)1', 'Nuit (18 h et après)0']);
  const winners = screen.getByRole('region', { name: /Les gagnants/ });
  await waitFor(() => expect(within(winners).getAllByRole('listitem')).toHaveLength(2));
  expect(within(winners).getAllByRole('listitem')[0]).toHaveTextContent('1erMamie Françoise81,5 points');
});
