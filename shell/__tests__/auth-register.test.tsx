import type { LoginMutation, LoginMutationVariables, RegisterMutation, RegisterMutationVariables } from '@cigogne/graphql/auth';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { camille, domainError, recordCalls, server } from './support/server';

async function fill(user: UserEvent, values: { password: string; confirm: string; email?: string }) {
  await user.type(await screen.findByLabelText('First name'), 'Camille');
  await user.type(screen.getByLabelText('Last name'), 'Martin');
  await user.type(screen.getByLabelText('E-mail'), values.email ?? 'camille@example.com');
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

const TOO_SHORT = 'The password must be at least 8 characters long.';
const STRENGTH = 'The password must contain an uppercase letter, a lowercase letter and a number.';

it('enforces the password rules with one message at a time, and makes no call', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/register' });

  // short, no uppercase, no digit: the first rule it fails, once
  await fill(user, { password: 'abc', confirm: 'abc' });
  expect(await screen.findAllByText(TOO_SHORT)).toHaveLength(1);
  expect(screen.queryByText(STRENGTH)).toBeNull();

  // long enough but neither uppercase nor digit: the strength rule once, not once per missing kind
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'abcdefgh');
  expect(await screen.findAllByText(STRENGTH)).toHaveLength(1);
  expect(screen.queryByText(TOO_SHORT)).toBeNull();
  expect(calls.of('Register')).toHaveLength(0);
});

it('shows "Passwords do not match" when the confirmation differs, and makes no call', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2027' });

  expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  expect(calls.of('Register')).toHaveLength(0);
});

const registered = graphql.mutation<RegisterMutation, RegisterMutationVariables>('Register', () =>
  HttpResponse.json({ data: { register: { id: 'u2', email: 'camille@example.com' } } }),
);

it('registers without sending the confirmation, signs the new account in and welcomes it', async () => {
  const calls = recordCalls();
  server.use(
    registered,
    graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
      HttpResponse.json({ data: { login: { token: 'jwt-new', user: camille } } }),
    ),
  );
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2026' });

  expect(await screen.findByRole('heading', { name: 'Welcome to Cigogne, Camille!' })).toBeInTheDocument();
  expect(screen.getByText('Your account is ready. A link to confirm your e-mail address has been sent to you.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
  expect(window.localStorage.getItem('token')).toBe('jwt-new');
  expect(calls.of('Register')[0].variables).toEqual({
    input: { firstName: 'Camille', lastName: 'Martin', email: 'camille@example.com', password: 'Cigogne2026' },
  });
  expect(calls.of('Login')[0].variables).toEqual({ input: { email: 'camille@example.com', password: 'Cigogne2026' } });
});

it('when the sign-in after registering fails, the login form takes over with the address filled in', async () => {
  server.use(
    registered,
    graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () => domainError('tooManyRequests', 429)),
  );
  const { user } = renderApp({ route: '/register' });

  await fill(user, { password: 'Cigogne2026', confirm: 'Cigogne2026' });

  expect(await screen.findByText('Your account has been created. You can now log in.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('camille@example.com');
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
  expect(await screen.findByText('This e-mail address is already in use.')).toBeInTheDocument();
});
