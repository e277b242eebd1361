import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  EndOtherSessionsMutation,
  ResendVerificationEmailMutation,
  VerifyEmailMutation,
  VerifyEmailMutationVariables,
} from '@cigogne/graphql/auth';
import { TOKEN_STORAGE_KEY } from '@cigogne/ui/apollo/token';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { camille, domainError, meAnswers, recordCalls, server, sessions } from './support/server';

it('logs out on the server before dropping the token', async () => {
  server.use(meAnswers());
  const calls = recordCalls();
  const { user, reload } = renderApp({ route: '/', token: 'jwt-1' });
  await user.click(await screen.findByRole('button', { name: 'Camille Martin’s menu' }));
  await user.click(await screen.findByRole('menuitem', { name: /Log out/ }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(calls.of('Logout')).toHaveLength(1);
  expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

describe('/verify-email/:token', () => {
  it('confirms the address once', async () => {
    const calls = recordCalls();
    server.use(
      graphql.mutation<VerifyEmailMutation, VerifyEmailMutationVariables>('VerifyEmail', () =>
        HttpResponse.json({ data: { verifyEmail: true } }),
      ),
    );
    renderApp({ route: '/verify-email/tok-1' });
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(calls.of('VerifyEmail')).toEqual([{ operation: 'VerifyEmail', variables: { input: { token: 'tok-1' } } }]);
  });

  it('says a used or expired link is no longer valid', async () => {
    server.use(
      graphql.mutation('VerifyEmail', () =>
        domainError('invalidTokenException', 400, [{ path: 'token', message: 'validation.invalidToken' }]),
      ),
    );
    renderApp({ route: '/verify-email/used', language: 'fr' });
    expect(await screen.findByText('Ce lien n’est plus valide.')).toBeInTheDocument();
  });
});

describe('/account: security', () => {
  it('shows an unverified address and sends the link again, then says when it is too often', async () => {
    server.use(meAnswers({ ...camille, emailVerified: false }));
    let calls = 0;
    server.use(
      graphql.mutation<ResendVerificationEmailMutation>('ResendVerificationEmail', () =>
        ++calls > 1 ? domainError('tooManyRequests', 429) : HttpResponse.json({ data: { resendVerificationEmail: true } }),
      ),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1' });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link has been sent to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many links sent. Try again in an hour.')).toBeInTheDocument();
  });

  it('shows a verified address without the button', async () => {
    server.use(meAnswers());
    renderApp({ route: '/account', token: 'jwt-1' });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('changes the password: a wrong current one is shown on its field; success keeps the new token', async () => {
    server.use(meAnswers());
    let attempt = 0;
    server.use(
      graphql.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>('ChangePassword', () =>
        ++attempt === 1
          ? domainError('invalidForm', 422, [{ path: 'currentPassword', message: 'validation.wrongPassword' }])
          : HttpResponse.json({ data: { changePassword: { token: 'jwt-2', user: camille } } }),
      ),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1' });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong-Password1');
    await user.type(screen.getByLabelText('New password'), 'Nouveau2027x');
    await user.type(screen.getByLabelText('Confirm password'), 'Nouveau2027x');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Cigogne2026');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password changed. Your other sessions have been closed.')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-2');
  });

  it('refuses a new password over 72 bytes before sending it', async () => {
    server.use(meAnswers());
    const calls = recordCalls();
    const { user } = renderApp({ route: '/account', token: 'jwt-1' });
    const long = 'Bébé2026' + 'é'.repeat(34);
    await user.type(await screen.findByLabelText('Current password'), 'Cigogne2026');
    await user.type(screen.getByLabelText('New password'), long);
    await user.type(screen.getByLabelText('Confirm password'), long);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText(/The password is too long/)).toBeInTheDocument();
    expect(calls.of('ChangePassword')).toHaveLength(0);
  });

  it('lists the sessions and closes the others', async () => {
    server.use(meAnswers());
    server.use(graphql.mutation<EndOtherSessionsMutation>('EndOtherSessions', () => HttpResponse.json({ data: { endOtherSessions: 1 } })));
    const { user } = renderApp({ route: '/account', token: 'jwt-1' });
    const list = await screen.findByRole('list', { name: 'Open sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('This session')).toBeInTheDocument();
    expect(within(list).getByText(sessions[1].device!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close all other sessions' }));
    expect(await screen.findByText('1 session closed.')).toBeInTheDocument();
  });
});
