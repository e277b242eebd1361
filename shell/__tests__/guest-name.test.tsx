import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { meAnswers, recordCalls, server } from './support/server';

describe('/account: the first name on guest pages', () => {
  it('starts on the pages I created and saves a change at once', async () => {
    const calls = recordCalls();
    server.use(
      meAnswers(),
      graphql.mutation('UpdateFirstNameToGuests', ({ variables }) =>
        HttpResponse.json({ data: { updateMe: { __typename: 'User', id: 'u1', firstNameToGuests: variables.value } } }),
      ),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });

    const group = await screen.findByRole('radiogroup', { name: 'Votre prénom sur les pages des invités' });
    const own = within(group).getByRole('radio', { name: 'Sur les pages que j’ai créées' });
    await waitFor(() => expect(own).toBeChecked());
    const every = within(group).getByRole('radio', { name: 'Aussi sur les pages que je gère avec l’autre parent' });
    await user.click(every);
    await waitFor(() => expect(calls.of('UpdateFirstNameToGuests')[0]?.variables).toEqual({ value: 'everyPage' }));
    expect(every).toBeChecked();
    expect(own).not.toBeChecked();
  });
});
