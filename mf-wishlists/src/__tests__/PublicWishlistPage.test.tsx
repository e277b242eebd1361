import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@cigogne/ui/format/money';
import { fakeGateway, fakeItem, fakeReservation, listGateway, listWishlist, server, setupFakeServer, type FakeItem } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();
// the lazy chunk, compiled once before the timed queries (on a busy machine its first transform takes seconds)
beforeAll(() => import('../components/OwnerWishlist'), 30_000);

/** The price as shown, its narrow spaces normalised like testing-library normalises the page's text. */
const euros = (amount: number) => formatEuros(amount).replace(/\s/g, ' ');

const reservedBy = (name: string | null, message: string | null, isAnonymous = false) =>
  ({ __typename: 'ReservedBy', name, message, isAnonymous }) as FakeItem['reservedBy'];

const items = [
  fakeItem({ id: 'i1', title: 'Body en coton', price: 12.5, category: 'clothing', url: 'https://shop.example/body' }),
  fakeItem({
    id: 'i2',
    title: 'Baignoire pliante',
    price: 34.9,
    category: 'hygiene',
    isReserved: true,
    reservedAt: '2026-03-02T10:00:00.000Z',
    reservedBy: reservedBy('Mamie Jeanne', 'Avec tout notre amour'),
    reservedQuantity: 1,
    reservations: [fakeReservation({ id: 'r2', name: 'Mamie Jeanne', message: 'Avec tout notre amour' })],
  }),
  fakeItem({ id: 'i3', title: 'Thermomètre de bain', price: 9, category: 'hygiene', url: null, hasUrl: false }),
  fakeItem({ id: 'i4', title: 'Poussette trio', price: 1299, category: null, url: 'https://shop.example/poussette' }),
  fakeItem({
    id: 'i5',
    title: 'Cape de bain',
    price: 19.99,
    category: 'hygiene',
    isReserved: true,
    reservedAt: '2026-03-03T10:00:00.000Z',
    reservedBy: reservedBy(null, null, true),
  }),
  fakeItem({ id: 'i6', title: 'Gigoteuse', price: 45, category: 'bedroom', image: 'https://img.example/gigoteuse.jpg' }),
];

const lea = (overrides = {}) =>
  listWishlist({
    id: 'w1',
    title: 'La liste de naissance de Léa',
    description: 'Léa arrive en mai !\nMerci à tous.',
    visibility: 'public',
    items,
    ...overrides,
  });

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const itemTitles = (group: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${group}`) }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('shows the banner, the description lines and the items grouped by category, reserved ones last in each group', async () => {
  server.use(...listGateway([lea({ isMine: false })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: 'La liste de naissance de Léa' })).toBeInTheDocument();
  expect(screen.getByText('Léa arrive en mai !')).toBeInTheDocument();
  expect(screen.getByText('Merci à tous.')).toBeInTheDocument();
  expect(screen.getByText('6 articles')).toBeInTheDocument();
  // the category order of docs/product.md#items-and-categories, uncategorized last, with plural counts
  expect(groupTitles()).toEqual(['Hygiène 3 articles', 'Chambre 1 article', 'Vêtements 1 article', 'Sans catégorie 1 article']);
  expect(itemTitles('Hygiène')).toEqual(['Thermomètre de bain', 'Baignoire pliante', 'Cape de bain']);
  expect(itemTitles('Sans catégorie')).toEqual(['Poussette trio']);
  // euros in French format, whatever the language
  const stroller = screen.getByRole('listitem', { name: 'Poussette trio' });
  expect(formatEuros(1299)).toMatch(/^1\s299,00\s€$/);
  expect(within(stroller).getByText(euros(1299))).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Body en coton' })).getByText(/12,50/)).toBeInTheDocument();
  // the picture loads lazily in a box of fixed size
  const picture = within(screen.getByRole('listitem', { name: 'Gigoteuse' })).getByRole('img', { name: 'Photo de « Gigoteuse »' });
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('width', '160');
});

it('filters to the unreserved items only', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(...listGateway([lea({ isMine: false })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });

  await user.click(await screen.findByRole('switch', { name: 'Seulement les articles non réservés' }));
  expect(itemTitles('Hygiène')).toEqual(['Thermomètre de bain']);
  expect(screen.queryByText('Baignoire pliante')).not.toBeInTheDocument();
  expect(groupTitles()[0]).toBe('Hygiène 1 article');
});

it('shows visitors that an item is reserved, never by whom, and offers reserve and link buttons on the others', async () => {
  server.use(...listGateway([lea({ isMine: false })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });

  const bath = await screen.findByRole('listitem', { name: 'Baignoire pliante' });
  expect(within(bath).getByText('Réservé')).toBeInTheDocument();
  expect(within(bath).queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Mamie Jeanne/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Avec tout notre amour/)).not.toBeInTheDocument();
  expect(screen.queryByText(/anonyme/)).not.toBeInTheDocument();

  const body = screen.getByRole('listitem', { name: 'Body en coton' });
  expect(within(body).getByRole('button', { name: 'Réserver « Body en coton »' })).toBeEnabled();
  const link = within(body).getByRole('link', { name: /Voir le produit «\sBody en coton\s»/ });
  // a public list goes through the gateway's link route
  expect(link).toHaveAttribute('href', '/api/wishlists/w1/items/i1/link');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // no url, no link button
  expect(within(screen.getByRole('listitem', { name: 'Thermomètre de bain' })).queryByRole('link')).not.toBeInTheDocument();
  // none of the owner's actions
  expect(screen.queryByRole('button', { name: /Ajouter un article/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Paramètres/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Détails/ })).not.toBeInTheDocument();
});

it('never shows a visitor who reserved, even if an answer carried it', async () => {
  // the gateway masks reservers for visitors; the page does not rely on it alone
  server.use(...fakeGateway([lea({ isMine: false })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });
  expect(await within(await screen.findByRole('listitem', { name: 'Baignoire pliante' })).findByText('Réservé')).toBeInTheDocument();
  expect(screen.queryByText(/Mamie Jeanne/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Avec tout notre amour/)).not.toBeInTheDocument();
  expect(screen.queryByText(/anonyme/)).not.toBeInTheDocument();
});

it("links to the item's own url when the list is not public (its owner's view of a private list is covered below)", async () => {
  server.use(...listGateway([lea({ isMine: false, visibility: 'private' })]).handlers);
  renderWishlists('/wishlists/w1');
  const body = await screen.findByRole('listitem', { name: 'Body en coton' });
  expect(within(body).getByRole('link', { name: /Voir/ })).toHaveAttribute('href', 'https://shop.example/body');
});

it('gives the owner theme, add-item and settings, item details and delete, who reserved, and no reserve button', async () => {
  server.use(...listGateway([lea({ isMine: true })]).handlers);
  renderWishlists('/wishlists/w1');

  await screen.findByRole('heading', { level: 1, name: 'La liste de naissance de Léa' });
  expect(screen.getByRole('link', { name: /Thème/ })).toHaveAttribute('href', '/wishlists/w1/theme');
  expect(screen.getByRole('link', { name: /Paramètres/ })).toHaveAttribute('href', '/wishlists/w1/edit');
  expect(screen.getByRole('button', { name: /Ajouter un article/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Réserver/ })).not.toBeInTheDocument();

  const bath = screen.getByRole('listitem', { name: 'Baignoire pliante' });
  expect(within(bath).getByText('Réservé par Mamie Jeanne')).toBeInTheDocument();
  expect(within(bath).getByText('Avec tout notre amour')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Cape de bain' })).getByText('Réservé par Un proche (anonyme)')).toBeInTheDocument();
  expect(within(bath).getByRole('button', { name: 'Détails de « Baignoire pliante »' })).toBeInTheDocument();
  expect(within(bath).getByRole('button', { name: 'Supprimer « Baignoire pliante »' })).toBeInTheDocument();
});

it('deletes an item after the confirmation and refreshes the list', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([lea({ isMine: true })]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');

  await user.click(await screen.findByRole('button', { name: 'Supprimer « Gigoteuse »' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Voulez-vous vraiment supprimer « Gigoteuse » ? Cette action est irréversible.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Gigoteuse' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([{ operation: 'DeleteWishlistItem', variables: { wishlistId: 'w1', itemId: 'i6' } }]);
  expect(screen.queryByRole('heading', { name: /Chambre/ })).not.toBeInTheDocument();
});

it('autosaves item details on blur, title and price only after Edit', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([lea({ isMine: true })]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');

  await user.click(await screen.findByRole('button', { name: 'Détails de « Body en coton »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Détails de l’article' });
  expect(within(dialog).queryByLabelText('Titre')).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Prix (€)')).not.toBeInTheDocument();

  // a field left unchanged saves nothing; a changed one saves alone, on blur
  await user.click(within(dialog).getByLabelText('Description'));
  await user.tab();
  expect(gateway.state.calls).toEqual([]);
  await user.type(within(dialog).getByLabelText('Description'), 'Taille 3 mois');
  expect(gateway.state.calls).toEqual([]);
  await user.tab();
  await waitFor(() =>
    expect(gateway.state.calls).toEqual([
      { operation: 'UpdateWishlistItem', variables: { wishlistId: 'w1', itemId: 'i1', input: { description: 'Taille 3 mois' } } },
    ]),
  );
  expect(await within(dialog).findByText('Enregistré')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Modifier le titre et le prix' }));
  const title = within(dialog).getByLabelText('Titre');
  await user.clear(title);
  await user.tab();
  // a required title left blank is not sent
  expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(gateway.state.calls).toHaveLength(1);
  await user.type(title, 'Body bio');
  await user.tab();
  await waitFor(() => expect(gateway.state.calls).toHaveLength(2));
  expect(gateway.state.calls[1].variables).toEqual({ wishlistId: 'w1', itemId: 'i1', input: { title: 'Body bio' } });

  const price = within(dialog).getByLabelText('Prix (€)');
  await user.clear(price);
  await user.type(price, '-3');
  await user.tab();
  expect(await within(dialog).findByText('Le prix ne peut pas être négatif.')).toBeInTheDocument();
  await user.clear(price);
  await user.type(price, '15.5');
  await user.tab();
  await waitFor(() => expect(gateway.state.calls).toHaveLength(3));
  expect(gateway.state.calls[2].variables).toEqual({ wishlistId: 'w1', itemId: 'i1', input: { price: 15.5 } });

  await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
  const body = await screen.findByRole('listitem', { name: 'Body bio' });
  expect(within(body).getByText(euros(15.5))).toBeInTheDocument();
});

it('cancels a reservation from the item details after the irreversible confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([lea({ isMine: true })]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');

  await user.click(await screen.findByRole('button', { name: 'Détails de « Baignoire pliante »' }));
  const details = await screen.findByRole('dialog', { name: 'Détails de l’article' });
  expect(within(details).getByText('Réservé par Mamie Jeanne')).toBeInTheDocument();
  expect(within(details).getByText('Avec tout notre amour')).toBeInTheDocument();
  await user.click(within(details).getByRole('button', { name: 'Annuler la réservation' }));
  // in jsdom every antd modal is labelled by the same 'test-id': the nested one is found by its title
  const confirm = (await screen.findByText('Annuler la réservation ?')).closest<HTMLElement>('[role="dialog"]')!;
  expect(within(confirm).getByText(/Cette action est irréversible/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));

  expect(await within(details).findByText('Personne n’a encore réservé cet article.')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([{ operation: 'CancelWishlistReservation', variables: { wishlistId: 'w1', itemId: 'i2' } }]);
  expect(within(screen.getByRole('listitem', { name: 'Baignoire pliante' })).queryByText('Réservé')).not.toBeInTheDocument();
});

it('shows the not-found page for an absent list or a private one of someone else', async () => {
  server.use(...listGateway([]).handlers);
  renderWishlists('/wishlists/missing', { user: null });
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retour à l’accueil' })).toBeInTheDocument();
});

it('disables reserving on an archived list and says why', async () => {
  server.use(...listGateway([lea({ isMine: false, status: 'archived' })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });
  expect(await screen.findByText('Cette liste est archivée : elle ne prend plus de réservation.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réserver « Body en coton »' })).toBeDisabled();
});

it('speaks English too, with the prices still in French format', async () => {
  server.use(...listGateway([lea({ isMine: false })]).handlers);
  renderWishlists('/wishlists/w1', { user: null, locale: 'en' });
  expect(await screen.findByRole('switch', { name: 'Only unreserved items' })).toBeInTheDocument();
  expect(groupTitles()).toEqual(['Hygiene 3 items', 'Bedroom 1 item', 'Clothing 1 item', 'Uncategorized 1 item']);
  expect(within(screen.getByRole('listitem', { name: 'Body en coton' })).getByText(/12,50/)).toBeInTheDocument();
});
