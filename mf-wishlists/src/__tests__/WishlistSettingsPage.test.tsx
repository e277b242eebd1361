import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { fakeGateway, listGateway, ownerHandlers, server, setupFakeServer } from './fakeServer';
import { lea, tom } from './ownerFixtures';
import { renderWishlists } from './testApp';
import { noCoOwnersHandler } from '@cigogne/ui/testing/coOwnersHandlers';

setupFakeServer();

function gatewayWith(...lists: Parameters<typeof fakeGateway>[0]) {
  // copies: the tests change lists and items
  const gateway = fakeGateway(lists.map((w) => ({ ...w, items: w.items.map((i) => ({ ...i })) })));
  server.use(...ownerHandlers(gateway), ...gateway.handlers);
  return gateway;
}

it('opens a tab of the settings with links to every tab and back to the list', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/w1/edit');
  expect(await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Paramètres de la liste' });
  const tabs = within(nav).getAllByRole('link');
  expect(tabs.map((tab) => [tab.textContent?.trim(), tab.getAttribute('href')])).toEqual([
    ['Thème', '/wishlists/w1/theme'],
    ['Modifier', '/wishlists/w1/edit'],
    ['Réservations', '/wishlists/w1/reservations'],
    ['Statistiques', '/wishlists/w1/stats'],
    ['Partager', '/wishlists/w1/share'],
    ['Co-parents', '/wishlists/w1/co-parents'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Modifier' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: /Voir la liste/ })).toHaveAttribute('href', '/wishlists/w1');
});

it('redirects to /wishlists when the list is absent', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/missing/theme');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wishlists$/));
});

it('shows the not-found page for an unknown tab', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/w1/colours');
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});

it('theme: picks a cover from the thumbnails with the keyboard and saves it, or no cover', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/theme');
  const covers = await screen.findByRole('radiogroup', { name: 'Image de couverture' });
  const options = await within(covers).findAllByRole('radio');
  expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['Sans image', 'Bébé 1', 'Bébé 2', 'Fleurs 1']);
  expect(within(covers).getByRole('radio', { name: 'Sans image' })).toBeChecked();

  await user.click(within(covers).getByRole('radio', { name: 'Bébé 2' }));
  await waitFor(() =>
    expect(gateway.state.calls).toEqual([{ operation: 'UpdateWishlist', variables: { id: 'w1', input: { cover: 'baby_02.jpg' } } }]),
  );
  expect(await screen.findByText('Enregistré')).toBeInTheDocument();
  expect(within(covers).getByRole('radio', { name: 'Bébé 2' })).toBeChecked();

  // arrow keys move the choice (native radios)
  await user.keyboard('{ArrowRight}');
  await waitFor(() =>
    expect(gateway.state.calls.at(-1)).toEqual({
      operation: 'UpdateWishlist',
      variables: { id: 'w1', input: { cover: 'flowers_01.jpg' } },
    }),
  );

  await user.click(within(covers).getByRole('radio', { name: 'Sans image' }));
  await waitFor(() =>
    expect(gateway.state.calls.at(-1)).toEqual({ operation: 'UpdateWishlist', variables: { id: 'w1', input: { cover: null } } }),
  );
});

it('theme: saves the theme colour picked', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/theme');
  await user.click(await screen.findByRole('radio', { name: 'Émeraude' }));
  await waitFor(() =>
    expect(gateway.state.calls).toEqual([{ operation: 'UpdateWishlist', variables: { id: 'w1', input: { themeColor: 'emerald' } } }]),
  );
});

it('edit: autosaves only the field that changed, on blur or change, and shows it saved; no submit button', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/edit');
  const title = await screen.findByRole('textbox', { name: 'Titre' });
  const description = screen.getByRole('textbox', { name: 'Description' });
  expect(description).toHaveAttribute('rows', '10');
  expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();

  // leaving a field unchanged sends nothing
  await user.click(title);
  await user.click(description);
  await user.tab();
  expect(gateway.state.calls).toEqual([]);

  await user.clear(title);
  await user.type(title, 'Les cadeaux de Léa');
  await user.tab();
  await waitFor(() =>
    expect(gateway.state.calls).toEqual([{ operation: 'UpdateWishlist', variables: { id: 'w1', input: { title: 'Les cadeaux de Léa' } } }]),
  );
  expect(await screen.findByText('Enregistré')).toBeInTheDocument();

  await user.type(description, 'Merci à tous !');
  await user.tab();
  await waitFor(() =>
    expect(gateway.state.calls.at(-1)).toEqual({
      operation: 'UpdateWishlist',
      variables: { id: 'w1', input: { description: 'Merci à tous !' } },
    }),
  );

  await user.click(screen.getByRole('radio', { name: /Privé/ }));
  await waitFor(() =>
    expect(gateway.state.calls.at(-1)).toEqual({ operation: 'UpdateWishlist', variables: { id: 'w1', input: { visibility: 'private' } } }),
  );
  expect(gateway.state.calls).toHaveLength(3);
});

it('edit: a blank title shows the required message and is not sent', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/edit');
  const title = await screen.findByRole('textbox', { name: 'Titre' });
  await user.clear(title);
  await user.tab();
  expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);
});

it('edit: shows a server refusal under the field', async () => {
  const user = userEvent.setup();
  const gateway = fakeGateway([lea]);
  server.use(
    graphql.mutation('UpdateWishlist', () =>
      HttpResponse.json({
        errors: [
          {
            message: 'invalid',
            extensions: { code: 'invalidForm', status: 422, errors: [{ path: 'title', message: 'validation.maxLength' }] },
          },
        ],
      }),
    ),
    ...ownerHandlers(gateway),
    ...gateway.handlers,
  );
  renderWishlists('/wishlists/w1/edit');
  const title = await screen.findByRole('textbox', { name: 'Titre' });
  await user.type(title, ' bis');
  await user.tab();
  expect(await screen.findByText('Les données saisies sont invalides.')).toBeInTheDocument();
  expect(screen.getByText('Ce champ est trop long.')).toBeInTheDocument();
});

it('reservations: shows who reserved (or the anonymous label), the message and date; cancels after the irreversible confirmation', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/reservations');
  const list = await screen.findByRole('list', { name: 'Articles réservés' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('heading', { name: 'Gigoteuse' })).toBeInTheDocument();
  expect(within(rows[0]).getByText('Mamie Jo')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Avec tout notre amour')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/2 avril 2026/)).toBeInTheDocument();
  expect(within(rows[1]).getByText('Un proche (anonyme)')).toBeInTheDocument();

  await user.click(within(rows[0]).getByRole('button', { name: 'Annuler la réservation de Mamie Jo pour « Gigoteuse »' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Cette action est irréversible.')).toBeInTheDocument();
  await user.click(within(dialog).getByText('Fermer'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([]);

  await user.click(within(rows[0]).getByRole('button', { name: 'Annuler la réservation de Mamie Jo pour « Gigoteuse »' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gigoteuse' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([
    { operation: 'CancelWishlistReservation', variables: { wishlistId: 'w1', itemId: 'i3', reservationId: 'r3' } },
  ]);
  expect(await screen.findByText('La réservation de « Gigoteuse » est annulée.')).toBeInTheDocument();
});

it('reservations: the thank-you column ticks a guest thanked with its date, and "À remercier" shows only those left', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea);
  renderWishlists('/wishlists/w1/reservations');
  const list = await screen.findByRole('list', { name: 'Articles réservés' });
  // the anonymous guest was thanked already, with its date; Mamie Jo not yet
  expect(within(list).getByText(/Remercié·e le 10 avril 2026/)).toBeInTheDocument();
  expect(within(list).getByText('Pas encore remercié·e')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'À remercier (1)' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  const mamie = screen.getByRole('checkbox', { name: 'Mamie Jo remercié·e pour « Gigoteuse »' });
  expect(mamie).not.toBeChecked();
  await user.click(mamie);
  await waitFor(() => expect(screen.getByText('Tous vos proches ont été remerciés. Bravo !')).toBeInTheDocument());
  expect(gateway.state.calls).toEqual([
    { operation: 'ThankWishlistReservation', variables: { wishlistId: 'w1', itemId: 'i3', reservationId: 'r3', thanked: true } },
  ]);
  await user.click(screen.getByRole('radio', { name: 'Toutes (2)' }));
  expect(await screen.findByRole('checkbox', { name: 'Mamie Jo remercié·e pour « Gigoteuse »' })).toBeChecked();
  expect(screen.getAllByText(/Remercié·e le/)).toHaveLength(2);
});

it('reservations: the CSV button downloads the export with the bearer token', async () => {
  const user = userEvent.setup();
  gatewayWith(lea);
  localStorage.setItem('token', 'jwt-of-camille');
  let authorization: string | null = null;
  server.use(
    http.get('*/api/wishlists/w1/reservations.csv', ({ request }) => {
      authorization = request.headers.get('Authorization');
      return new HttpResponse('item,category\r\nGigoteuse,bedroom\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="reservations-la-liste.csv"' },
      });
    }),
  );
  const createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  try {
    renderWishlists('/wishlists/w1/reservations');
    await user.click(await screen.findByRole('button', { name: /Exporter en CSV/ }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(authorization).toBe('Bearer jwt-of-camille');
    expect(clicks[0].download).toBe('reservations-la-liste.csv');
    expect(clicks[0].href).toBe('blob:csv');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toContain('Gigoteuse');
  } finally {
    click.mockRestore();
    localStorage.removeItem('token');
  }
});

it('reservations: says so when the export fails', async () => {
  const user = userEvent.setup();
  gatewayWith(lea);
  server.use(http.get('*/api/wishlists/w1/reservations.csv', () => HttpResponse.json({ type: 'unknown' }, { status: 500 })));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWishlists('/wishlists/w1/reservations');
  await user.click(await screen.findByRole('button', { name: /Exporter en CSV/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('L’export n’a pas pu être téléchargé. Réessayez.');
});

it('stats: shows available and reserved counts per price band as text', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/w1/stats');
  const table = await screen.findByRole('table', { name: 'Articles par tranche de prix' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Moins de 10 €', '0', '1'],
    ['De 10 à 25 €', '1', '0'],
    ['De 25 à 50 €', '0', '1'],
    ['De 50 à 100 €', '0', '0'],
    ['De 100 à 200 €', '0', '0'],
    ['200 € et plus', '1', '0'],
  ]);
});

it('share: the link of a public list, at every width like its tab', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/w1/share');
  // the settings chunk's first compile, when this test runs alone on a busy machine
  const link = await screen.findByRole('textbox', { name: 'Lien de partage' });
  expect(link).toHaveValue('http://localhost/app/wishlists/w1');
  expect(link.closest('.wl-hide-small')).toBeNull();
  const nav = screen.getByRole('navigation', { name: 'Paramètres de la liste' });
  expect(within(nav).getByRole('link', { name: 'Partager' }).closest('.wl-hide-small')).toBeNull();
});

it('share: a private list gets the warning linking to the edit tab', async () => {
  gatewayWith(tom);
  renderWishlists('/wishlists/w2/share');
  expect(await screen.findByText('Cette page est privée')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Modifier la visibilité' })).toHaveAttribute('href', '/wishlists/w2/edit');
  expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).not.toBeInTheDocument();
});

it("edit: a list made from a prediction shows the baby's first name read-only", async () => {
  gatewayWith({ ...lea, prediction: { __typename: 'WishlistPrediction', id: 'p1', firstName: 'Gabriel' } } as typeof lea);
  renderWishlists('/wishlists/w1/edit');
  const firstName = await screen.findByRole('textbox', { name: 'Prénom du bébé' });
  expect(firstName).toHaveValue('Gabriel');
  expect(firstName).toHaveAttribute('readonly');
});

it('the co-parents tab: the owner invites; a co-owner of the list only leaves it', async () => {
  gatewayWith(lea, { ...tom, sharedWithMe: true });
  server.use(noCoOwnersHandler());
  const { unmount } = renderWishlists('/wishlists/w1/co-parents');
  const panel = await screen.findByRole('region', { name: 'Co-parents' });
  expect(await within(panel).findByText('Aucune invitation en attente.')).toBeInTheDocument();
  expect(within(panel).getByLabelText('Adresse e-mail')).toBeInTheDocument();
  unmount();
  renderWishlists(`/wishlists/${tom.id}/co-parents`);
  const shared = await screen.findByRole('region', { name: 'Co-parents' });
  expect(within(shared).getByRole('button', { name: 'Quitter cette page' })).toBeInTheDocument();
  expect(within(shared).queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
});

it('share: the tab’s address opened signed out (copied from the owner’s phone) is the public list, not the login page', async () => {
  server.use(...listGateway([{ ...lea, isMine: false }]).handlers);
  renderWishlists('/wishlists/w1/share', { user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/wishlists\/w1$/);
});

it('share: the owner’s list page has a share button leading to the share tab', async () => {
  gatewayWith(lea);
  renderWishlists('/wishlists/w1');
  expect(await screen.findByRole('link', { name: 'Partager' })).toHaveAttribute('href', '/wishlists/w1/share');
});
