import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookmarkletCode, firstHttpUrl } from '../data/sharedLink';
import { fakeItem, listGateway, listWishlist, ownerHandlers, server, setupFakeServer, type FakeWishlist } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();
// the lazy chunks, compiled once before the timed queries (on a busy machine their first transform takes seconds)
beforeAll(() => Promise.all([import('../components/OwnerWishlist'), import('../pages/SharePage')]), 30_000);

const PAGE = 'https://shop.example/gigoteuse?taille=0-6';
const WALL = 'https://www.amazon.fr/dp/B07XYZ1234';
const IMAGE = 'https://img.example/gigoteuse.jpg';

const mine = (id = 'w1', title = 'La liste de Léa', status: FakeWishlist['status'] = 'published') =>
  listWishlist({ id, title, status, isMine: true, items: [fakeItem({ id: `${id}-i1`, title: 'Body en coton', category: 'clothing' })] });

function serve(lists = [mine()]) {
  const gateway = listGateway(lists, {
    products: { [PAGE]: { title: 'Gigoteuse 0-6 mois', price: 39.9, image: IMAGE }, [WALL]: 'blocked' },
  });
  server.use(...gateway.handlers, ...ownerHandlers(gateway));
  return gateway;
}
const location = () => screen.getByTestId('location').textContent;

describe('an anti-bot wall', () => {
  it('says so in French and goes on to the details form with the link kept', async () => {
    const gateway = serve();
    renderWishlists('/wishlists/w1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Ajouter un article/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un article' });
    await user.type(within(dialog).getByLabelText('Adresse de la page du produit'), WALL);
    await user.click(within(dialog).getByRole('button', { name: 'Récupérer les informations' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Cette boutique bloque la lecture automatique');
    expect(notice).toHaveTextContent('vérification anti-robot (captcha)');
    expect(notice).toHaveTextContent('le lien est conservé');
    // manual entry: step 2, the link kept, the image field shown (nothing was read)
    expect(within(dialog).getByText(/Détails · 2\/2/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lien du produit')).toHaveValue(WALL);
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('');
    expect(within(dialog).getByLabelText('Adresse de l’image')).toBeVisible();
    expect(gateway.state.calls).toEqual([{ operation: 'AnalyseProductPage', variables: { url: WALL } }]);
  });

  it('says so in English', async () => {
    serve();
    renderWishlists(`/wishlists/w1?add=${encodeURIComponent(WALL)}`, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Add an item' });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('This shop blocks automatic reading');
    expect(notice).toHaveTextContent('anti-robot check (captcha)');
    expect(within(dialog).getByLabelText('Product link')).toHaveValue(WALL);
  });
});

describe('?add= on the owner’s list', () => {
  it('opens the add-item dialog, reads the address at once, and takes it out of the address bar', async () => {
    const gateway = serve();
    renderWishlists(`/wishlists/w1?add=${encodeURIComponent(PAGE)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un article' });
    expect(await within(dialog).findByLabelText('Titre')).toHaveValue('Gigoteuse 0-6 mois');
    expect(within(dialog).getByLabelText('Lien du produit')).toHaveValue(PAGE);
    expect(within(dialog).getByRole('img', { name: 'Image trouvée sur la page' })).toHaveAttribute('src', IMAGE);
    await waitFor(() => expect(location()).toBe('/wishlists/w1'));
    // read once, StrictMode or not
    expect(gateway.state.calls).toEqual([{ operation: 'AnalyseProductPage', variables: { url: PAGE } }]);
  });

  it('ignores an address that is not http(s)', async () => {
    const gateway = serve();
    renderWishlists(`/wishlists/w1?add=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Body en coton' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/wishlists/w1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gateway.state.calls).toEqual([]);
  });
});

describe('/wishlists/share (the share target)', () => {
  it('with one list under way, opens its dialog on the first address of `text` (Android puts it there)', async () => {
    serve([mine(), mine('w0', 'Ancienne liste', 'archived')]);
    renderWishlists(`/wishlists/share?title=Gigoteuse&text=${encodeURIComponent(`Regarde ça\u00a0: ${PAGE} !`)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un article' });
    expect(await within(dialog).findByLabelText('Titre')).toHaveValue('Gigoteuse 0-6 mois');
    await waitFor(() => expect(location()).toBe('/wishlists/w1'));
  });

  it('with several lists, asks which; a link per list under way', async () => {
    serve([mine(), mine('w2', 'Liste chez papi'), mine('w0', 'Ancienne liste', 'archived')]);
    renderWishlists(`/wishlists/share?url=${encodeURIComponent(PAGE)}`);
    expect(await screen.findByRole('heading', { name: 'À quelle liste ajouter ce produit ?' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Ajouter à/ });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ajouter à « La liste de Léa »', `/wishlists/w1?add=${encodeURIComponent(PAGE)}`],
      ['Ajouter à « Liste chez papi »', `/wishlists/w2?add=${encodeURIComponent(PAGE)}`],
    ]);
    await userEvent.setup({ delay: null }).click(links[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un article' });
    expect(await within(dialog).findByLabelText('Titre')).toHaveValue('Gigoteuse 0-6 mois');
    await waitFor(() => expect(location()).toBe('/wishlists/w2'));
  });

  it('goes straight to the list the bookmarklet names (?list=)', async () => {
    serve([mine(), mine('w2', 'Liste chez papi')]);
    renderWishlists(`/wishlists/share?list=w2&url=${encodeURIComponent(PAGE)}`);
    await screen.findByRole('dialog', { name: 'Ajouter un article' });
    await waitFor(() => expect(location()).toBe('/wishlists/w2'));
  });

  it('says when nothing shared is a web address, and when there is no list to add to', async () => {
    serve([]);
    const { unmount } = renderWishlists('/wishlists/share?text=Juste%20un%20mot');
    expect(
      await screen.findByText('Ce qui a été partagé ne contient pas d’adresse web. Partagez la page du produit depuis votre navigateur.'),
    ).toBeInTheDocument();
    unmount();
    renderWishlists(`/wishlists/share?url=${encodeURIComponent(PAGE)}`);
    expect(await screen.findByText(/Vous n’avez pas encore de liste de naissance en cours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Créer une liste/ })).toHaveAttribute('href', '/wishlists/create');
  });

  it('sends a signed-out visitor to log in first', async () => {
    serve();
    renderWishlists(`/wishlists/share?url=${encodeURIComponent(PAGE)}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});

describe('the bookmarklet', () => {
  it('is offered on the owner’s list: a draggable "Ajouter à Cigogne" link to the share page of this list, and its code to copy', async () => {
    serve();
    renderWishlists('/wishlists/w1');
    const offer = await screen.findByRole('region', { name: 'Ajouter depuis n’importe quelle boutique' });
    const link = within(offer).getByText('Ajouter à Cigogne');
    await waitFor(() => expect(link).toHaveAttribute('href', bookmarkletCode(`${window.location.origin}/wishlists/share?list=w1`)));
    expect(link).toHaveAttribute('draggable', 'true');

    // a click here explains instead of running it on Cigogne's own page
    const user = userEvent.setup({ delay: null });
    link.focus();
    await user.keyboard('{Enter}');
    expect(within(offer).getByText(/Ce bouton s’utilise depuis vos favoris/)).toBeInTheDocument();
    expect(location()).toBe('/wishlists/w1');

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(offer).getByRole('button', { name: 'Copier le code du favori' }));
    expect(write).toHaveBeenCalledWith(link.getAttribute('href'));
    expect(within(offer).getByText(/Code copié/)).toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    serve([listWishlist({ id: 'w9', isMine: false, items: [fakeItem({ id: 'x1', title: 'Body en coton' })] })]);
    renderWishlists('/wishlists/w9', { user: null });
    expect(await screen.findByRole('heading', { level: 3, name: 'Body en coton' })).toBeInTheDocument();
    expect(screen.queryByText('Ajouter à Cigogne')).not.toBeInTheDocument();
  });

  it('sends the shop tab’s address and nothing else of the page, in a new tab without opener nor referrer', () => {
    const code = bookmarkletCode('https://cigogne.example/app/wishlists/share?list=w1');
    const opened: unknown[][] = [];
    // a shop page whose title, cookies and selection are there to be leaked: only location.href may be read
    const read: string[] = [];
    const spy = <T extends object>(name: string, target: T) =>
      new Proxy(target, { get: (t, key) => (read.push(`${name}.${String(key)}`), Reflect.get(t, key)) });
    const location = spy('location', { href: 'https://shop.example/p?id=1&ref=a b' });
    const document = spy('document', { title: 'Secret', cookie: 'session=1' });
    const window = spy('window', { open: (...args: unknown[]) => void opened.push(args) });
    new Function('window', 'location', 'document', code.replace(/^javascript:/, ''))(window, location, document);
    expect(opened).toEqual([
      [
        `https://cigogne.example/app/wishlists/share?list=w1&url=${encodeURIComponent('https://shop.example/p?id=1&ref=a b')}`,
        '_blank',
        'noopener,noreferrer',
      ],
    ]);
    expect(read).toEqual(['window.open', 'location.href']);
  });
});

describe('firstHttpUrl', () => {
  it.each([
    [['https://a.example/x', 'https://b.example/y'], 'https://a.example/x'],
    [[null, 'Gigoteuse 0-6 mois https://shop.example/g?x=1.'], 'https://shop.example/g?x=1'],
    [['', '« https://shop.example/g »', 'https://c.example'], 'https://shop.example/g'],
    [[undefined, 'ftp://x.example et javascript:alert(1)', 'titre http://d.example/p)'], 'http://d.example/p'],
    [['rien', 'à voir'], undefined],
  ])('%p -> %p', (texts, expected) => {
    expect(firstHttpUrl(...texts)).toBe(expected);
  });
});
