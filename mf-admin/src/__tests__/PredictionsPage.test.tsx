import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { AdminPredictionsQuery, AdminPredictionsQueryVariables } from '@cigogne/graphql/admin';
import { at, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/PredictionsPage';

setupFakeServer();

type Item = AdminPredictionsQuery['adminPredictions']['items'][number];

const page = (items: Item[]) =>
  HttpResponse.json<{ data: AdminPredictionsQuery }>({
    data: {
      adminPredictions: {
        __typename: 'AdminPredictionPage',
        page: 1,
        pageSize: 20,
        total: items.length,
        items,
      } as AdminPredictionsQuery['adminPredictions'],
    },
  });

it('lists predictions with their answer count, each opening its manage page', async () => {
  const variables: AdminPredictionsQueryVariables[] = [];
  server.use(
    graphql.query<AdminPredictionsQuery, AdminPredictionsQueryVariables>('AdminPredictions', ({ variables: v }) => {
      variables.push(v);
      return page([
        {
          __typename: 'AdminPrediction',
          id: 'p1',
          firstName: 'Léon',
          visibility: 'public',
          answerCount: 14,
          ownerEmail: 'claire@example.fr',
          coOwnerCount: 1,
          createdAt: at(2026, 2, 3),
          updatedAt: at(2026, 4, 5),
        } as Item,
      ]);
    }),
  );
  renderAdmin('/admin/predictions');

  const row = (await screen.findByText('Léon')).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(expect.arrayContaining(['Public', '14', 'claire@example.fr', '1', '3 février 2026 à 12:00']));
  const manage = within(row).getByRole('link', { name: 'Gérer le pronostic de Léon' });
  expect(manage).toHaveAttribute('href', '/predictions/p1/manage');
  expect(variables).toEqual([{ page: 1, pageSize: 20 }]);
  await userEvent.click(manage);
  expect(screen.getByTestId('location')).toHaveTextContent('/predictions/p1/manage');
});

it('says when there is no prediction, and when the list cannot load', async () => {
  server.use(graphql.query('AdminPredictions', () => page([])));
  const { unmount } = renderAdmin('/admin/predictions');
  expect(await screen.findByText('Aucun pronostic trouvé')).toBeInTheDocument();
  unmount();

  server.use(graphql.query('AdminPredictions', () => new HttpResponse(null, { status: 400 })));
  renderAdmin('/admin/predictions');
  expect(await screen.findByText('Erreur lors du chargement des pronostics')).toBeInTheDocument();
});
