import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { form } from '../../predictions/__tests__/fixtures.js';
import { addCoOwner, createPage } from '../../co-owners/__tests__/fixtures.js';
import { countQueries } from '../../../../test/query-counter.js';

let server: TestServer;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUp(server, { firstName: 'Ada', lastName: 'Admin' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => server.close());

const get = async (route: string) => {
  const res = await server.api('GET', route, { token: adminToken });
  expect([route, res.status]).toEqual([route, 200]);
  return res.body;
};

describe('GET /api/admin/users', () => {
  it('sorts by registration or by last login, newest first, never-logged-in last, with N/A-able nulls', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.sql(`update users set created_at = now() + interval '3 days', last_login_at = null where id = $1`, [a.user.id]);
    await server.sql(`update users set created_at = now() + interval '2 days', last_login_at = now() + interval '5 days' where id = $1`, [
      b.user.id,
    ]);
    await server.sql(`update users set created_at = now() + interval '1 day', last_login_at = now() + interval '4 days' where id = $1`, [
      c.user.id,
    ]);

    const byCreation = await get('/admin/users?pageSize=3');
    expect(byCreation.items.map((u: { id: string }) => u.id)).toEqual([a.user.id, b.user.id, c.user.id]);
    expect(byCreation.items[0]).toEqual({
      id: a.user.id,
      firstName: a.credentials.firstName,
      lastName: a.credentials.lastName,
      email: a.credentials.email,
      createdAt: expect.any(String),
      lastLoginAt: null,
    });

    const byLogin = await get('/admin/users?sort=lastLoginAt&pageSize=100');
    const ids = byLogin.items.map((u: { id: string }) => u.id);
    expect(ids.slice(0, 2)).toEqual([b.user.id, c.user.id]);
    expect(ids.at(-1)).toBe(a.user.id);
    expect(byLogin).toMatchObject({ sort: 'lastLoginAt', page: 1, pageSize: 100, total: ids.length });
  });

  it.each([
    ['page=0', 'page', 'validation.min'],
    ['page=abc', 'page', 'validation.integer'],
    ['pageSize=101', 'pageSize', 'validation.max'],
    ['sort=email', 'sort', 'validation.oneOf'],
  ])('refuses ?%s with 422', async (query, path, message) => {
    const res = await server.api('GET', `/admin/users?${query}`, { token: adminToken });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path, message }] });
  });
});

describe('GET /api/admin/wishlists', () => {
  it('lists every owner’s lists with item and reserved counts from aggregates', async () => {
    const owner = await signUp(server);
    const created = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste de Jules' } });
    const id = created.body.id;
    await server.api('PATCH', `/wishlists/${id}`, { token: owner.token, body: { visibility: 'public' } });
    const items = [];
    for (const title of ['Body', 'Bavoir', 'Doudou']) {
      items.push((await server.api('POST', `/wishlists/${id}/items`, { token: owner.token, body: { title, price: 10 } })).body.id);
    }
    const reserve = await server.api('POST', `/wishlists/${id}/items/${items[1]}/reserve`, {
      body: { name: 'Mamie', email: 'mamie@example.fr' },
    });
    expect(reserve.status).toBe(201);

    const page = await get('/admin/wishlists');
    expect(page.items.find((w: { id: string }) => w.id === id)).toEqual({
      id,
      title: 'Liste de Jules',
      visibility: 'public',
      itemCount: 3,
      reservedCount: 1,
      unitCount: 3,
      reservedUnits: 1,
      pledgeCount: 0,
      ownerEmail: owner.credentials.email,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const empty = await get('/admin/wishlists?page=999');
    expect(empty).toMatchObject({ items: [], page: 999, total: page.total });
  });
});

describe('GET /api/admin/predictions', () => {
  it('lists every prediction with its answer count, newest first', async () => {
    const owner = await signUp(server);
    const created = await server.api('POST', '/predictions', {
      token: owner.token,
      body: form({
        firstName: 'Lou',
        guessBirthDate: false,
        guessBirthTime: false,
        guessSize: false,
        guessEyeColor: false,
        guessHairColor: false,
      }),
    });
    expect([created.status, created.body.errors]).toEqual([201, undefined]);
    const id = created.body.id;
    for (const userName of ['Mamie', 'Papi']) {
      const answer = await server.api('POST', `/predictions/${id}/answers`, { body: { userName, gender: 'girl', weight: 3.2 } });
      expect([answer.status, answer.body.errors]).toEqual([201, undefined]);
    }
    const page = await get('/admin/predictions');
    expect(page.items[0]).toEqual({
      id,
      firstName: 'Lou',
      visibility: 'public',
      answerCount: 2,
      ownerEmail: owner.credentials.email,
      coOwnerCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 1 });
  });

  it("counts a page's co-owners, and names its owner, not a co-owner", async () => {
    const [owner, coOwner] = [await signUp(server), await signUp(server)];
    const predictionId = await createPage(server, owner.token, 'predictions');
    const wishlistId = await createPage(server, owner.token, 'wishlists');
    await addCoOwner(server, owner, coOwner, 'predictions', predictionId);
    const predictions = await get('/admin/predictions');
    expect(predictions.items.find((p: any) => p.id === predictionId)).toMatchObject({
      ownerEmail: owner.credentials.email,
      coOwnerCount: 1,
    });
    const wishlists = await get('/admin/wishlists');
    expect(wishlists.items.find((w: any) => w.id === wishlistId)).toMatchObject({ ownerEmail: owner.credentials.email });
  });
});

describe('GET /api/admin/logs/error/api', () => {
  it('filters by status and lists the distinct statuses ascending, with every field of docs/product.md#error-log', async () => {
    await server.sql(
      `insert into api_error_logs (id, url, method, status, version, error, error_response, date, user_id, ip, referrer, os, device, browser, user_agent)
       values (gen_random_uuid(), '/api/wishlists/x', 'GET', 404, '1.0.0', '{"message":"notFound"}', '{"type":"notFound","errors":[]}', now(), $1, '10.0.0.1',
               '{"url":"https://cigogne.example/app"}', '{"name":"Android","version":"14"}', '{"type":"mobile","vendor":"Samsung"}', '{"name":"Chrome","version":"130"}', 'Mozilla/5.0'),
              (gen_random_uuid(), '/api/auth/login', 'POST', 429, '1.0.0', '{"message":"tooManyRequests"}', null, now() - interval '1 hour', null, '10.0.0.2', '{}', '{}', '{}', '{}', null),
              (gen_random_uuid(), '/graphql', 'POST', 500, '1.0.0', '{"message":"boom","stack":"Error: boom\\n at x"}', null, now() - interval '2 hours', null, null, '{}', '{}', '{}', '{}', null)`,
      [adminId],
    );
    const all = await get('/admin/logs/error/api');
    expect(all.statuses).toEqual([...all.statuses].sort((x: number, y: number) => x - y));
    expect(all.statuses).toEqual(expect.arrayContaining([404, 429, 500]));
    expect(all.status).toBeNull();

    const notFound = await get('/admin/logs/error/api?status=404');
    expect(notFound.items.every((e: { status: number }) => e.status === 404)).toBe(true);
    expect(notFound.total).toBe((await server.sql('select count(*)::int as n from api_error_logs where status = 404'))[0].n);
    expect(notFound.items.find((e: { url: string }) => e.url === '/api/wishlists/x')).toEqual({
      id: expect.any(String),
      url: '/api/wishlists/x',
      method: 'GET',
      status: 404,
      version: '1.0.0',
      error: { message: 'notFound' },
      errorResponse: { type: 'notFound', errors: [] },
      date: expect.any(String),
      userId: adminId,
      ip: '10.0.0.1',
      referrer: { url: 'https://cigogne.example/app' },
      os: { name: 'Android', version: '14' },
      device: { type: 'mobile', vendor: 'Samsung' },
      browser: { name: 'Chrome', version: '130' },
      userAgent: 'Mozilla/5.0',
    });
    const gql = await server.gql('{ adminErrorLogs(status: 500) { statuses items { status error { message stack } } } }', {}, adminToken);
    expect(gql.body.data.adminErrorLogs.items).toEqual([{ status: 500, error: { message: 'boom', stack: 'Error: boom\n at x' } }]);

    for (const bad of ['abc', '99', '600']) {
      const res = await server.api('GET', `/admin/logs/error/api?status=${bad}`, { token: adminToken });
      expect([bad, res.status, res.body.errors]).toEqual([bad, 422, [{ path: 'status', message: 'validation.invalid' }]]);
    }
  });
});

describe('lists at scale', () => {
  it('send the same number of queries for a page of 10 rows as of 10 000 users and 100 000 error-log rows', async () => {
    const routes = [
      '/admin/users?sort=lastLoginAt',
      '/admin/wishlists',
      '/admin/predictions',
      '/admin/logs/error/api?status=404',
      '/admin/contacts',
    ];
    // warm: a fresh pool connection sends its own set-up statements
    await Promise.all(routes.map((route) => get(route)));
    const small: number[] = [];
    for (const route of routes) small.push(await countQueries(() => get(route)));
    // the session check, the admin's row, a count, the page (+ the distinct statuses; the owners' e-mails,
    // auth's, for the lists and predictions, and the predictions' co-owner counts, co-owners')
    expect(small).toEqual([4, 5, 6, 5, 4]);

    await server.sql(
      `insert into users (id, created_at, first_name, last_name, email, password_hash, is_admin, language, notify_by_email, last_login_at)
       select gen_random_uuid(), now() - (i || ' minutes')::interval, 'Prénom', 'Nom' || i, 'scale' || i || '@example.fr', 'x', false, 'fr', true,
              case when i % 3 = 0 then null else now() - (i || ' seconds')::interval end
       from generate_series(1, 10000) i`,
    );
    await server.sql(
      `insert into api_error_logs (id, url, method, status, version, error, date, referrer, os, device, browser)
       select gen_random_uuid(), '/api/x/' || i, 'GET', (array[400, 401, 404, 422, 429, 500])[1 + i % 6], '1.0.0', '{"message":"x"}',
              now() - (i || ' seconds')::interval, '{}', '{}', '{}', '{}'
       from generate_series(1, 100000) i`,
    );
    await server.sql('analyze');
    const large: number[] = [];
    for (const route of routes) large.push(await countQueries(() => get(`${route}${route.includes('?') ? '&' : '?'}page=40`)));
    expect(large).toEqual(small);

    const logs = await get('/admin/logs/error/api?status=429&page=3&pageSize=50');
    expect(logs.total).toBeGreaterThanOrEqual(16666);
    expect(logs.items).toHaveLength(50);
    expect(logs.statuses).toEqual(expect.arrayContaining([400, 401, 404, 422, 429, 500]));
    const users = await get('/admin/users?pageSize=100&page=100');
    expect(users.total).toBeGreaterThanOrEqual(10000);
    expect(users.items.length).toBeGreaterThan(0);
  }, 120_000);
});
