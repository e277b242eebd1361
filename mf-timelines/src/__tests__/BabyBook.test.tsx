// docs/product.md#the-baby-book: the owner's "Livre de bébé (PDF)".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { at, fakeEvent, fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const photo = (id: string) => ({
  __typename: 'Photo' as const,
  id,
  url: `/api/photos/${id}/full`,
  thumbnailUrl: `/api/photos/${id}/thumb`,
  width: 4,
  height: 3,
});

function timelineWithPhotos() {
  const smile = { ...fakeEvent('e1', 'Premier sourire', at(2025, 3, 1)), photos: [photo('p1'), photo('p2')] };
  server.use(...fakeGateway([fakeTimeline({ id: 't1', events: [smile, fakeEvent('e2', 'Première dent', at(2025, 6, 2))] })]).handlers);
}

it('downloads the book in the size and with the cover chosen, with the bearer token', async () => {
  const user = userEvent.setup();
  timelineWithPhotos();
  localStorage.setItem('token', 'jwt-of-camille');
  let asked: { url: string; authorization: string | null } | undefined;
  server.use(
    http.get('*/api/timelines/t1/book.pdf', ({ request }) => {
      asked = { url: request.url, authorization: request.headers.get('Authorization') };
      return new HttpResponse('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="livre-de-bebe-lea-a5.pdf"' },
      });
    }),
  );
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  try {
    renderTimelines('/timelines/t1/manage');
    await user.click(await screen.findByRole('button', { name: /Livre de bébé \(PDF\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Livre de bébé' });
    expect(within(dialog).getByText(/2 événements et 2 photos/)).toBeInTheDocument();
    // the first photo is the cover until another is picked
    expect(within(dialog).getByRole('radio', { name: 'Photo 1 (Premier sourire)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'A5' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Photo 2 (Premier sourire)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(new URL(asked!.url).search).toBe('?format=a5&cover=p2');
    expect(asked!.authorization).toBe('Bearer jwt-of-camille');
    expect(clicks[0].download).toBe('livre-de-bebe-lea-a5.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  } finally {
    click.mockRestore();
    localStorage.removeItem('token');
  }
});

it('says so when the book could not be made', async () => {
  const user = userEvent.setup();
  timelineWithPhotos();
  server.use(http.get('*/api/timelines/t1/book.pdf', () => HttpResponse.json({ type: 'unknown', errors: [] }, { status: 500 })));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderTimelines('/timelines/t1/manage');
  await user.click(await screen.findByRole('button', { name: /Livre de bébé \(PDF\)/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Livre de bébé' });
  await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le livre n’a pas pu être préparé. Réessayez.');
});
