import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import { QueryGate, type GateableResult } from '../src/query/QueryGate';
import { renderWithRouter } from './support';

interface Data {
  item: { title: string; isMine: boolean } | null;
}

const domainError = (code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code } }] });

const gate = (result: GateableResult<Data>, ownerOnly = false) =>
  renderWithRouter(
    <QueryGate result={result} select={(data) => data.item} ownerOnly={ownerOnly}>
      {(item) => <h1>{item.title}</h1>}
    </QueryGate>,
  );

it('shows the page loader while loading', () => {
  gate({ loading: true });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

it('renders the page with the selected item', () => {
  gate({ loading: false, data: { item: { title: 'Léa', isMine: false } } });
  expect(screen.getByRole('heading', { level: 1, name: 'Léa' })).toBeInTheDocument();
});

it('shows not found for a notFound error and for a missing item', async () => {
  const { unmount } = gate({ loading: false, error: domainError('notFound') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  unmount();
  gate({ loading: false, data: { item: null } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

it('shows the error banner for any other failure', () => {
  gate({ loading: false, error: new TypeError('Failed to fetch') });
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred.');
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

it('treats someone else’s item as not found on owner-only screens', async () => {
  const { unmount } = gate({ loading: false, data: { item: { title: 'Not mine', isMine: false } } }, true);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  unmount();
  gate({ loading: false, data: { item: { title: 'Mine', isMine: true } } }, true);
  expect(screen.getByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
});
