import type { DeleteAccountMutation, DeleteAccountMutationVariables } from '@cigogne/graphql/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, meAnswers, recordCalls, server } from './support/server';

describe('/account: the photo storage', () => {
  beforeEach(() => server.use(meAnswers()));

  it('tells what the timeline photos take of the quota', async () => {
    renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    expect(await screen.findByText('Your timeline photos take 12.5 MB of your 500 MB.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photo storage' })).toHaveAttribute('aria-valuenow', '2.5');
  });
});

describe('/account: my data and the danger zone', () => {
  beforeEach(() => {
    server.use(meAnswers());
    window.sessionStorage.clear();
  });

  it('refuses a wrong password in the dialog and keeps the session', async () => {
    server.use(
      graphql.mutation<DeleteAccountMutation, DeleteAccountMutationVariables>('DeleteAccount', () =>
        domainError('invalidForm', 422, [{ path: 'password', message: 'validation.wrongPassword' }]),
      ),
    );
    const { user, reload } = renderApp({ route: '/account', token: 'jwt-1' });
    expect(await screen.findByRole('button', { name: /Download my data/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account?' });
    // nothing typed: the form asks first, no call is made
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Wrong password.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    // cancelled and opened again: neither the typed password nor the error is still there
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const again = await screen.findByRole('dialog', { name: 'Delete my account?' });
    expect(within(again).getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(within(again).queryByText('Wrong password.')).toBeNull();
  });

  it('with the right password erases, signs out and leaves the confirmation for /login', async () => {
    const calls = recordCalls();
    server.use(
      graphql.mutation<DeleteAccountMutation, DeleteAccountMutationVariables>('DeleteAccount', () =>
        HttpResponse.json({ data: { deleteAccount: true } }),
      ),
    );
    const { user, reload } = renderApp({ route: '/account', token: 'jwt-1' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'Biberon2026{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.of('DeleteAccount')[0].variables).toEqual({ password: 'Biberon2026' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(Number(window.sessionStorage.getItem('cigogne.accountDeleted'))).toBeGreaterThan(0);
  });

  it('/login shows the confirmation right after the erasure (before and after the reload), not later', async () => {
    window.sessionStorage.setItem('cigogne.accountDeleted', String(Date.now()));
    const first = renderApp({ route: '/login' });
    expect(await screen.findByText('Your account and all its data have been deleted. You are signed out.')).toBeInTheDocument();
    first.unmount();
    renderApp({ route: '/login' });
    expect(await screen.findByText('Your account and all its data have been deleted. You are signed out.')).toBeInTheDocument();
  });

  it('/login says nothing of it minutes later', async () => {
    window.sessionStorage.setItem('cigogne.accountDeleted', String(Date.now() - 3 * 60 * 1000));
    renderApp({ route: '/login' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/Your account and all its data have been deleted/)).toBeNull();
    expect(window.sessionStorage.getItem('cigogne.accountDeleted')).toBeNull();
  });
});
