import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, graphql } from 'msw';
import { fakeMail, fakeMailsGateway } from './fakeMails';
import { at, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/MailsPage';

setupFakeServer();

const outbox = () => [
  fakeMail('m1', {
    recipient: 'z•••@e•••.org',
    mailKind: 'guestReserved',
    language: 'en',
    status: 'failed',
    attempts: 1,
    lastError: "Can't send mail: 550 5.1.1 <[redacted]>: Recipient address rejected",
    sentAt: null,
  }),
  fakeMail('m2', {
    recipient: 'b•••@m•••.com',
    mailKind: 'ownerNotice',
    status: 'retrying',
    attempts: 3,
    lastError: 'connect ECONNREFUSED',
    sentAt: null,
  }),
  fakeMail('m3', { recipient: 'l•••@e•••.fr', mailKind: 'birthAnnouncement', status: 'queued', sentAt: null }),
  fakeMail('m4', {
    recipient: 'c•••@e•••.fr',
    mailKind: 'verifyEmail',
    status: 'sent',
    createdAt: at(2026, 6, 14, 9, 30),
    sentAt: at(2026, 6, 14, 9, 31),
  }),
  fakeMail('m5', { recipient: 'o•••@e•••.fr', mailKind: null, language: null, status: 'sent' }),
];

const table = () => screen.findByRole('region', { name: 'Liste des e-mails' });
const rowOf = (recipient: string) => screen.getByText(recipient).closest('tr')!;
const cells = (recipient: string) =>
  within(rowOf(recipient))
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('lists the mails with masked recipients, kind, language, status (retrying with its attempts), redacted error and dates; a retry button on failed rows only', async () => {
  const gateway = fakeMailsGateway(outbox());
  server.use(...gateway.handlers);
  renderAdmin('/admin/mails');

  await table();
  expect(gateway.callsOf('AdminMails')[0]!.variables).toMatchObject({ page: 1, pageSize: 20, status: null });
  expect(cells('z•••@e•••.org')).toEqual([
    'z•••@e•••.org',
    'Réservation (invité)',
    'Anglais',
    'Échec',
    "Can't send mail: 550 5.1.1 <[redacted]>: Recipient address rejected",
    '14 juin 2026 à 09:30',
    'Non renseigné',
    'Renvoyer',
  ]);
  expect(within(rowOf('b•••@m•••.com')).getByText('Nouvel essai (3 tentatives)')).toHaveAttribute('data-tone', 'yellow');
  expect(within(rowOf('z•••@e•••.org')).getByText('Échec')).toHaveAttribute('data-tone', 'error');
  expect(within(rowOf('l•••@e•••.fr')).getByText('En attente')).toHaveAttribute('data-tone', 'blue');
  expect(cells('c•••@e•••.fr')).toEqual(
    expect.arrayContaining(['Vérification de l’adresse', 'Français', 'Envoyé', '14 juin 2026 à 09:31']),
  );
  expect(cells('o•••@e•••.fr')).toEqual(expect.arrayContaining(['Autre', 'Non renseigné']));
  expect(screen.getAllByRole('button', { name: /^Renvoyer l’e-mail à/ })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Renvoyer l’e-mail à z•••@e•••.org' })).toBeInTheDocument();
  expect(screen.getByText('5 résultats')).toBeInTheDocument();
  // the admin navigation leads here
  expect(screen.getByRole('link', { name: 'E-mails' })).toHaveAttribute('href', '/admin/mails');
});

it('filters by status on the server, in the address; "Tous" clears', async () => {
  const gateway = fakeMailsGateway(outbox());
  server.use(...gateway.handlers);
  renderAdmin('/admin/mails');
  await table();
  const filters = within(screen.getByRole('group', { name: 'Filtrer par statut' }));
  expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['Tous', 'Échecs', 'Nouvel essai', 'En attente', 'Envoyés']);
  expect(filters.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(filters.getByRole('button', { name: 'Échecs' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 1));
  expect(gateway.callsOf('AdminMails').at(-1)!.variables).toMatchObject({ status: 'failed', page: 1 });
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/mails?status=failed');
  expect(filters.getByRole('button', { name: 'Échecs' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(filters.getByRole('button', { name: 'Tous' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 5));
  expect(gateway.callsOf('AdminMails').at(-1)!.variables.status).toBeNull();
});

it('retries a failed mail from the keyboard: one mutation, a confirmation, the row queued again without its button', async () => {
  const gateway = fakeMailsGateway(outbox());
  let open!: () => void;
  gateway.state.retryGate = new Promise<void>((resolve) => (open = resolve));
  server.use(...gateway.handlers);
  renderAdmin('/admin/mails');
  await table();

  const button = screen.getByRole('button', { name: 'Renvoyer l’e-mail à z•••@e•••.org' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  // while it is sent, the button shows it and takes no second click
  await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
  open();
  expect(await screen.findByText('E-mail à z•••@e•••.org remis en file d’envoi.')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('z•••@e•••.org')).getByText('En attente')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Renvoyer l’e-mail à/ })).not.toBeInTheDocument();
  expect(gateway.callsOf('RetryMail')).toEqual([{ operation: 'RetryMail', variables: { id: 'm1' } }]);
});

it('says why a retry was refused, in the screen’s language, and shows the mail as it is now', async () => {
  const mails = outbox();
  const gateway = fakeMailsGateway(mails);
  server.use(...gateway.handlers);
  renderAdmin('/admin/mails', { locale: 'en' });
  await screen.findByRole('region', { name: 'E-mails list' });
  // another operator retried it meanwhile
  mails[0]!.status = 'queued';
  await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail to z•••@e•••.org again' }));
  expect(await screen.findByText('Only a failed e-mail can be sent again: this one is already on its way or sent.')).toBeInTheDocument();
  // the list is read again: the row shows the status it has now, without its button
  await waitFor(() => expect(within(rowOf('z•••@e•••.org')).getByText('Queued')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Send the e-mail to/ })).not.toBeInTheDocument();
  expect(screen.getByText('Retrying (3 attempts)')).toBeInTheDocument();
});

it('pages on the server', async () => {
  const many = Array.from({ length: 25 }, (_, i) => fakeMail(`m${i}`, { recipient: `a${i}•••@e•••.fr` }));
  const gateway = fakeMailsGateway(many);
  server.use(...gateway.handlers);
  renderAdmin('/admin/mails');
  await table();
  expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Suivante/ }));
  await screen.findByText('Page 2 sur 2');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 5));
  expect(gateway.callsOf('AdminMails').at(-1)!.variables).toMatchObject({ page: 2, pageSize: 20 });
});

it('says when there is no mail, and when the list cannot load (with a retry)', async () => {
  server.use(...fakeMailsGateway([]).handlers);
  const { unmount } = renderAdmin('/admin/mails');
  expect(await screen.findByText('Aucun e-mail trouvé')).toBeInTheDocument();
  unmount();

  let calls = 0;
  server.use(
    graphql.query('AdminMails', () => {
      calls += 1;
      if (calls === 1) return HttpResponse.error();
      return HttpResponse.json({ data: { adminMails: { __typename: 'AdminMailPage', page: 1, pageSize: 20, total: 0, items: [] } } });
    }),
  );
  renderAdmin('/admin/mails');
  expect(await screen.findByText('Erreur lors du chargement des e-mails')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Aucun e-mail trouvé')).toBeInTheDocument();
});
