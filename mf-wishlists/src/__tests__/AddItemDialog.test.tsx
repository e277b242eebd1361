import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeItem, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();
// the lazy chunk, compiled once before the timed queries (on a busy machine its first transform takes seconds)
beforeAll(() => import('../components/OwnerWishlist'), 30_000);

const PAGE = 'https://shop.example/gigoteuse';
const IMAGE = 'https://img.example/gigoteuse.jpg';

/** What the form sends when quantity, group gift and most wanted are left as they are. */
const PLAIN = { quantity: 1, groupGift: false, mostWanted: false };
const mine = () => listWishlist({ id: 'w1', isMine: true, items: [fakeItem({ id: 'i1', title: 'Body en coton', category: 'clothing' })] });

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Ajouter un article/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un article' });
  return { user, dialog };
}

it('fetches the details of a product URL, hides the image field for the fetched picture, and creates the item', async () => {
  const gateway = listGateway([mine()], { products: { [PAGE]: { title: 'Gigoteuse 0-6 mois', price: 39.9, image: IMAGE } } });
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');
  const { user, dialog } = await openDialog();

  expect(within(dialog).getByText(/Lien du produit · 1\/2/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Adresse de la page du produit'), PAGE);
  await user.click(within(dialog).getByRole('button', { name: 'Récupérer les informations' }));

  expect(await within(dialog).findByLabelText('Titre')).toHaveValue('Gigoteuse 0-6 mois');
  expect(within(dialog).getByText(/Détails · 2\/2/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Prix (€)')).toHaveValue('39,90');
  expect(within(dialog).getByLabelText('Lien du produit')).toHaveValue(PAGE);
  expect(within(dialog).getByRole('img', { name: 'Image trouvée sur la page' })).toHaveAttribute('src', IMAGE);
  expect(within(dialog).queryByLabelText('Adresse de l’image')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('combobox', { name: 'Catégorie' }));
  // antd's option roles are for screen readers; the visible option is the one to click
  await user.click(await screen.findByTitle('Chambre'));
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’article' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un article' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([
    { operation: 'AnalyseProductPage', variables: { url: PAGE } },
    {
      operation: 'CreateWishlistItem',
      variables: {
        wishlistId: 'w1',
        input: { ...PLAIN, title: 'Gigoteuse 0-6 mois', price: 39.9, category: 'bedroom', description: null, image: IMAGE, url: PAGE },
      },
    },
  ]);
  // the list updates: the new item in its category
  const bedroom = await screen.findByRole('region', { name: /^Chambre/ });
  expect(within(bedroom).getByRole('heading', { level: 3, name: 'Gigoteuse 0-6 mois' })).toBeInTheDocument();
  expect(await screen.findByText('Article « Gigoteuse 0-6 mois » ajouté.')).toBeInTheDocument();
});

it('shows the image field again when the fetched picture fails to load', async () => {
  const gateway = listGateway([mine()], { products: { [PAGE]: { title: 'Gigoteuse', price: null, image: IMAGE } } });
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');
  const { user, dialog } = await openDialog();

  await user.type(within(dialog).getByLabelText('Adresse de la page du produit'), PAGE);
  await user.click(within(dialog).getByRole('button', { name: 'Récupérer les informations' }));
  const picture = await within(dialog).findByRole('img', { name: 'Image trouvée sur la page' });
  expect(within(dialog).queryByLabelText('Adresse de l’image')).not.toBeInTheDocument();

  fireEvent.error(picture);
  const imageField = await within(dialog).findByLabelText('Adresse de l’image');
  expect(imageField).toBeVisible();
  expect(imageField).toHaveValue(IMAGE);
  expect(within(dialog).queryByRole('img', { name: 'Image trouvée sur la page' })).not.toBeInTheDocument();
});

it('says when the page cannot be read and lets the user continue by hand', async () => {
  const gateway = listGateway([mine()], { products: {} });
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');
  const { user, dialog } = await openDialog();

  await user.type(within(dialog).getByLabelText('Adresse de la page du produit'), 'https://shop.example/404');
  await user.click(within(dialog).getByRole('button', { name: 'Récupérer les informations' }));
  expect(
    await within(dialog).findByText('Nous n’avons pas pu lire cette page. Vous pouvez saisir les informations à la main.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('La page n’a pas pu être chargée.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continuer à la main' }));

  expect(await within(dialog).findByLabelText('Titre')).toHaveValue('');
  expect(within(dialog).getByLabelText('Lien du produit')).toHaveValue('https://shop.example/404');
  expect(within(dialog).getByLabelText('Adresse de l’image')).toBeVisible();
});

it('takes the no-URL path: only the title required (a book has no image), price at least 0 with two decimals, blanks sent as absent', async () => {
  const gateway = listGateway([mine()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');
  const { user, dialog } = await openDialog();

  await user.click(within(dialog).getByRole('button', { name: 'Sans lien' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Ajouter l’article' }));
  expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(1);

  await user.type(within(dialog).getByLabelText('Titre'), '  Mobile musical  ');
  await user.type(within(dialog).getByLabelText('Prix (€)'), '24.999');
  await user.type(within(dialog).getByLabelText('Adresse de l’image'), 'javascript:alert(1)');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’article' }));
  expect(await within(dialog).findByText('Deux décimales au plus.')).toBeInTheDocument();
  expect(await within(dialog).findByText('Adresse web invalide (http ou https).')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);

  await user.clear(within(dialog).getByLabelText('Prix (€)'));
  await user.type(within(dialog).getByLabelText('Prix (€)'), '24.99');
  // no image address: the item is added without one
  await user.clear(within(dialog).getByLabelText('Adresse de l’image'));
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’article' }));
  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'CreateWishlistItem',
    variables: {
      wishlistId: 'w1',
      input: { ...PLAIN, title: 'Mobile musical', price: 24.99, category: null, description: null, image: null, url: null },
    },
  });
  const uncategorized = await screen.findByRole('region', { name: /^Sans catégorie/ });
  expect(within(uncategorized).getByRole('heading', { level: 3, name: 'Mobile musical' })).toBeInTheDocument();
});
