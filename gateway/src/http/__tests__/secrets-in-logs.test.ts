import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { captureLog } from '../../../test/capture-log.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { redactJson, redactPath, redactText, redactUrl } from '../../common/redact.js';

let server: TestServer;
let lines: Record<string, any>[];
beforeAll(async () => {
  const capture = captureLog('info');
  lines = capture.lines;
  server = await startTestServer({ LOG_LEVEL: 'info' }, { log: capture.log });
});
afterAll(() => server.close());

/** A token shaped like the real ones (32 random bytes, base64url). */
const newToken = () => randomBytes(32).toString('base64url');
const LIST = '6f9619ff-8b86-4011-b42d-00c04fc964ff';

/** Every place a secret could be kept: the log lines and the error log rows (after their writes ended). */
async function everythingKept(): Promise<string> {
  await new Promise((r) => setTimeout(r, 50));
  await server.services.errorLog.drain();
  return JSON.stringify(lines) + JSON.stringify(await server.sql('select * from api_error_logs'));
}

describe('token paths in the request log and the error log', () => {
  it('redacts reset, e-mail verification and reservation tokens in paths and in the Referer', async () => {
    const tokens = [newToken(), newToken(), newToken(), newToken(), newToken(), newToken()];
    const paths = [
      `/app/reset-password/${tokens[0]}`,
      `/app/verify-email/${tokens[1]}`,
      `/app/wishlists/${LIST}/items/${tokens[2]}/cancel`,
      `/api/wishlists/${LIST}/items/${tokens[3]}/reservation`,
    ];
    for (const path of paths) await fetch(server.url + path);
    // a reservation lookup that fails (404, recorded in the error log), called from the cancel page
    const res = await server.api('DELETE', `/wishlists/${LIST}/items/${tokens[4]}/reservation/cancel?token=${tokens[5]}`, {
      headers: { referer: `https://cigogne.example/app/wishlists/${LIST}/items/${tokens[4]}/cancel` },
    });
    expect(res.status).toBe(404);
    const kept = await everythingKept();
    for (const token of tokens) expect(kept).not.toContain(token);
    expect(lines.map((l) => l.path)).toEqual(
      expect.arrayContaining([
        '/app/reset-password/[redacted]',
        '/app/verify-email/[redacted]',
        `/app/wishlists/${LIST}/items/[redacted]/cancel`,
        `/api/wishlists/${LIST}/items/[redacted]/reservation`,
      ]),
    );
  });
});

describe('GraphQL errors on variables and literals', () => {
  const SECRET = 'Mot-de-passe-Tres-Secret-42';

  it.each([
    ['a password given where an Int is expected', 'query Q($page: Int) { adminUsers(page: $page) { __typename } }', { page: SECRET }],
    [
      'a bad enum value',
      'mutation M($input: ItemInput!) { createWishlistItem(wishlistId: "x", input: $input) { id } }',
      { input: { title: 'Poussette', category: SECRET } },
    ],
    ['a wrong literal', `query { adminUsers(page: "${SECRET}") { __typename } }`, undefined],
    [
      'a wrong enum literal',
      `mutation { createWishlistItem(wishlistId: "x", input: { title: "T", category: ${SECRET.replace(/-/g, '_')} }) { id } }`,
      undefined,
    ],
  ])('never echo the input (%s) into the answer or the logs', async (_what, query, variables) => {
    const res = await server.gql(query, variables as Record<string, unknown> | undefined);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(JSON.stringify(res.body)).not.toContain(SECRET.replace(/-/g, '_'));
    const kept = await everythingKept();
    expect(kept).not.toContain(SECRET);
    expect(kept).not.toContain(SECRET.replace(/-/g, '_'));
  });
});

describe('bodies the error log stores', () => {
  it('keeps no password of a malformed JSON body (JSON.parse quotes the text it refuses)', async () => {
    // JSON.parse quotes about ten characters either side of where it stopped: a short password fits
    const secret = 'S3cr3tXY';
    const res = await server.api('POST', '/auth/login', { body: `{"email":"a@b.fr","password": ${secret}}` });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain(secret);
    expect(await everythingKept()).not.toContain(secret);
  });

  it('redacts password-like fields at any depth, token segments and secret query values', () => {
    expect(
      redactJson({
        password: 'a',
        currentPassword: 'b',
        nested: [{ token: 'c', resetToken: 'd', clientSecret: 'e', name: 'Léa' }],
        path: 'password',
      }),
    ).toEqual({
      password: '[redacted]',
      currentPassword: '[redacted]',
      nested: [{ token: '[redacted]', resetToken: '[redacted]', clientSecret: '[redacted]', name: 'Léa' }],
      path: 'password',
    });
    expect(redactText('bad input {"password": "hunter2", "email": "a@b.fr"}')).toBe(
      'bad input {"password": "[redacted]", "email": "a@b.fr"}',
    );
    expect(redactPath(`/api/timelines/${LIST}`)).toBe(`/api/timelines/${LIST}`);
    expect(redactPath('/app/reset-password/short')).toBe('/app/reset-password/[redacted]');
    expect(redactUrl('https://x.fr/app?token=abc&page=2')).toBe('https://x.fr/app?token=[redacted]&page=2');
  });
});
