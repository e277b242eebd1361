import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { signUp, type TestServer } from '../harness.js';

/** Who calls: a name for the report and the Authorization header it sends (none: anonymous). */
export interface Caller {
  name: string;
  authorization?: string;
}

/** The ids a path parameter may take from the fixtures, by the route's first segment and parameter. */
export type Ids = Record<string, string>;

/**
 * What the fuzzer plays with: an owner of a wishlist (public, one reserved item), a prediction
 * (public, one answer) and a timeline (one event); an admin with one contact request to read;
 * another user; and callers with tokens that are garbage, forged or expired.
 */
export interface World {
  callers: Caller[];
  /** `${firstSegment}:${param}` -> a real id of the fixtures (e.g. `wishlists:itemId`). */
  ids: Ids;
  /** Recreates the owner's wishlist, prediction and timeline (a fuzzed DELETE may have erased them). */
  refresh(): Promise<void>;
}

const ok = (res: { status: number; body: unknown }, what: string, expected = 201) => {
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, any>;
};

/** A new guest address each time (the test server trusts loopback's X-Forwarded-For): the fixtures never use up a per-address limit. */
let guests = 0;
const guestAddress = () => ({ 'x-forwarded-for': `10.${(++guests >> 16) & 255}.${(guests >> 8) & 255}.${guests & 255}` });

export async function createWorld(server: TestServer): Promise<World> {
  const [owner, other, admin] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  const secret = server.config.jwtSecret;
  const forged = (sub: string, options: jwt.SignOptions = {}) =>
    `Bearer ${jwt.sign({}, secret, { subject: sub, expiresIn: 3600, algorithm: 'HS256', ...options })}`;
  const callers: Caller[] = [
    { name: 'anonymous' },
    { name: 'owner', authorization: `Bearer ${owner.token}` },
    { name: 'other', authorization: `Bearer ${other.token}` },
    { name: 'admin', authorization: `Bearer ${admin.token}` },
    { name: 'garbage', authorization: 'Bearer not.a.token' },
    { name: 'huge garbage', authorization: `Bearer ${'x'.repeat(6000)}` },
    { name: 'basic', authorization: 'Basic Zm9vOmJhcg==' },
    { name: 'empty bearer', authorization: 'Bearer ' },
    { name: 'alg none', authorization: `Bearer ${jwt.sign({ sub: owner.user.id }, '', { algorithm: 'none' })}` },
    { name: 'wrong key', authorization: `Bearer ${jwt.sign({ sub: owner.user.id }, 'not the secret', { algorithm: 'HS256' })}` },
    { name: 'expired', authorization: forged(owner.user.id, { expiresIn: -10 }) },
    // signed with the real secret (a leaked key, or a future token format): the subject is still untrusted input
    { name: 'forged unknown user', authorization: forged(randomUUID()) },
    { name: 'forged non-uuid subject', authorization: forged("x' or '1'='1") },
    { name: 'forged huge subject', authorization: forged('9'.repeat(2000)) },
    { name: 'forged NUL subject', authorization: forged('a\u0000b') },
  ];
  const ownerCaller = callers[1];
  const ids: Ids = {};
  const as = (token?: string) => (token ? { token } : {});
  let token = owner.token;

  // an admin's inbox: one contact request from the other user
  ok(await server.api('POST', '/contact', { token: other.token, body: { subject: 'Bonjour', message: 'Une question' } }), 'contact');
  const [contact] = await server.sql<{ id: string }>('select id from contact_requests order by created_at desc limit 1');
  ids['admin:id'] = contact.id;

  const makeWishlist = async () => {
    ids['wishlists:id'] = ok(await server.api('POST', '/wishlists', { ...as(token), body: { title: 'Liste de Jade' } }), 'wishlist').id;
  };
  const makeItem = async (key: string) => {
    const item = ok(
      await server.api('POST', `/wishlists/${ids['wishlists:id']}/items`, { ...as(token), body: { title: 'Poussette', price: 249 } }),
      'item',
    );
    ids[key] = item.id;
  };
  /** Reserves the reserved item again, as a guest would, and keeps the cancel token it is mailed. */
  const reserve = async () => {
    // a fuzzed PATCH may have made the list private or the item reserved by someone else
    ok(await server.api('PATCH', `/wishlists/${ids['wishlists:id']}`, { ...as(token), body: { visibility: 'public' } }), 'publish', 200);
    await server.sql('delete from reservations where item_id = $1', [ids['wishlists:reservedItemId']]);
    const email = `mamie.${randomUUID()}@example.fr`;
    const url = `/wishlists/${ids['wishlists:id']}/items/${ids['wishlists:reservedItemId']}/reserve`;
    ok(await server.api('POST', url, { body: { name: 'Mamie Jo', email, message: 'Bisous' }, headers: guestAddress() }), 'reserve');
    const [mail] = await server.sql<{ link: string }>('select link from mail_outbox where "to" = $1', [email]);
    const cancel = /\/items\/([A-Za-z0-9_-]+)\/cancel$/.exec(mail?.link ?? '')?.[1];
    if (!cancel) throw new Error(`no cancel link mailed: ${mail?.link}`);
    ids['wishlists:token'] = cancel;
  };
  const makePrediction = async () => {
    const body = { firstName: 'Capucine', gender: 'girl', dueDate: '2027-03-14T00:00:00.000Z', visibility: 'public', guessWeight: true };
    ids['predictions:id'] = ok(await server.api('POST', '/predictions', { ...as(token), body }), 'prediction').id;
  };
  const makeAnswer = async () => {
    const body = { userName: 'Tante Rose', gender: 'boy', weight: 3.4 };
    const url = `/predictions/${ids['predictions:id']}/answers`;
    ids['predictions:answerId'] = ok(await server.api('POST', url, { body, headers: guestAddress() }), 'answer').id;
  };
  const makeTimeline = async () => {
    const body = { title: 'Jade', firstName: 'Jade', birthDate: '2026-01-02T00:00:00.000Z', themeColor: 'pink', visibility: 'public' };
    ids['timelines:id'] = ok(await server.api('POST', '/timelines', { ...as(token), body }), 'timeline').id;
  };
  const makeEvent = async () => {
    const body = { title: 'Sourire', date: '2026-02-01T00:00:00.000Z' };
    ids['timelines:eventId'] = ok(await server.api('POST', `/timelines/${ids['timelines:id']}/events`, { ...as(token), body }), 'event').id;
  };
  const everything = async () => {
    await makeWishlist();
    await makeItem('wishlists:itemId');
    await makeItem('wishlists:reservedItemId');
    await reserve();
    await makePrediction();
    await makeAnswer();
    await makeTimeline();
    await makeEvent();
  };

  /**
   * After a fuzzed request succeeded: recreates what it erased (a DELETE, a cancelled
   * reservation), and signs the owner in again if it ended the owner's session. When that fails
   * (a limit the fuzzer filled, a game it closed), a new owner starts from scratch.
   */
  async function refresh() {
    try {
      const me = await server.api('GET', '/auth/me', as(token));
      if (me.status !== 200) throw new Error(`owner signed out: ${me.status}`);
      const [row] = await server.sql(
        `select exists(select 1 from wishlists where id = $1) as wishlist,
                exists(select 1 from wishlist_items where id = $2) as item,
                exists(select 1 from wishlist_items where id = $3) as reserved_item,
                exists(select 1 from reservations where item_id = $3) as reservation,
                exists(select 1 from predictions where id = $4) as prediction,
                exists(select 1 from prediction_answers where id = $5) as answer,
                exists(select 1 from timelines where id = $6) as timeline,
                exists(select 1 from timeline_events where id = $7) as event`,
        [
          'wishlists:id',
          'wishlists:itemId',
          'wishlists:reservedItemId',
          'predictions:id',
          'predictions:answerId',
          'timelines:id',
          'timelines:eventId',
        ].map((k) => ids[k]),
      );
      if (!row.wishlist) await makeWishlist();
      if (!row.wishlist || !row.item) await makeItem('wishlists:itemId');
      if (!row.wishlist || !row.reserved_item) await makeItem('wishlists:reservedItemId');
      if (!row.wishlist || !row.reserved_item || !row.reservation) await reserve();
      if (!row.prediction) await makePrediction();
      if (!row.prediction || !row.answer) await makeAnswer();
      if (!row.timeline) await makeTimeline();
      if (!row.timeline || !row.event) await makeEvent();
    } catch {
      const fresh = await signUp(server);
      token = fresh.token;
      ownerCaller.authorization = `Bearer ${token}`;
      await everything();
    }
  }
  await everything();
  return { callers, ids, refresh };
}

/** A real id for `param` of a route under `path`, or any fixture id when the route is new to the fuzzer. */
export function realId(ids: Ids, routePath: string, param: string): string {
  const segment = routePath.split('/')[1];
  return ids[`${segment}:${param}`] ?? ids[`${segment}:id`] ?? Object.values(ids)[0];
}

export interface RawRequest {
  method: string;
  /** Path and query, already encoded, after /api or /graphql's origin. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Sent in chunks without a content-length (transfer-encoding: chunked). */
  stream?: boolean;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

// by name, not instanceof: under Jest's VM modules the test's TypeError is not fetch's (another realm)
const causeOf = (err: unknown) =>
  err instanceof Error || (err as { name?: string } | null)?.name === 'TypeError'
    ? ((err as { cause?: { code?: string; message?: string } }).cause ?? undefined)
    : undefined;

/**
 * A pooled keep-alive connection the server closed as it was reused: the request never reached the
 * server. undici reports it by several codes (a reset, a socket closed by the other side, a write
 * after the end).
 */
const staleConnection = (err: unknown) => {
  const code = causeOf(err)?.code ?? '';
  return ['ECONNRESET', 'EPIPE'].includes(code) || code.startsWith('UND_ERR_SOCKET') || code === 'UND_ERR_CLOSED';
};

/** The error of a request that failed twice, with undici's cause (a bare "fetch failed" says nothing). */
const explained = (err: unknown) => {
  const cause = causeOf(err);
  return cause ? new Error(`fetch failed: ${cause.code ?? ''} ${cause.message ?? ''}`.trim()) : err;
};

/** Sends a request as a hostile client would (any method, header, content type or byte). */
export async function send(server: TestServer, request: RawRequest): Promise<RawAnswer> {
  const bodyOf = (): RequestInit['body'] => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.body === undefined) return undefined;
    if (!request.stream) return request.body;
    const bytes = Buffer.from(request.body);
    return new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
  };
  const attempt = () =>
    fetch(`${server.url}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: bodyOf(),
      duplex: 'half',
    } as RequestInit);
  // once, on a stale pooled connection (seen under load): a server that crashed or cut the request
  // itself fails the second attempt too, and the case reports it
  const res = await attempt()
    .catch((err: unknown) => (staleConnection(err) ? attempt() : Promise.reject(err)))
    .catch((err: unknown) => Promise.reject(explained(err)));
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}
