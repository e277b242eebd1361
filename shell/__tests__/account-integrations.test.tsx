import type { ApiTokensQuery } from '@cigogne/graphql/auth';
import type { WebhooksQuery } from '@cigogne/graphql/webhooks';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { meAnswers, recordCalls, server } from './support/server';

// the first render loads antd's form and the account page's chunks: slow on a shared 2-core machine
jest.setTimeout(120_000);

describe('/account and /account/integrations', () => {
  beforeEach(() =>
    server.use(
      meAnswers(),
      graphql.query<ApiTokensQuery>('ApiTokens', () => HttpResponse.json({ data: { apiTokens: [] } })),
      graphql.query<WebhooksQuery>('Webhooks', () => HttpResponse.json({ data: { webhooks: [] } })),
    ),
  );

  it('keeps the family settings on the account page and links to the integrator tools, which it does not load', async () => {
    const calls = recordCalls();
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outils pour intégrateurs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès API' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(calls.of('ApiTokens')).toHaveLength(0);
    expect(calls.of('Webhooks')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Ouvrir les outils pour intégrateurs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outils pour intégrateurs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Accès API' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Langue' })).not.toBeInTheDocument();
    // and back to the family's settings
    await user.click(screen.getByRole('link', { name: 'Mon compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
  });
});
