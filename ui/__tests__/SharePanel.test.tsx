import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { SharePanel } from '../src/share/SharePanel';
import { QR_OPTIONS } from '../src/share/useQrCode';
import { renderWithRouter } from './support';

const url = 'https://cigogne.example/app/timelines/t1';

it('shows the QR code of the public link, with an accessible name, downloadable as PNG', async () => {
  renderWithRouter(<SharePanel url={url} isPublic editPath="/timelines/t1/edit" qrFileName="lea-qr.png" />, { language: 'fr' });

  const image = await screen.findByRole('img', { name: 'QR code du lien de partage' });
  // The very image qrcode draws for this URL (so it encodes the link, not something else).
  const expected = await QRCode.toDataURL(url, { ...QR_OPTIONS, type: 'image/png' });
  expect(image).toHaveAttribute('src', expected);
  expect(expected).toMatch(/^data:image\/png;base64,/);

  const download = screen.getByRole('link', { name: /Télécharger le QR code \(PNG\)/ });
  expect(download).toHaveAttribute('href', expected);
  expect(download).toHaveAttribute('download', 'lea-qr.png');
});

it('draws another code for another link', async () => {
  const other = 'https://cigogne.example/app/timelines/t2';
  renderWithRouter(<SharePanel url={other} isPublic editPath="/timelines/t2/edit" />);
  const image = await screen.findByRole('img', { name: 'QR code of the share link' });
  expect(image.getAttribute('src')).toBe(await QRCode.toDataURL(other, { ...QR_OPTIONS, type: 'image/png' }));
  expect(image.getAttribute('src')).not.toBe(await QRCode.toDataURL(url, { ...QR_OPTIONS, type: 'image/png' }));
  expect(screen.getByRole('link', { name: /Download the QR code/ })).toHaveAttribute('download', 'qr-code.png');
});

it('has no QR code for a private item (no link to share)', () => {
  renderWithRouter(<SharePanel url={url} isPublic={false} editPath="/timelines/t1/edit" />);
  expect(screen.getByText('This page is private')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /QR code/ })).not.toBeInTheDocument();
});
