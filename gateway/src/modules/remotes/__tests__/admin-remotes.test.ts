// GET /api/admin/remotes: each remote's URL, build and contract versions, whether its manifest
// answers and how fast. Admins only: a visitor and a plain user see nothing of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { manifestServer, stampedManifest } from './manifest-server.js';

let server: TestServer;
let cdn: Awaited<ReturnType<typeof manifestServer>>;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  cdn = await manifestServer({
    '/wishlists/mf-manifest.json': stampedManifest('feedc0de12345678', '1.2.0'),
    '/predictions/mf-manifest.json': stampedManifest('0000111122223333', '2.0.0'),
  });
  server = await startTestServer({
    MF_WISHLISTS_URL: `${cdn.origin}/wishlists/mf-manifest.json`,
    MF_PREDICTIONS_URL: `${cdn.origin}/predictions/mf-manifest.json`,
    MF_TIMELINES_URL: `${cdn.origin}/gone/mf-manifest.json`,
  });
  const admin = await signUp(server, { firstName: 'Ada', lastName: 'Admin' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
  userToken = (await signUp(server)).token;
});
afterAll(async () => {
  await server?.close();
  await cdn?.close();
});

describe('GET /api/admin/remotes', () => {
  it('is refused to a visitor (401) and to a user who is not an admin (403), in the error shape', async () => {
    const visitor = await server.api('GET', '/admin/remotes');
    expect([visitor.status, visitor.body.type]).toEqual([401, 'unauthorized']);
    const user = await server.api('GET', '/admin/remotes', { token: userToken });
    expect([user.status, user.body]).toEqual([403, { type: 'forbidden', errors: [] }]);
    expect(JSON.stringify(visitor.body)).not.toContain(cdn.origin);
  });

  it("shows each remote's URL, build and contract versions, whether its manifest answers and in how many ms", async () => {
    const res = await server.api('GET', '/admin/remotes', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.shellContractVersion).toMatch(/^1\.\d+\.\d+$/);
    const byFeature = Object.fromEntries(res.body.remotes.map((r: { feature: string }) => [r.feature, r]));
    expect(Object.keys(byFeature).sort()).toEqual(['admin', 'predictions', 'timelines', 'wishlists']);
    expect(byFeature.wishlists).toMatchObject({
      url: `${cdn.origin}/wishlists/mf-manifest.json`,
      ok: true,
      buildVersion: 'feedc0de12345678',
      contractVersion: '1.2.0',
      compatible: true,
      problem: null,
    });
    expect(byFeature.wishlists.ms).toEqual(expect.any(Number));
    // built against another major: it answers, the shell will not mount it
    expect(byFeature.predictions).toMatchObject({ ok: true, contractVersion: '2.0.0', compatible: false });
    expect(byFeature.timelines).toMatchObject({ ok: false, buildVersion: null, compatible: false, problem: 'answered 404' });
    expect(byFeature.admin.url).toBe('/mf/admin/mf-manifest.json');
  });
});
