// The cancel page's island on the server's markup: the irreversible confirmation (Close leaves
// everything as it was, Escape too), the cancellation by the link's token, the page's "cancelled"
// view with its title focused, and a refusal shown inside the dialog.
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { confirmCancel } from '../islands/confirmCancel';

const CANCEL = '/api/wishlists/w1/items/tok123/reservation/cancel';
const server = setupServer();
let calls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = 0;
  document.body.innerHTML = `<div id="root"><div class="cg-page wl-cancel"><header><h1>Annuler ma réservation</h1></header>
    <section class="cg-panel"><button id="cancel" data-island-tap="cancel" data-item-title="Gigoteuse">Annuler la réservation</button></section></div></div>`;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(language: 'fr' | 'en' = 'fr') {
  const button = document.getElementById('cancel')!;
  button.focus();
  confirmCancel(
    button,
    { wishlistId: 'w1', token: 'tok123' },
    islandT(language, language === 'fr' ? commonFr : commonEn, language === 'fr' ? fr : en),
  );
  return button;
}

it('confirms, cancels by the link and shows the cancelled page, its title focused', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(
    http.delete(CANCEL, () => {
      calls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const button = open();
  let dialog = screen.getByRole('dialog', { name: 'Annuler la réservation' });
  expect(within(dialog).getByText('Voulez-vous vraiment annuler votre réservation de « Gigoteuse » ?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Cette action est irréversible/)).toBeInTheDocument();
  // Close, then Escape: nothing cancelled, the focus back on the button
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.activeElement).toBe(button);
  open();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toBe(0);

  open();
  dialog = screen.getByRole('dialog', { name: 'Annuler la réservation' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  const done = await screen.findByRole('heading', { level: 1, name: 'Réservation annulée' });
  expect(calls).toBe(1);
  expect(document.activeElement).toBe(done);
  expect(screen.getByText('L’article est de nouveau disponible sur la liste.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute('href', '/app/wishlists/w1');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a refusal inside the dialog, in English too (the link used meanwhile)', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(http.delete(CANCEL, () => HttpResponse.json({ type: 'reservationNotFound', errors: [] }, { status: 404 })));
  open('en');
  const dialog = screen.getByRole('dialog', { name: 'Cancel the reservation' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reservation not found.');
  expect(screen.getByRole('heading', { level: 1, name: 'Annuler ma réservation' })).toBeInTheDocument();
});
