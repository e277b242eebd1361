import type {
  UpdateLanguageMutation,
  UpdateLanguageMutationVariables,
  UpdateMeMutation,
  UpdateMeMutationVariables,
} from '@cigogne/graphql/auth';
import type { SendContactMutation, SendContactMutationVariables } from '@cigogne/graphql/contact';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { camille, domainError, meAnswers, recordCalls, server } from './support/server';

describe('/contact', () => {
  beforeEach(() => server.use(meAnswers()));

  it('keeps Send disabled until subject and message are non-blank', async () => {
    const { user } = renderApp({ route: '/contact', token: 'jwt-1' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Subject'), 'Question');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('sends and shows the success state', async () => {
    const calls = recordCalls();
    server.use(
      graphql.mutation<SendContactMutation, SendContactMutationVariables>('SendContact', () =>
        HttpResponse.json({ data: { sendContact: { id: 'c1', status: 'pending', createdAt: '2026-11-22T10:00:00Z' } } }),
      ),
    );
    const { user } = renderApp({ route: '/contact', token: 'jwt-1' });
    await user.type(await screen.findByLabelText('Subject'), ' Question ');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(calls.of('SendContact')[0].variables).toEqual({ input: { subject: 'Question', message: 'Hello' } });
  });

  it('explains the one-message-a-day limit', async () => {
    server.use(
      graphql.mutation<SendContactMutation, SendContactMutationVariables>('SendContact', () => domainError('contactLimitReached', 429)),
    );
    const { user } = renderApp({ route: '/contact', token: 'jwt-1' });
    await user.type(await screen.findByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already sent a contact message today. Wait for a response before trying again.',
    );
  });

  it('shows the send-failure message on other failures', async () => {
    server.use(graphql.mutation<SendContactMutation, SendContactMutationVariables>('SendContact', () => HttpResponse.error()));
    const { user } = renderApp({ route: '/contact', token: 'jwt-1' });
    await user.type(await screen.findByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while sending the message. Please try again.');
  });
});

describe('/account', () => {
  it('shows the profile and switches the language at once, persisting it', async () => {
    const calls = recordCalls();
    server.use(
      meAnswers(),
      graphql.mutation<UpdateLanguageMutation, UpdateLanguageMutationVariables>('UpdateLanguage', () =>
        HttpResponse.json({ data: { updateLanguage: { id: 'u1', language: 'en' } } }),
      ),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });

    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByText('camille.martin@cigogne.local')).toBeInTheDocument();
    expect(screen.getByText('Camille')).toBeInTheDocument();

    await user.click(screen.getByText('English'));

    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legal notice' })).toBeInTheDocument();
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    await waitFor(() => expect(calls.of('UpdateLanguage')[0]?.variables).toEqual({ input: { language: 'en' } }));
    // the whole account page renders twice (both languages): slow on a shared 2-core machine
  }, 90_000);
});

describe('/account: reservation e-mails', () => {
  it('shows the switch on by default and saves each change at once', async () => {
    const calls = recordCalls();
    let saved = true;
    server.use(
      meAnswers(),
      graphql.mutation<UpdateMeMutation, UpdateMeMutationVariables>('UpdateMe', ({ variables }) => {
        saved = variables.input.notifyByEmail ?? saved;
        // with its __typename, as the gateway answers the client's query
        const updateMe = { __typename: 'User', id: 'u1', language: 'fr', notifyByEmail: saved } as UpdateMeMutation['updateMe'];
        return HttpResponse.json({ data: { updateMe } });
      }),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });

    const toggle = await screen.findByRole('switch', {
      name: 'Recevoir un e-mail quand un cadeau est réservé ou une réservation annulée',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(calls.of('UpdateMe')[0]?.variables).toEqual({ input: { notifyByEmail: false } }));
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Préférence enregistrée.')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(calls.of('UpdateMe')[1]?.variables).toEqual({ input: { notifyByEmail: true } }));
    expect(toggle).toBeChecked();
  });

  it('reads the saved preference and puts the switch back when the save fails', async () => {
    server.use(
      meAnswers({ ...camille, notifyByEmail: false }),
      graphql.mutation('UpdateMe', () => domainError('unknown', 500)),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });
    const toggle = await screen.findByRole('switch', { name: /Recevoir un e-mail/ });
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText('La préférence n’a pas pu être enregistrée. Réessayez.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});

describe('other pages', () => {
  it('shows the not-found page for unknown paths, with a way home', async () => {
    const { user } = renderApp({ route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    // home is protected: a signed-out visitor lands on login
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('has a footer with the legal notice, a copyright line and a social link in a new tab', async () => {
    renderApp({ route: '/login', language: 'fr' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Cigogne`))).toBeInTheDocument();
    const social = within(footer).getByRole('link', { name: /Instagram/ });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social.getAttribute('rel')).toContain('noopener');
  });

  it('shows the legal notice in French', async () => {
    renderApp({ route: '/mentions-legales', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Mentions légales', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Éditeur' })).toBeInTheDocument();
  });
});
