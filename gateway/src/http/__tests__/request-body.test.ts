// A body the server cannot read is refused (415 in the error shape), never silently ignored:
// every route that takes a body, by its OpenAPI description (http/request-body.ts).
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { modules } from '../../modules/index.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
});
afterAll(() => server.close());

const unsupportedType = { type: 'validationException', errors: [{ path: '', message: 'validation.unsupportedMediaType' }] };
const unsupportedEncoding = { type: 'validationException', errors: [{ path: '', message: 'validation.unsupportedEncoding' }] };
const auth = () => ({ authorization: `Bearer ${owner.token}` });

describe('a JSON body sent as another content type', () => {
  it('PATCH /auth/me as text/plain is 415 and changes nothing', async () => {
    const answer = await server.api('PATCH', '/auth/me', {
      body: JSON.stringify({ language: 'en' }),
      headers: { ...auth(), 'content-type': 'text/plain' },
    });
    expect(answer).toMatchObject({ status: 415, body: unsupportedType });
    // the same body as JSON is read: what was refused was the content type
    const me = (await server.api('GET', '/auth/me', { token: owner.token })).body;
    expect(me.language).toBe('fr');
    expect((await server.api('PATCH', '/auth/me', { token: owner.token, body: { language: 'en' } })).body.language).toBe('en');
    expect((await server.api('PATCH', '/auth/me', { token: owner.token, body: { language: 'fr' } })).status).toBe(200);
  });

  it('PATCH of a wishlist and of its item, as text/plain or a form, is 415 and changes nothing', async () => {
    const list = (await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Avant' } })).body;
    const item = (await server.api('POST', `/wishlists/${list.id}/items`, { token: owner.token, body: { title: 'Hochet' } })).body;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/merge-patch+json']) {
      for (const route of [`/wishlists/${list.id}`, `/wishlists/${list.id}/items/${item.id}`]) {
        const answer = await server.api('PATCH', route, { body: '{"title":"Après"}', headers: { ...auth(), 'content-type': type } });
        expect(answer).toMatchObject({ status: 415, body: unsupportedType });
      }
    }
    const after = (await server.api('GET', `/wishlists/${list.id}`, { token: owner.token })).body;
    expect(after.title).toBe('Avant');
    expect(after.items[0].title).toBe('Hochet');
  });

  it('a body with no content type at all is 415 too', async () => {
    const res = await fetch(`${server.url}/api/auth/me`, {
      method: 'PATCH',
      headers: auth(),
      body: new Uint8Array(Buffer.from('{"language":"en"}')),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(unsupportedType);
  });
});

describe('Content-Encoding', () => {
  const patchMe = (body: Buffer | string, encoding: string) =>
    fetch(`${server.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { ...auth(), 'content-type': 'application/json', 'content-encoding': encoding },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  it('gzip is read; an encoding the server does not inflate is 415, as documented', async () => {
    expect((await patchMe(gzipSync('{"notifyByEmail":false}'), 'gzip')).status).toBe(200);
    expect((await server.api('GET', '/auth/me', { token: owner.token })).body.notifyByEmail).toBe(false);
    for (const encoding of ['zstd', 'compress', 'x-unknown']) {
      const res = await patchMe('{"notifyByEmail":true}', encoding);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(unsupportedEncoding);
    }
  });

  it('an upload takes only an uncompressed multipart form', async () => {
    const route = `${server.url}/api/timelines/00000000-0000-4000-8000-000000000000/events/00000000-0000-4000-8000-000000000001/photos`;
    const form = new Response(new FormData()).headers.get('content-type')!;
    for (const [headers, message] of [
      [{ 'content-type': 'application/json' }, 'validation.unsupportedMediaType'],
      [{ 'content-type': form, 'content-encoding': 'gzip' }, 'validation.unsupportedEncoding'],
    ] as const) {
      const res = await fetch(route, { method: 'POST', headers: { ...auth(), ...headers }, body: '{}' });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ type: 'validationException', errors: [{ path: '', message }] });
    }
  });
});

describe('every route that takes a body', () => {
  const operations = modules.flatMap((m) => m.api?.operations ?? []).filter((op) => op.body || op.form);

  it('answers 415 to a text/plain body, whoever calls', async () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      const route = op.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const token of [undefined, owner.token]) {
        const answer = await server.api(op.method.toUpperCase(), route, {
          token,
          body: '{}',
          headers: { 'content-type': 'text/plain' },
        });
        expect({ route: `${op.method} ${op.path}`, status: answer.status, body: answer.body }).toEqual({
          route: `${op.method} ${op.path}`,
          status: 415,
          body: unsupportedType,
        });
      }
    }
  });

  it('a route that takes none does not read one: POST /auth/logout with a text body still signs out', async () => {
    const other = await signUp(server);
    const answer = await server.api('POST', '/auth/logout', {
      token: other.token,
      body: 'whatever',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(200);
    expect((await server.api('GET', '/auth/me', { token: other.token })).status).toBe(401);
  });
});
