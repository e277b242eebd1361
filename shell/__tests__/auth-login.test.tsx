import type { LoginMutation, LoginMutationVariables } from '@cigogne/graphql/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { camille, domainError, recordCalls, server } from './support/server';

const loginAnswers = () =>
  graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
    HttpResponse.json({ data: { login: { token: 'jwt-1', user: camille } } }),
  );

it('logs in and greets the user by first name on the dashboard', async () => {
  server.use(loginAnswers());
  const { user } = renderApp({ route: '/login' });

  await user.type(await screen.findByLabelText('E-mail'), 'camille.martin@cigogne.local');
  await user.type(screen.getByLabelText('Password'), 'Cigogne2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBe('jwt-1');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Timelines' })).toBeInTheDocument();
});

it('shows the server message for invalid credentials and stays on the form', async () => {
  server.use(graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () => domainError('invalidCredentials', 401)));
  const { user } = renderApp({ route: '/login' });

  await user.type(await screen.findByLabelText('E-mail'), 'camille.martin@cigogne.local');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
});

it('requires email and password before calling the server', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/login' });

  await user.click(await screen.findByRole('button', { name: 'Log in' }));

  expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  expect(calls.of('Login')).toHaveLength(0);
});

it('links to sign-up and forgotten password, in French by default language', async () => {
  renderApp({ route: '/login', language: 'fr' });
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  const main = within(screen.getByRole('main'));
  expect(main.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  expect(main.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
});

it('refuses a malformed email before calling the server, and clears the message once corrected', async () => {
  const calls = recordCalls();
  const { user } = renderApp({ route: '/login' });

  const email = await screen.findByLabelText('E-mail');
  await user.type(email, 'camille@');
  await user.type(screen.getByLabelText('Password'), 'Cigogne2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('Invalid e-mail address.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  expect(calls.of('Login')).toHaveLength(0);
  await user.type(email, 'cigogne.local');
  expect(screen.queryByText('Invalid e-mail address.')).not.toBeInTheDocument();
  expect(email).not.toHaveAttribute('aria-invalid');
});

it('shows a 422 field error of the server under its input', async () => {
  server.use(
    graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
      domainError('invalidForm', 422, [{ path: 'email', message: 'validation.email' }]),
    ),
  );
  const { user } = renderApp({ route: '/login' });

  await user.type(await screen.findByLabelText('E-mail'), 'camille.martin@cigogne.local');
  await user.type(screen.getByLabelText('Password'), 'Cigogne2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  const email = screen.getByLabelText('E-mail');
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription('Invalid e-mail address.');
});

it('shows and hides the password', async () => {
  const { user } = renderApp({ route: '/login' });
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});
