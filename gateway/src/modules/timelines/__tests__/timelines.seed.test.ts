import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../../../seed/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("seeds Camille's public French timeline and a private one, every date in the past", async () => {
  expect(await seedIfEmpty(server.orm, { bcryptCost: 4 })).toBe(true);
  const rows = await server.sql(
    `select t.id, t.title, t.first_name, t.visibility, t.theme_color, t.birth_date < now() as born
     from timelines t join users u on u.id = t.owner_id where u.email = $1 order by t.title`,
    [DEMO_ACCOUNTS.owner.email],
  );
  expect(rows.map((r) => [r.title, r.first_name, r.visibility, r.theme_color, r.born])).toEqual([
    ['Le journal de Léo', 'Léo', 'private', 'sky', true],
    ['Les premiers mois de Jade', 'Jade', 'public', 'pink', true],
  ]);
  const [{ future }] = await server.sql(`select count(*)::int as future from timeline_events where date > now()`);
  expect(future).toBe(0);

  const jade = rows[1];
  const open = await server.api('GET', `/timelines/${jade.id}`);
  expect(open.status).toBe(200);
  expect(open.body.isMine).toBe(false);
  expect(open.body.events.map((e: any) => e.title)).toEqual([
    'Naissance à la maternité',
    'Premier bain',
    'Rencontre avec les grands-parents',
    'Premier sourire',
    'Premiers gazouillis',
    'Premières dents',
  ]);
  expect((await server.api('GET', `/timelines/${rows[0].id}`)).status).toBe(404);

  const login = await server.api('POST', '/auth/login', {
    body: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
  });
  const mine = await server.api('GET', '/timelines', { token: login.body.token });
  expect(mine.body.map((t: any) => t.title)).toEqual(['Les premiers mois de Jade', 'Le journal de Léo']);
});
