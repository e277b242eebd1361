import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { TestServer } from '../../../../test/harness.js';
import { freePort } from '../../mail/__tests__/smtp-peer.js';

const require = createRequire(import.meta.url);

/** A browser's subscription at the local push service, and what it received (decrypted). */
export interface Device {
  id: string;
  clientHash: string;
  endpoint: string;
  /** The messages the push service decrypted for it (RFC 8291) after checking their VAPID signature (RFC 8292). */
  received(): Promise<{ title: string; body: string; url: string }[]>;
}

/**
 * web-push-testing's push service, in this process on a free port: it subscribes like a browser's
 * push service, refuses a push whose VAPID JWT does not verify against the subscription's
 * applicationServerKey, decrypts each payload and keeps it for get-notifications.
 */
export async function startPushService() {
  const TestingServer = require('web-push-testing/src/server.js');
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const port = await freePort();
  const service = new TestingServer(new PushApiModel(), port);
  service.startServer();
  const http: Server = service._server;
  await new Promise<void>((resolve) => (http.listening ? resolve() : http.once('listening', () => resolve())));
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  return {
    base,
    /** A browser's pushManager.subscribe with the gateway's key, then its POST /push/subscriptions. */
    async subscribe(server: TestServer, token: string, body: Record<string, unknown> = {}): Promise<Device> {
      const { publicKey } = (await server.api('GET', '/push/key', { token })).body;
      const { data } = (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey: publicKey })).body;
      const created = await server.api('POST', '/push/subscriptions', {
        token,
        body: { endpoint: data.endpoint, keys: data.keys, ...body },
      });
      if (created.status !== 201) throw new Error(`subscribe failed: ${created.status} ${JSON.stringify(created.body)}`);
      return {
        id: created.body.id,
        clientHash: data.clientHash,
        endpoint: data.endpoint,
        received: async () =>
          ((await post('/get-notifications', { clientHash: data.clientHash })).body.data.messages as string[]).map((m) => JSON.parse(m)),
      };
    },
    /** The browser unsubscribed: the push service answers 410 from now on. */
    expire: (device: Device) => post(`/expire-subscription/${device.clientHash}`, {}),
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

/** Whether every push queued so far was handled (sent, dropped or given up): none left in the queue. */
export async function queueDrained(server: TestServer): Promise<boolean> {
  const [{ left }] = await server.sql<{
    left: number;
  }>(`select count(*)::int as left from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'push_send'`);
  return left === 0;
}
