import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReservableItem } from '../data/reservation';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { openReserveDialog, type ReserveDeps } from '../islands/reserveDialog';

const RESERVE = '/api/wishlists/w1/items/i1/reserve';
const server = setupServer();
let reserved: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  reserved = [];
  document.body.innerHTML = '<div id="root"><h1>La liste</h1><button id="opener" aria-label="Réserver « Bodies »">Réserver</button></div>';
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bodies: ReservableItem = {
  id: 'i1',
  title: 'Bodies',
  quantity: 6,
  reservedQuantity: 2,
  groupGift: false,
  fundedAmount: 0,
  price: 9.9,
};

function open(item: ReservableItem, overrides: Partial<ReserveDeps> = {}, language: 'fr' | 'en' = 'fr') {
  const opener = document.getElementById('opener')!;
  opener.focus();
  const deps: ReserveDeps = {
    wishlistId: 'w1',
    t: islandT(language, language === 'fr' ? commonFr : commonEn, language === 'fr' ? fr : en),
    reload: jest.fn(async () => item),
    refresh: jest.fn(async () => undefined),
    refocus: () => null,
    ...overrides,
  };
  openReserveDialog(opener, item, deps);
  return { opener, deps, dialog: screen.getByRole('dialog', { name: 'Réserver « Bodies »' }) };
}

const accept = () =>
  server.use(
    http.post(RESERVE, async ({ request }) => {
      reserved.push(await request.json());
      return HttpResponse.json({ id: 'i1' }, { status: 201 });
    }),
  );

async function fill(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.clear(screen.getByLabelText('Combien en offrez-vous ?'));
  await user.type(screen.getByLabelText('Combien en offrez-vous ?'), quantity);
  await user.type(screen.getByLabelText('Votre nom'), 'Tante Agathe');
  await user.type(screen.getByLabelText('Votre e-mail'), 'agathe@example.fr');
}

test('the focus starts on the first field; more than is left is refused, kept as typed, and nothing is sent', async () => {
  const user = userEvent.setup();
  accept();
  open(bodies);
  expect(screen.getByLabelText('Combien en offrez-vous ?')).toHaveFocus();
  expect(screen.getByText('Il en reste 4.')).toBeInTheDocument();
  await fill(user, '5');
  await user.click(screen.getByRole('button', { name: 'Réserver' }));
  expect(await screen.findByText('Il n’en reste que 4 : indiquez-en 4 au plus.')).toBeInTheDocument();
  expect(screen.getByLabelText('Combien en offrez-vous ?')).toHaveValue('5');
  expect(reserved).toEqual([]);

  await user.clear(screen.getByLabelText('Combien en offrez-vous ?'));
  await user.type(screen.getByLabelText('Combien en offrez-vous ?'), '2');
  await user.click(screen.getByRole('button', { name: 'Réserver' }));
  expect(await screen.findByText('C’est réservé, merci !')).toBeInTheDocument();
  expect(reserved).toEqual([{ name: 'Tante Agathe', email: 'agathe@example.fr', isAnonymous: false, message: null, quantity: 2 }]);
});

test('when someone else took units meanwhile, what is left is read again and said in one sentence', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(RESERVE, () =>
      HttpResponse.json({ type: 'invalidForm', errors: [{ path: 'quantity', message: 'validation.moreThanLeft' }] }, { status: 400 }),
    ),
  );
  const reload = jest.fn(async () => ({ ...bodies, reservedQuantity: 5 }));
  open(bodies, { reload });
  await fill(user, '2');
  await user.click(screen.getByRole('button', { name: 'Réserver' }));
  expect(await screen.findByText('Quelqu’un vient d’en réserver : il en reste 1, rien n’a été réservé pour vous.')).toBeInTheDocument();
  expect(screen.getByText('Il en reste 1.')).toBeInTheDocument();
  expect(reload).toHaveBeenCalledWith('i1');
});

test('an item gone meanwhile says so', async () => {
  const user = userEvent.setup();
  server.use(http.post(RESERVE, () => HttpResponse.json({ type: 'alreadyReserved', errors: [] }, { status: 409 })));
  open(bodies, { reload: jest.fn(async () => ({ ...bodies, reservedQuantity: 6 })) });
  await fill(user, '1');
  await user.click(screen.getByRole('button', { name: 'Réserver' }));
  expect(await screen.findByText('Cet article a déjà été réservé.')).toBeInTheDocument();
});

test('Tab cycles inside the dialog; Escape and Annuler close it and give the focus back to the opener', async () => {
  const user = userEvent.setup();
  const { opener, dialog } = open(bodies);
  for (let i = 0; i < 10; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(document.getElementById('root')).toHaveAttribute('inert');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.getElementById('root')).not.toHaveAttribute('inert');

  open(bodies);
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('required fields and a pledge over what is left to fund', async () => {
  const user = userEvent.setup();
  accept();
  const stroller: ReservableItem = {
    ...bodies,
    title: 'Bodies',
    quantity: 1,
    reservedQuantity: 0,
    groupGift: true,
    fundedAmount: 120,
    price: 300,
  };
  const opener = document.getElementById('opener')!;
  const deps: ReserveDeps = {
    wishlistId: 'w1',
    t: islandT('fr', commonFr, fr),
    reload: jest.fn(async () => stroller),
    refresh: jest.fn(async () => undefined),
    refocus: () => null,
  };
  openReserveDialog(opener, stroller, deps);
  await user.click(screen.getByRole('button', { name: 'Participer' }));
  expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
  await user.type(screen.getByLabelText('Votre participation (€)'), '200');
  await user.type(screen.getByLabelText('Votre nom'), 'Hugo');
  await user.type(screen.getByLabelText('Votre e-mail'), 'hugo@example.fr');
  await user.click(screen.getByRole('button', { name: 'Participer' }));
  expect(await screen.findByText(/^Il ne reste que 180,00\s€ à financer/)).toBeInTheDocument();
  expect(reserved).toEqual([]);
  await user.clear(screen.getByLabelText('Votre participation (€)'));
  await user.type(screen.getByLabelText('Votre participation (€)'), '80,50');
  await user.click(screen.getByRole('button', { name: 'Participer' }));
  await waitFor(() =>
    expect(reserved).toEqual([{ name: 'Hugo', email: 'hugo@example.fr', isAnonymous: false, message: null, amount: 80.5 }]),
  );
  expect(await screen.findByText('Merci pour votre participation !')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(deps.refresh).toHaveBeenCalled();
});
