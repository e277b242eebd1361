import type {
  ApiTokensQuery,
  CreateApiTokenMutation,
  CreateApiTokenMutationVariables,
  RevokeApiTokenMutation,
  RevokeApiTokenMutationVariables,
} from '@cigogne/graphql/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, meAnswers, recordCalls, server } from './support/server';

type Token = ApiTokensQuery['apiTokens'][number] & { __typename: 'ApiToken' };
const dashboard: Token = {
  __typename: 'ApiToken',
  id: 't1',
  name: 'Tableau de bord',
  scopes: ['read'],
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: null,
  expiresAt: '2099-01-01T00:00:00Z',
};

describe('/account/integrations: API access', () => {
  it('creates a token and shows its secret once, with a copy button', async () => {
    server.use(meAnswers());
    const calls = recordCalls();
    let tokens: Token[] = [];
    server.use(
      graphql.query<ApiTokensQuery>('ApiTokens', () => HttpResponse.json({ data: { apiTokens: tokens } })),
      graphql.mutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>('CreateApiToken', ({ variables }) => {
        tokens = [{ ...dashboard, name: variables.input.name, scopes: variables.input.scopes }];
        return HttpResponse.json({ data: { createApiToken: { ...tokens[0], token: 'cg_pat_secret123' } } });
      }),
    );
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1' });
    expect(await screen.findByRole('heading', { name: 'API access' })).toBeInTheDocument();
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'Script photo');
    await user.click(screen.getByRole('checkbox', { name: 'Write' }));
    await user.click(screen.getByRole('button', { name: 'Create the token' }));
    expect(await screen.findByText('cg_pat_secret123')).toBeInTheDocument();
    expect(screen.getByText('Copy this token now: it will not be shown again.')).toBeInTheDocument();
    expect(calls.of('CreateApiToken')).toEqual([
      { operation: 'CreateApiToken', variables: { input: { name: 'Script photo', scopes: ['read', 'write'], expiresInDays: 30 } } },
    ]);
    // user-event's clipboard stands in for the browser's, from its setup on
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Token copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('cg_pat_secret123');
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('Script photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('cg_pat_secret123')).not.toBeInTheDocument();
  });

  it('shows the field errors of the server', async () => {
    server.use(
      meAnswers(),
      graphql.mutation('CreateApiToken', () => domainError('invalidForm', 422, [{ path: 'name', message: 'validation.maxLength' }])),
    );
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1', language: 'fr' });
    await user.type(await screen.findByLabelText('Nom du jeton'), 'Trop long');
    await user.click(screen.getByRole('button', { name: 'Créer le jeton' }));
    expect(await screen.findByText('Les données saisies sont invalides.')).toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    server.use(meAnswers());
    const calls = recordCalls();
    let tokens: Token[] = [dashboard];
    server.use(
      graphql.query<ApiTokensQuery>('ApiTokens', () => HttpResponse.json({ data: { apiTokens: tokens } })),
      graphql.mutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>('RevokeApiToken', () => {
        tokens = [];
        return HttpResponse.json({ data: { revokeApiToken: true } });
      }),
    );
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1' });
    await user.click(await screen.findByRole('button', { name: 'Revoke the token Tableau de bord' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(() => expect(calls.of('RevokeApiToken')).toEqual([{ operation: 'RevokeApiToken', variables: { id: 't1' } }]));
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();
  });
});
