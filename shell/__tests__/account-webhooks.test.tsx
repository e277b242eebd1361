import type {
  CreateWebhookMutation,
  CreateWebhookMutationVariables,
  DeleteWebhookMutation,
  DeleteWebhookMutationVariables,
  TestWebhookMutation,
  TestWebhookMutationVariables,
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables,
  WebhooksQuery,
  WebhooksQueryVariables,
} from '@cigogne/graphql/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, meAnswers, recordCalls, server } from './support/server';

type Endpoint = WebhooksQuery['webhooks'][number];
const delivery = (
  over: Partial<NonNullable<Endpoint['lastDelivery']>> = {},
): NonNullable<Endpoint['lastDelivery']> & { __typename: string } => ({
  __typename: 'WebhookDeliveryView' as const,
  id: 'd1',
  eventType: 'ping',
  status: 'retrying' as const,
  attempts: 1,
  lastStatusCode: 503,
  lastError: null,
  createdAt: '2026-11-25T08:00:00Z',
  lastAttemptAt: '2026-11-25T08:00:03Z',
  ...over,
});
const endpoint: Endpoint & { __typename: string } = {
  __typename: 'WebhookEndpointView',
  id: 'w1',
  url: 'https://home.example/hooks',
  eventTypes: ['reservationCreated', 'birthRecorded'],
  enabled: true,
  createdAt: '2026-11-20T09:00:00Z',
  disabledAt: null,
  lastDelivery: delivery(),
};

describe('/account/integrations: webhooks', () => {
  beforeEach(() => server.use(meAnswers()));

  it('adds a webhook, shows its secret once with a copy button, and lists it', async () => {
    const calls = recordCalls();
    let list: Endpoint[] = [];
    server.use(
      graphql.query<WebhooksQuery, WebhooksQueryVariables>('Webhooks', () => HttpResponse.json({ data: { webhooks: list } })),
      graphql.mutation<CreateWebhookMutation, CreateWebhookMutationVariables>('CreateWebhook', () => {
        list = [{ ...endpoint, lastDelivery: null }];
        return HttpResponse.json({ data: { createWebhook: { id: 'w1', secret: 'whsec_abc123' } } });
      }),
    );
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1', language: 'en' });
    const section = await screen.findByRole('heading', { name: 'Webhooks' }).then((h) => h.closest('.ant-card') as HTMLElement);
    expect(await within(section).findByText('No webhook yet.')).toBeInTheDocument();
    // nothing given: the form asks first, no call is made
    await user.click(within(section).getByRole('button', { name: 'Add the webhook' }));
    expect(await within(section).findByText('Enter the address that receives the events.')).toBeInTheDocument();
    expect(within(section).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.of('CreateWebhook')).toEqual([]);
    await user.type(within(section).getByLabelText('Address (https)'), 'https://home.example/hooks');
    await user.click(within(section).getByRole('checkbox', { name: 'A gift is reserved' }));
    await user.click(within(section).getByRole('checkbox', { name: 'The birth is recorded' }));
    await user.click(within(section).getByRole('button', { name: 'Add the webhook' }));
    expect(await within(section).findByText('Copy this secret now: it will not be shown again.')).toBeInTheDocument();
    expect(within(section).getByText('whsec_abc123')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(calls.of('CreateWebhook')[0].variables).toEqual({
      input: { url: 'https://home.example/hooks', eventTypes: ['reservationCreated', 'birthRecorded'] },
    });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText('https://home.example/hooks')).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByText('Nothing sent yet.')).toBeInTheDocument();
  });

  it('shows a refused address under the field', async () => {
    server.use(graphql.mutation('CreateWebhook', () => domainError('invalidForm', 422, [{ path: 'url', message: 'validation.url' }])));
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1', language: 'en' });
    await user.type(await screen.findByLabelText('Address (https)'), 'http://home.example/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'A prediction is answered' }));
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }));
    expect(await screen.findByText('The data you entered is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Invalid web address.')).toBeInTheDocument();
    expect(screen.queryByText(/whsec_/)).toBeNull();
  });

  it('sends a test event, shows the delivery log, and deletes after confirmation (in French)', async () => {
    const calls = recordCalls();
    let list: Endpoint[] = [endpoint];
    server.use(
      graphql.query<WebhooksQuery, WebhooksQueryVariables>('Webhooks', () => HttpResponse.json({ data: { webhooks: list } })),
      graphql.mutation<TestWebhookMutation, TestWebhookMutationVariables>('TestWebhook', () =>
        HttpResponse.json({ data: { testWebhook: delivery({ id: 'd2', status: 'pending', attempts: 0, lastStatusCode: null }) } }),
      ),
      graphql.query<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>('WebhookDeliveries', () =>
        HttpResponse.json({
          data: {
            webhookDeliveries: [
              delivery({ id: 'd2', status: 'succeeded', attempts: 2, lastStatusCode: 204 }),
              delivery({
                id: 'd1',
                eventType: 'reservationCreated',
                status: 'failed',
                attempts: 12,
                lastStatusCode: null,
                lastError: 'timeout',
              }),
            ],
          },
        }),
      ),
      graphql.mutation<DeleteWebhookMutation, DeleteWebhookMutationVariables>('DeleteWebhook', () => {
        list = [];
        return HttpResponse.json({ data: { deleteWebhook: true } });
      }),
    );
    const { user } = renderApp({ route: '/account/integrations', token: 'jwt-1', language: 'fr' });
    const row = (await screen.findByText('https://home.example/hooks')).closest('li') as HTMLElement;
    expect(within(row).getByText(/Dernier envoi : nouvel essai prévu/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Envoyer un événement de test' }));
    expect(await within(row).findByText('Événement de test envoyé : voir le journal des envois.')).toBeInTheDocument();
    expect(calls.of('TestWebhook')[0].variables).toEqual({ id: 'w1' });
    const log = await within(row).findByRole('region', { name: 'Envois vers https://home.example/hooks' });
    const cells = within(log)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells[1].slice(0, 4)).toEqual(['Événement de test', 'reçu', '2', '204']);
    expect(cells[2].slice(0, 4)).toEqual(['Un cadeau est réservé', 'échoué', '12', 'pas de réponse à temps']);
    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('https://home.example/hooks');
    await user.click(within(dialog).getByRole('button', { name: /Supprimer/ }));
    await waitFor(() => expect(calls.of('DeleteWebhook')).toHaveLength(1));
    expect(await screen.findByText('Aucun webhook pour l’instant.')).toBeInTheDocument();
  });
});
