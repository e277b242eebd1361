import type { LoginMutation, LoginMutationVariables, MeQuery, MeQueryVariables } from '@cigogne/graphql/auth';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { camille, domainError, meAnswers, server } from './support/server';

it('restores the session from the stored token', async () => {
  server.use(meAnswers());
  renderApp({ route: '/', token: 'jwt-1' });
  expect(await screen.findByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Camille Martin’s menu' })).toBeInTheDocument();
});

it('drops a rejected token and shows the login page with "You have been disconnected."', async () => {
  server.use(graphql.query<MeQuery, MeQueryVariables>('Me', () => domainError('unauthorized', 401)));
  renderApp({ route: '/', token: 'expired' });

  expect(await screen.findByText('You have been disconnected.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
});

it('treats an unreachable server on restore the same way, after retrying', async () => {
  let calls = 0;
  server.use(
    graphql.query<MeQuery, MeQueryVariables>('Me', () => {
      calls += 1;
      return HttpResponse.error();
    }),
  );
  renderApp({ route: '/account', token: 'jwt-1' });

  expect(await screen.findByText('You have been disconnected.')).toBeInTheDocument();
  expect(calls).toBe(4);
});

it('sends a signed-out visitor to login and back to the page they asked for', async () => {
  server.use(
    graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
      HttpResponse.json({ data: { login: { token: 'jwt-1', user: camille } } }),
    ),
  );
  const { user } = renderApp({ route: '/account' });

  await user.type(await screen.findByLabelText('E-mail'), camille.email);
  await user.type(screen.getByLabelText('Password'), 'Cigogne2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  expect(screen.getByText(camille.email)).toBeInTheDocument();
});

it('hides the navigation when signed out', async () => {
  renderApp({ route: '/mentions-legales' });
  expect(await screen.findByRole('heading', { name: 'Legal notice', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
});

it('logs out: token removed and the app reloaded', async () => {
  server.use(meAnswers());
  const { user, reload } = renderApp({ route: '/', token: 'jwt-1' });

  await user.click(await screen.findByRole('button', { name: 'Camille Martin’s menu' }));
  await user.click(await screen.findByRole('menuitem', { name: /Log out/ }));

  expect(window.localStorage.getItem('token')).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('offers admin in the user menu to admins only, and keeps non-admins out of /admin', async () => {
  server.use(meAnswers());
  const { user } = renderApp({ route: '/admin/users', token: 'jwt-1' });

  expect(await screen.findByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Camille Martin’s menu' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: /Contact/ })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: /Administration/ })).not.toBeInTheDocument();
});

it('lists contact and account in the collapsible menu on small screens', async () => {
  server.use(meAnswers());
  const width = window.innerWidth;
  window.innerWidth = 390;
  try {
    const { user } = renderApp({ route: '/', token: 'jwt-1' });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(dialog).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(dialog).getByRole('link', { name: 'Timelines' })).toHaveAttribute('href', '/timelines');
  } finally {
    window.innerWidth = width;
  }
});
