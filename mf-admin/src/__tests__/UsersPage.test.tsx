import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, graphql } from 'msw';
import { at, fakeAdminGateway, fakeUser, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/UsersPage';

setupFakeServer();

const users = [
  fakeUser('u1', 'Anna', 'Roux', at(2026, 1, 10), at(2026, 6, 1, 9, 15)),
  fakeUser('u2', 'Basile', 'Marchand', at(2026, 3, 5), null),
  fakeUser('u3', 'Chloé', 'Durand', at(2026, 2, 20), at(2026, 6, 12, 18, 40)),
];

/** The full names of the table's rows, top to bottom. */
const names = () =>
  within(screen.getByRole('region', { name: 'Liste des utilisateurs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('lists users newest registered first, and sorts by last login on the server (never logged in last, N/A)', async () => {
  const gateway = fakeAdminGateway({ users });
  server.use(...gateway.handlers);
  renderAdmin('/admin/users');

  await screen.findByRole('region', { name: 'Liste des utilisateurs' });
  expect(names()).toEqual(['Basile Marchand', 'Chloé Durand', 'Anna Roux']);
  expect(gateway.callsOf('AdminUsers')[0]!.variables).toMatchObject({ sort: 'createdAt', page: 1, pageSize: 20 });
  const basile = screen.getByText('Basile Marchand').closest('tr')!;
  expect(within(basile).getByText('Non renseigné')).toBeInTheDocument();
  expect(within(basile).getByText('basile@example.fr')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Date d’inscription' })).toBeChecked();

  await userEvent.click(screen.getByText('Dernière connexion', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(names()).toEqual(['Chloé Durand', 'Anna Roux', 'Basile Marchand']));
  expect(gateway.callsOf('AdminUsers').at(-1)!.variables).toMatchObject({ sort: 'lastLoginAt', page: 1 });
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?sort=lastLoginAt');
  expect(screen.getByText('3 résultats')).toBeInTheDocument();
});

it('pages on the server', async () => {
  const many = Array.from({ length: 45 }, (_, i) => fakeUser(`u${i}`, `Prénom${i}`, 'Nom', at(2026, 1, 1 + i), null));
  const gateway = fakeAdminGateway({ users: many });
  server.use(...gateway.handlers);
  renderAdmin('/admin/users');

  await screen.findByRole('region', { name: 'Liste des utilisateurs' });
  expect(names()).toHaveLength(20);
  expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Précédente/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /Suivante/ }));
  await screen.findByText('Page 2 sur 3');
  await userEvent.click(screen.getByRole('button', { name: /Suivante/ }));
  await screen.findByText('Page 3 sur 3');
  expect(screen.getByRole('button', { name: /Suivante/ })).toBeDisabled();
  await waitFor(() => expect(names()).toEqual(['Prénom4 Nom', 'Prénom3 Nom', 'Prénom2 Nom', 'Prénom1 Nom', 'Prénom0 Nom']));
  expect(gateway.callsOf('AdminUsers').at(-1)!.variables).toMatchObject({ page: 3, pageSize: 20 });
});

it('says when there is no user', async () => {
  server.use(...fakeAdminGateway({ users: [] }).handlers);
  renderAdmin('/admin/users');
  expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
});

it('shows the load error once, without retrying by itself, and retries on demand', async () => {
  let calls = 0;
  server.use(
    graphql.query('AdminUsers', () => {
      calls += 1;
      return calls === 1
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({ data: { adminUsers: { page: 1, pageSize: 20, total: 0, items: [] } } });
    }),
  );
  renderAdmin('/admin/users');

  expect(await screen.findByText('Erreur lors du chargement des utilisateurs')).toBeInTheDocument();
  // own queries retry a 503 three times before the error shows: an admin query must not (a retry
  // would have been answered, the second call succeeds, and no error would show)
  expect(calls).toBe(1);

  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
  expect(calls).toBe(2);
});
