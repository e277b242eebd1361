import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ButtonLink } from '../src/navigation/ButtonLink';
import { renderWithRouter } from './support';

it('is a real link to the app path and navigates inside the app on a plain click', async () => {
  renderWithRouter(<ButtonLink to="/timelines/create">Create</ButtonLink>, { path: '/timelines' });
  const link = screen.getByRole('link', { name: 'Create' });
  expect(link).toHaveAttribute('href', '/timelines/create');
  await userEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/timelines/create');
});

it('leaves a modified click (new tab) to the browser', () => {
  // jsdom reports the browser navigation it cannot do
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithRouter(<ButtonLink to="/timelines/create">Create</ButtonLink>, { path: '/timelines' });
  const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Create' }), { ctrlKey: true });
  expect(notPrevented).toBe(true);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/timelines$/);
  log.mockRestore();
});

it('runs its onClick first, which can cancel the navigation', async () => {
  const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderWithRouter(
    <ButtonLink to="/elsewhere" onClick={onClick}>
      Go
    </ButtonLink>,
    { path: '/here' },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Go' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/here');
});
