import type {
  ForgotPasswordMutation,
  ForgotPasswordMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '@cigogne/graphql/auth';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, recordCalls, server } from './support/server';

describe('/forgot-password', () => {
  it('shows the neutral success message', async () => {
    server.use(
      graphql.mutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>('ForgotPassword', () =>
        HttpResponse.json({ data: { forgotPassword: true } }),
      ),
    );
    const { user } = renderApp({ route: '/forgot-password' });

    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('If an account exists with this e-mail, you will receive a reset link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('says it in French too', async () => {
    server.use(
      graphql.mutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>('ForgotPassword', () =>
        HttpResponse.json({ data: { forgotPassword: true } }),
      ),
    );
    const { user } = renderApp({ route: '/forgot-password', language: 'fr' });

    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByText('Si un compte existe avec cet e-mail, vous recevrez un lien de réinitialisation')).toBeInTheDocument();
  });
});

describe('/reset-password/:token', () => {
  it('shows "Passwords do not match" and makes no call when the confirmation differs', async () => {
    const calls = recordCalls();
    const { user } = renderApp({ route: '/reset-password/tok-1' });

    await user.type(await screen.findByLabelText('Password'), 'Cigogne2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Cigogne2025');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.of('ResetPassword')).toHaveLength(0);
  });

  it('resets with the token from the link, then goes to login', async () => {
    const calls = recordCalls();
    server.use(
      graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('ResetPassword', () =>
        HttpResponse.json({ data: { resetPassword: true } }),
      ),
    );
    const { user } = renderApp({ route: '/reset-password/tok-1' });

    await user.type(await screen.findByLabelText('Password'), 'Cigogne2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Cigogne2026');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Your password has been changed. You can log in.')).toBeInTheDocument();
    expect(calls.of('ResetPassword')[0].variables).toEqual({ input: { password: 'Cigogne2026', token: 'tok-1' } });
  });

  it('shows an expired-token error', async () => {
    server.use(
      graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('ResetPassword', () =>
        domainError('invalidTokenException', 400),
      ),
    );
    const { user } = renderApp({ route: '/reset-password/old' });

    await user.type(await screen.findByLabelText('Password'), 'Cigogne2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Cigogne2026');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token or expired.');
  });
});
