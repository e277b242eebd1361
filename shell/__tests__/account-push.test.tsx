import type {
  DeletePushSubscriptionMutation,
  PushSubscriptionsQuery,
  SubscribePushMutation,
  UpdatePushSubscriptionMutation,
} from '@cigogne/graphql/push';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { meAnswers, recordCalls, server } from './support/server';

type Device = PushSubscriptionsQuery['pushSubscriptions'][number] & { __typename: string };
// a real P-256 public key's form: 65 bytes, base64url
const PUBLIC_KEY = `BP${'A'.repeat(85)}`;
const ENDPOINT = 'https://push.example.com/send/this-browser';

const device = (over: Partial<Device> = {}): Device => ({
  __typename: 'PushSubscriptionView',
  id: 'p1',
  endpoint: ENDPOINT,
  device: 'Chrome, Android',
  createdAt: '2026-11-20T09:00:00Z',
  kinds: { __typename: 'PushKindsView', reservations: true, answers: true, coParents: true } as Device['kinds'],
  ...over,
});

/** The browser's side, faked: Notification, the service worker's registration and its pushManager. */
function fakeBrowser({ permission = 'default' as NotificationPermission, grant = 'granted' as NotificationPermission } = {}) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: jest.Mock } | null = null;
  const subscribe = jest.fn(async (_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } }),
      unsubscribe: jest.fn(async () => true),
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  const requestPermission = jest.fn(async () => grant);
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { permission, requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, requestPermission, current: () => current };
}

afterEach(() => {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('.ant-card') as HTMLElement;

describe('/account: notifications on this device', () => {
  beforeEach(() => server.use(meAnswers()));

  it('says so when the browser cannot receive pushes, with no button to press', async () => {
    renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    const section = await card('Notifications on this device');
    expect(await within(section).findByText(/This browser cannot receive notifications/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn on for this device' })).toBeNull();
    expect(within(section).getByText('No device receives notifications yet.')).toBeInTheDocument();
  });

  it('says how to unblock them when the permission was refused', async () => {
    fakeBrowser({ permission: 'denied' });
    renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });
    const section = await card('Notifications sur cet appareil');
    expect(await within(section).findByText(/Les notifications de Cigogne sont bloquées/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Activer sur cet appareil' })).toBeNull();
  });

  it('turns pushes on: permission, subscribe with the server key, then the subscription is sent and listed as this device', async () => {
    const browser = fakeBrowser();
    const calls = recordCalls();
    let list: Device[] = [];
    server.use(
      graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: PUBLIC_KEY } })),
      graphql.query('PushSubscriptions', () => HttpResponse.json({ data: { pushSubscriptions: list } })),
      graphql.mutation<SubscribePushMutation>('SubscribePush', () => {
        list = [device()];
        return HttpResponse.json({ data: { subscribePush: { id: 'p1' } } });
      }),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    const section = await card('Notifications on this device');
    await user.click(await within(section).findByRole('button', { name: 'Turn on for this device' }));
    expect(await within(section).findByText('This device receives notifications.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(calls.of('SubscribePush')[0].variables).toEqual({
      input: { endpoint: ENDPOINT, keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } },
    });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText('Chrome, Android')).toBeInTheDocument();
    expect(within(item).getByText('This device')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn on for this device' })).toBeNull();
  });

  it('switches a kind off on one device, and removes a device (unsubscribing this browser)', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const calls = recordCalls();
    // this browser is subscribed already
    await browser.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array() });
    let list: Device[] = [device(), device({ id: 'p2', endpoint: 'https://push.example.com/other', device: null })];
    server.use(
      graphql.query('PushSubscriptions', () => HttpResponse.json({ data: { pushSubscriptions: list } })),
      graphql.mutation<UpdatePushSubscriptionMutation>('UpdatePushSubscription', ({ variables }) =>
        HttpResponse.json({
          data: {
            updatePushSubscription: {
              __typename: 'PushSubscriptionView',
              id: variables.id,
              kinds: { __typename: 'PushKindsView', reservations: true, answers: false, coParents: true },
            } as UpdatePushSubscriptionMutation['updatePushSubscription'],
          },
        }),
      ),
      graphql.mutation<DeletePushSubscriptionMutation>('DeletePushSubscription', ({ variables }) => {
        list = list.filter((d) => d.id !== variables.id);
        return HttpResponse.json({ data: { deletePushSubscription: true } });
      }),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    const section = await card('Notifications on this device');
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('Unknown device')).toBeInTheDocument();
    const kinds = within(rows[0]).getByRole('group', { name: 'Notifications of Chrome, Android' });
    const guesses = within(kinds).getByRole('switch', { name: 'New guesses' });
    expect(guesses).toBeChecked();
    await user.click(guesses);
    await waitFor(() => expect(calls.of('UpdatePushSubscription')).toHaveLength(1));
    expect(calls.of('UpdatePushSubscription')[0].variables).toEqual({ id: 'p1', kinds: { answers: false } });
    await waitFor(() => expect(within(kinds).getByRole('switch', { name: 'New guesses' })).not.toBeChecked());
    const subscription = browser.current()!;
    await user.click(within(rows[0]).getByRole('button', { name: 'Remove Chrome, Android' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.of('DeletePushSubscription')[0].variables).toEqual({ id: 'p1' });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await within(section).findByRole('button', { name: 'Turn on for this device' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the devices cannot be loaded', async () => {
    fakeBrowser();
    let fail = true;
    server.use(
      graphql.query('PushSubscriptions', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })
          : HttpResponse.json({ data: { pushSubscriptions: [] } }),
      ),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    const section = await card('Notifications on this device');
    expect(await within(section).findByText('The list of devices could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No device receives notifications yet.')).toBeInTheDocument();
  });
});
