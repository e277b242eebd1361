import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, graphql } from 'msw';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { at, fakeAdminGateway, fakeContact, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/ContactsPage';

setupFakeServer();

const lucas = fakeContact('c1', {
  name: 'Lucas Petit',
  email: 'lucas.petit@example.fr',
  phone: '+33 6 12 34 56 78',
  subject: 'Partage de la liste',
  message: 'Bonjour,\nPeut-on partager la liste ?\nMerci !',
  status: 'pending',
});
const camille = fakeContact('c2', { name: 'Camille Martin', email: 'camille@example.fr', status: 'replied', message: 'Merci !' });
const jules = fakeContact('c3', { name: 'Jules Roy', status: 'closed', createdAt: at(2026, 6, 10) });
const odd = fakeContact('c4', { name: 'Zoé Faure', status: 'archived' as never });

const list = () => screen.getByRole('list', { name: 'Demandes de contact' });

it('lists requests with their status badges, and shows the selected one with its message and history', async () => {
  const gateway = fakeAdminGateway({
    contacts: [lucas, camille, jules, odd],
    actions: {
      c2: [
        {
          __typename: 'ContactAction',
          id: 'a1',
          action: 'replied',
          actorName: 'Élise Bernard',
          answer: 'Merci Camille !',
          createdAt: at(2026, 6, 13, 16, 0),
        },
      ],
    },
  });
  server.use(...gateway.handlers);
  renderAdmin('/admin/contacts');

  await screen.findByRole('list', { name: 'Demandes de contact' });
  const badge = (name: string) => within(within(list()).getByText(name).closest('button')!).getByText(/./, { selector: '.adm-badge' });
  expect(badge('Lucas Petit')).toHaveTextContent('En attente');
  expect(badge('Lucas Petit')).toHaveAttribute('data-tone', 'yellow');
  expect(badge('Camille Martin')).toHaveTextContent('Répondu');
  expect(badge('Camille Martin')).toHaveAttribute('data-tone', 'blue');
  expect(badge('Jules Roy')).toHaveTextContent('Fermé');
  expect(badge('Jules Roy')).toHaveAttribute('data-tone', 'grey');
  expect(badge('Zoé Faure')).toHaveTextContent('Inconnu');
  expect(within(list()).getByText('Partage de la liste')).toBeInTheDocument();
  expect(screen.getByText('Sélectionnez une demande')).toBeInTheDocument();

  await userEvent.click(within(list()).getByText('Lucas Petit'));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Lucas Petit' });
  await waitFor(() => expect(heading).toHaveFocus());
  const detail = heading.closest('article')!;
  expect(within(detail).getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute('href', 'tel:+33 6 12 34 56 78');
  expect(within(detail).getByRole('link', { name: 'lucas.petit@example.fr' })).toBeInTheDocument();
  // the original message, line breaks kept
  expect(
    within(detail).getByText((_, el) => el?.textContent === lucas.message && el.classList.contains('adm-message-body')),
  ).toBeInTheDocument();
  expect(within(detail).getByText('Aucune action pour le moment.')).toBeInTheDocument();
  expect(within(list()).getByText('Lucas Petit').closest('button')).toHaveAttribute('aria-current', 'true');

  await userEvent.click(within(list()).getByText('Camille Martin'));
  const camilleDetail = (await screen.findByRole('heading', { level: 2, name: 'Camille Martin' })).closest('article')!;
  expect(within(camilleDetail).getByText('Réponse de Élise Bernard, le 13 juin 2026 à 16:00')).toBeInTheDocument();
  expect(within(camilleDetail).getByText('Merci Camille !')).toBeInTheDocument();
  expect(within(camilleDetail).queryByText('Téléphone')).not.toBeInTheDocument();
});

it('requires a reply, shows the sending label, then refetches the list and the history', async () => {
  const gateway = fakeAdminGateway({ contacts: [lucas, camille] });
  let release!: () => void;
  gateway.state.replyGate = new Promise<void>((resolve) => (release = resolve));
  server.use(...gateway.handlers);
  renderAdmin('/admin/contacts?id=c1');

  const detail = (await screen.findByRole('heading', { level: 2, name: 'Lucas Petit' })).closest('article')!;
  await userEvent.click(within(detail).getByRole('button', { name: 'Envoyer la réponse' }));
  expect(await within(detail).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  await userEvent.type(within(detail).getByLabelText('Votre réponse'), '   ');
  await userEvent.click(within(detail).getByRole('button', { name: 'Envoyer la réponse' }));
  expect(await within(detail).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(gateway.callsOf('ReplyToContact')).toHaveLength(0);

  const listCallsBefore = gateway.callsOf('AdminContacts').length;
  await userEvent.clear(within(detail).getByLabelText('Votre réponse'));
  await userEvent.type(within(detail).getByLabelText('Votre réponse'), 'Oui, avec le lien de partage.');
  await userEvent.click(within(detail).getByRole('button', { name: 'Envoyer la réponse' }));
  expect(await within(detail).findByRole('button', { name: /Envoi en cours\.\.\./ })).toBeInTheDocument();
  release();

  expect(await screen.findByText('Réponse envoyée à lucas.petit@example.fr.')).toBeInTheDocument();
  expect(gateway.callsOf('ReplyToContact')[0]!.variables).toEqual({ id: 'c1', input: { answer: 'Oui, avec le lien de partage.' } });
  await waitFor(() => expect(gateway.callsOf('AdminContacts').length).toBeGreaterThan(listCallsBefore));
  await waitFor(() => expect(within(list()).getByText('Lucas Petit').closest('button')).toHaveTextContent('Répondu'));
  expect(await within(detail).findByText(/^Réponse de Élise Bernard, le 15 juin 2026/)).toBeInTheDocument();
  expect(within(detail).getByLabelText('Votre réponse')).toHaveValue('');
  expect(within(detail).getByRole('button', { name: 'Envoyer la réponse' })).toBeInTheDocument();
});

it('cancels back to no selection, and closes a request', async () => {
  const gateway = fakeAdminGateway({ contacts: [lucas] });
  server.use(...gateway.handlers);
  renderAdmin('/admin/contacts?id=c1');

  const detail = (await screen.findByRole('heading', { level: 2, name: 'Lucas Petit' })).closest('article')!;
  await userEvent.click(within(detail).getByRole('button', { name: 'Fermer la demande' }));
  await waitFor(() => expect(within(list()).getByText('Lucas Petit').closest('button')).toHaveTextContent('Fermé'));
  expect(gateway.callsOf('CloseContact')[0]!.variables).toEqual({ id: 'c1' });

  await userEvent.click(within(detail).getByRole('button', { name: 'Annuler' }));
  expect(await screen.findByText('Sélectionnez une demande')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/contacts$/);
  // keyboard users land back on the request they were reading
  expect(within(list()).getByText('Lucas Petit').closest('button')).toHaveFocus();
});

it('says when there is no request yet', async () => {
  server.use(...fakeAdminGateway({ contacts: [] }).handlers);
  renderAdmin('/admin/contacts');
  expect(await screen.findByText('Aucune demande de contact pour le moment.')).toBeInTheDocument();
});

it('shows the error message, or Erreur inconnue, and retries', async () => {
  const gateway = fakeAdminGateway({ contacts: [lucas] });
  let calls = 0;
  server.use(
    graphql.query('AdminContacts', () => {
      calls += 1;
      if (calls === 1) return graphQLErrorResponse('forbidden', 403);
      if (calls === 2) return HttpResponse.error();
      return HttpResponse.json({
        data: { adminContacts: { __typename: 'AdminContactPage', page: 1, pageSize: 20, total: 1, items: [lucas] } },
      });
    }),
    ...gateway.handlers,
  );
  renderAdmin('/admin/contacts');

  expect(await screen.findByText('Vous n’avez pas accès à cette page.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Erreur inconnue')).toBeInTheDocument();
  expect(calls).toBe(2);
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('list', { name: 'Demandes de contact' })).toBeInTheDocument();
  expect(screen.queryByText('Erreur inconnue')).not.toBeInTheDocument();
});
