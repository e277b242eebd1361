import { screen } from '@testing-library/react';
import { lazyPage } from '../src/loaders/lazyPage';
import { renderWithRouter } from './support';

function SettingsPage() {
  return <h1>Réglages</h1>;
}

it('shows a page-tall loader until the chunk arrives, then the named export', async () => {
  let arrive!: (module: { SettingsPage: typeof SettingsPage }) => void;
  const Page = lazyPage(() => new Promise<{ SettingsPage: typeof SettingsPage }>((resolve) => (arrive = resolve)), 'SettingsPage', '500px');
  renderWithRouter(<Page />);
  const loader = screen.getByText('Loading…').parentElement!;
  expect(loader).toHaveStyle({ minHeight: '500px' });
  arrive({ SettingsPage });
  expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('takes the default export when no name is given', async () => {
  const Page = lazyPage(() => Promise.resolve({ default: SettingsPage }));
  renderWithRouter(<Page />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeInTheDocument();
});
