import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QR_OPTIONS } from '@cigogne/ui/share/useQrCode';
import QRCode from 'qrcode';
import { fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { share?: unknown }).share;
});

it('shows the absolute public link and confirms a copy for 2 seconds', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  server.use(...fakeGateway([fakeTimeline({ id: 't1', visibility: 'public' })]).handlers);
  renderTimelines('/timelines/t1/share');

  expect(await screen.findByRole('heading', { level: 1, name: 'Partager la frise' })).toBeInTheDocument();
  const link = screen.getByRole('textbox', { name: 'Lien de partage' });
  expect(link).toHaveValue('http://localhost/app/timelines/t1');
  expect(screen.queryByRole('button', { name: /Partager…/ })).not.toBeInTheDocument();
  // the QR code of the same link, for relatives to scan, downloadable as PNG
  const qr = await screen.findByRole('img', { name: 'QR code du lien de partage' });
  expect(qr.getAttribute('src')).toBe(await QRCode.toDataURL('http://localhost/app/timelines/t1', { ...QR_OPTIONS, type: 'image/png' }));
  expect(screen.getByRole('link', { name: /Télécharger le QR code/ })).toHaveAttribute('href', qr.getAttribute('src'));

  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await user.click(screen.getByRole('button', { name: /Copier le lien/ }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/app/timelines/t1');
  expect(screen.getByRole('button', { name: /Copié\s!/ })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByRole('button', { name: /Copié\s!/ })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('button', { name: /Copier le lien/ })).toBeInTheDocument();
});

it('only logs a failed copy', async () => {
  const user = userEvent.setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(...fakeGateway([fakeTimeline({ id: 't1', visibility: 'public' })]).handlers);
  renderTimelines('/timelines/t1/share');

  await user.click(await screen.findByRole('button', { name: /Copier le lien/ }));
  expect(log).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(Error));
  expect(screen.queryByText('Copié !')).not.toBeInTheDocument();
  log.mockRestore();
});

it('offers the native share sheet where the browser has one', async () => {
  const user = userEvent.setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  server.use(...fakeGateway([fakeTimeline({ id: 't1', visibility: 'public', title: 'Léa' })]).handlers);
  renderTimelines('/timelines/t1/share');

  await user.click(await screen.findByRole('button', { name: /Partager…/ }));
  expect(share).toHaveBeenCalledWith({ title: 'Léa', url: 'http://localhost/app/timelines/t1' });
});

it('warns that a private timeline cannot be shared, linking to its edit screen', async () => {
  server.use(...fakeGateway([fakeTimeline({ id: 't1', visibility: 'private' })]).handlers);
  renderTimelines('/timelines/t1/share');

  expect(await screen.findByText('Cette page est privée')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Modifier la visibilité' })).toHaveAttribute('href', '/timelines/t1/edit');
  expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Copier/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
});
