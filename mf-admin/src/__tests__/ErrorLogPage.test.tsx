import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterColour, badgeTone } from '../data/statusColours';
import { at, fakeAdminGateway, fakeErrorLog, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/ErrorLogPage';

setupFakeServer();

const log = [
  fakeErrorLog('e1', 404),
  fakeErrorLog('e2', 500),
  fakeErrorLog('e3', 101),
  fakeErrorLog('e4', 422),
  fakeErrorLog('e5', 302),
  fakeErrorLog('e6', 201),
  fakeErrorLog('e7', 404),
];

const filterButtons = () => within(screen.getByRole('group', { name: 'Filtrer par statut' })).getAllByRole('button');

it('colours the status filters by range and badges by tone, at every boundary', () => {
  expect([100, 199, 200, 299, 300, 399, 400, 499, 500, 599].map(filterColour)).toEqual([
    'cyan',
    'cyan',
    'green',
    'green',
    'stone',
    'stone',
    'yellow',
    'yellow',
    'red',
    'red',
  ]);
  expect([101, 299, 300, 399, 400, 499, 500].map(badgeTone)).toEqual([
    'success',
    'success',
    'neutral',
    'neutral',
    'warning',
    'warning',
    'error',
  ]);
});

it('builds one filter button per status seen, ascending and coloured; a click filters on the server, a second click clears', async () => {
  const gateway = fakeAdminGateway({ errorLogs: log });
  server.use(...gateway.handlers);
  renderAdmin('/admin/errors');

  await screen.findByRole('region', { name: 'Erreurs de l’API' });
  const buttons = filterButtons();
  expect(buttons.map((b) => b.textContent)).toEqual(['101', '201', '302', '404', '422', '500']);
  expect(buttons.map((b) => b.dataset.colour)).toEqual(['cyan', 'green', 'stone', 'yellow', 'yellow', 'red']);
  expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  expect(screen.getAllByRole('row')).toHaveLength(1 + log.length);

  // the table's badges: tone by status
  const table = screen.getByRole('region', { name: 'Erreurs de l’API' });
  expect(within(table).getByText('500')).toHaveAttribute('data-tone', 'error');
  expect(within(table).getByText('422')).toHaveAttribute('data-tone', 'warning');
  expect(within(table).getByText('302')).toHaveAttribute('data-tone', 'neutral');
  expect(within(table).getByText('201')).toHaveAttribute('data-tone', 'success');

  await userEvent.click(screen.getByRole('button', { name: '404' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 2));
  expect(screen.getByRole('button', { name: '404' })).toHaveAttribute('aria-pressed', 'true');
  expect(gateway.callsOf('AdminErrorLogs').at(-1)!.variables).toMatchObject({ status: 404, page: 1 });
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/errors?status=404');
  // the other statuses stay offered while filtered
  expect(filterButtons()).toHaveLength(6);

  await userEvent.click(screen.getByRole('button', { name: '404' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + log.length));
  expect(screen.getByRole('button', { name: '404' })).toHaveAttribute('aria-pressed', 'false');
  expect(gateway.callsOf('AdminErrorLogs').at(-1)!.variables.status).toBeNull();
});

it('shows every field of an entry in the details dialog, the date in French long format', async () => {
  const full = fakeErrorLog('0b7c5a8e-1d2f-4c3b-9a8e-7f6d5c4b3a21', 422, {
    url: '/api/wishlists/abc',
    method: 'POST',
    date: at(2026, 6, 14, 9, 30, 15),
    userId: 'u-42',
    error: { message: 'Invalid body', stack: 'DomainError: invalidForm\n    at parseInput (validators.ts:12)' },
    errorResponse: { type: 'invalidForm', errors: [{ path: 'title', message: 'validation.required' }] },
    ip: '203.0.113.7',
    referrer: { url: 'https://cigogne.example/app/wishlists' },
    os: { name: 'Android', version: '15' },
    device: { type: 'mobile', vendor: 'Google', model: 'Pixel 9' },
    browser: { name: 'Chrome', version: '131' },
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9)',
  });
  const anonymous = fakeErrorLog('e2', 500, { url: '/api/timelines', userId: null });
  server.use(...fakeAdminGateway({ errorLogs: [full, anonymous] }).handlers);
  renderAdmin('/admin/errors');

  await userEvent.click(await screen.findByRole('button', { name: 'Détails de l’erreur POST /api/wishlists/abc' }));
  const dialog = await screen.findByRole('dialog', { name: 'Détails de l’erreur' });
  const value = (label: string) =>
    within(dialog).getByText(label).closest('tr')!.querySelector('.ant-descriptions-item-content')!.textContent;
  expect(value('Requête')).toBe('POST /api/wishlists/abc');
  expect(value('Statut de la réponse')).toBe('422');
  expect(value('Date')).toBe('dimanche 14 juin 2026 à 09:30:15');
  expect(value('Identifiant utilisateur')).toBe('u-42');
  expect(value('Identifiant de l’erreur')).toBe('0b7c5a8e-1d2f-4c3b-9a8e-7f6d5c4b3a21');
  expect(JSON.parse(value('Corps de la réponse')!)).toEqual(full.errorResponse);
  expect(value('Message')).toBe('Invalid body');
  expect(value('Pile d’appels')).toBe(full.error.stack);
  expect(value('IP')).toBe('203.0.113.7');
  expect(value('URL de provenance')).toBe('https://cigogne.example/app/wishlists');
  expect(value('Système d’exploitation')).toBe('Android 15');
  expect(value('Appareil')).toBe('mobile Google Pixel 9');
  expect(value('Navigateur')).toBe('Chrome 131');
  expect(value('User agent')).toBe('Mozilla/5.0 (Linux; Android 15; Pixel 9)');

  await userEvent.click(within(dialog).getByRole('button', { name: /close|fermer/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Détails de l’erreur GET /api/timelines' }));
  const second = await screen.findByRole('dialog', { name: 'Détails de l’erreur' });
  const row = within(second).getByText('Identifiant utilisateur').closest('tr')!;
  expect(row.querySelector('.ant-descriptions-item-content')).toHaveTextContent(/^Non renseigné$/);
});

it('says when the log is empty', async () => {
  server.use(...fakeAdminGateway({ errorLogs: [] }).handlers);
  renderAdmin('/admin/errors');
  expect(await screen.findByText('Aucune erreur trouvée')).toBeInTheDocument();
});
