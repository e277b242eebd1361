import type { RegisterMutation, RegisterMutationVariables } from '@cigogne/graphql/auth';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, recordCalls, server } from './support/server';

async function fill(user: UserEvent, values: { password: string; confirm: string; email?: string }) {
  await user.type(await screen.findByLabelText('First name'), 'Camille');
  await user.type(screen.getByLabelText('Last name'), 'Martin');
  await user.type(screen.getByLabelText('Email'), values.email ?? 'camille@example.com');
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

it('enforces the password rules and makes no call', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Ab1', confirm: 'Ab1' });
  expect(await screen.findByText('The password must be at least 8 characters long.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'abcdefgh1');
  expect(await screen.findByText('The password must contain an uppercase letter, a lowercase letter and a number.')).toBeInTheDocument();
  expect(calls.of('Register')).toHaveLength(0);
});

it('shows "Passwords do not match" when the confirmation differs, and makes no call', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2027' });

  expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  expect(calls.of('Register')).toHaveLength(0);
});

it('registers without sending the confirmation, then goes to login with the email filled in', async () => {
  const calls = recordCalls();
  server.use(
    graphql.mutation<RegisterMutation, RegisterMutationVariables>('Register', () =>
      HttpResponse.json({ data: { register: { id: 'u2', email: 'camille@example.com' } } }),
    ),
  );
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2026' });

  expect(await screen.findByText('Your account has been created. You can now log in.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('camille@example.com');
  expect(calls.of('Register')[0].variables).toEqual({
    input: { firstName: 'Camille', lastName: 'Martin', email: 'camille@example.com', password: 'Cigogne2026' },
  });
});

it('shows 422 field errors under the inputs with the invalid-form banner', async () => {
  server.use(
    graphql.mutation<RegisterMutation, RegisterMutationVariables>('Register', () =>
      domainError('invalidForm', 422, [{ path: 'email', message: 'validation.emailAlreadyExists' }]),
    ),
  );
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2026', email: 'taken@example.com' });

  expect(await screen.findByRole('alert')).toHaveTextContent('The data you entered is invalid.');
  expect(await screen.findByText('This email address is already in use.')).toBeInTheDocument();
});
