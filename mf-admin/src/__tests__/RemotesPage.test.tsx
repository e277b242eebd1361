import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/RemotesPage';

setupFakeServer();

const remote = (feature: string, overrides: object = {}) => ({
  feature,
  url: `/mf/${feature}/mf-manifest.json`,
  ok: true,
  ms: 3,
  buildVersion: `${feature.slice(0, 4)}1234abcd5678`,
  contractVersion: '1.0.0',
  compatible: true,
  problem: null,
  ...overrides,
});

const answer = {
  shellContractVersion: '1.0.0',
  remotes: [
    remote('predictions'),
    remote('wishlists', { url: 'https://wishlists.cdn.example/v7/mf-manifest.json', ms: 48, contractVersion: '2.1.0', compatible: false }),
    remote('timelines', {
      ok: false,
      ms: 2000,
      buildVersion: null,
      contractVersion: null,
      compatible: false,
      problem: 'no answer within 2000 ms',
    }),
    remote('admin'),
  ],
};

/** Each row of the table as its cells' texts. */
const rows = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

it("shows each remote's manifest URL, whether it answers, its build and its contract, with the token", async () => {
  let authorization: string | null = null;
  server.use(
    http.get('*/api/admin/remotes', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(answer);
    }),
  );
  window.localStorage.setItem('token', 'jwt-admin');
  renderAdmin('/admin/remotes');

  await screen.findByRole('region', { name: 'Modules chargés par l’application' });
  expect(screen.getByRole('heading', { level: 1, name: 'Modules de l’application' })).toBeInTheDocument();
  expect(screen.getByText('Contrat des modules de cette version de l’application : 1.0.0')).toBeInTheDocument();
  expect(rows('Modules chargés par l’application')).toEqual([
    ['Pronostics', '/mf/predictions/mf-manifest.json', 'Répond en 3 ms', 'pred1234abcd5678', '1.0.0 '],
    [
      'Listes de naissance',
      'https://wishlists.cdn.example/v7/mf-manifest.json',
      'Répond en 48 ms',
      'wish1234abcd5678',
      '2.1.0 Incompatible : non affiché',
    ],
    ['Frises', '/mf/timelines/mf-manifest.json', 'Ne répond pas : no answer within 2000 ms', 'Non renseigné', 'Non renseigné'],
    ['Administration', '/mf/admin/mf-manifest.json', 'Répond en 3 ms', 'admi1234abcd5678', '1.0.0 '],
  ]);
  expect(authorization).toBe('Bearer jwt-admin');
  expect(screen.getByRole('link', { name: 'Modules' })).toHaveAttribute('href', '/admin/remotes');
});

it('says so in English', async () => {
  server.use(http.get('*/api/admin/remotes', () => HttpResponse.json(answer)));
  renderAdmin('/admin/remotes', { locale: 'en' });
  await screen.findByRole('region', { name: 'Modules the application loads' });
  expect(rows('Modules the application loads')[2]).toEqual([
    'Timelines',
    '/mf/timelines/mf-manifest.json',
    'No answer: no answer within 2000 ms',
    'Not given',
    'Not given',
  ]);
  expect(screen.getByText('Incompatible: not shown')).toBeInTheDocument();
});

it('shows an error with Retry when the gateway refuses, and the table once it answers; Refresh asks again', async () => {
  let calls = 0;
  let fail = true;
  server.use(
    http.get('*/api/admin/remotes', () => {
      calls += 1;
      return fail ? HttpResponse.json({ type: 'internal', errors: [] }, { status: 503 }) : HttpResponse.json(answer);
    }),
  );
  const user = userEvent.setup();
  renderAdmin('/admin/remotes');
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des modules');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  await screen.findByRole('region', { name: 'Modules chargés par l’application' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const before = calls;
  await user.click(screen.getByRole('button', { name: 'Actualiser' }));
  await waitFor(() => expect(calls).toBe(before + 1));
  expect(await screen.findByRole('region', { name: 'Modules chargés par l’application' })).toBeInTheDocument();
});
