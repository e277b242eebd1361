import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../../../seed/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("seeds Camille's public French prediction with a few answers; visitors never see the first name", async () => {
  expect(await seedIfEmpty(server.orm, { bcryptCost: 4 })).toBe(true);
  const [row] = await server.sql(
    `select p.id, p.answer_count, (select count(*)::int from prediction_answers a where a.prediction_id = p.id) as answers
     from predictions p join users u on u.id = p.owner_id where u.email = $1`,
    [DEMO_ACCOUNTS.owner.email],
  );
  expect(row.answers).toBeGreaterThanOrEqual(3);
  expect(row.answer_count).toBe(row.answers);

  const open = await server.api('GET', `/predictions/${row.id}`);
  expect(open.status).toBe(200);
  expect(open.body).toMatchObject({ visibility: 'public', isMine: false, firstName: null, gender: null, answers: null });
  expect(JSON.stringify(open.body)).not.toContain('Gabriel');

  const login = await server.api('POST', '/auth/login', {
    body: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
  });
  const mine = await server.api('GET', `/predictions/${row.id}`, { token: login.body.token });
  expect(mine.body).toMatchObject({ firstName: 'Gabriel', gender: 'boy', isMine: true });
  expect(mine.body.answers.map((a: { userName: string }) => a.userName)).toContain('Mamie Françoise');
  const stats = await server.api('GET', `/predictions/${row.id}/stats`, { token: login.body.token });
  expect(stats.body).toMatchObject({ answerCount: row.answers, genders: { boy: 3, girl: 2 } });
  // a guest can still answer the sample and reveal
  const guest = await server.api('POST', `/predictions/${row.id}/answers`, {
    body: {
      userName: 'Invité',
      gender: 'girl',
      birthDate: '2027-01-01T00:00:00.000Z',
      birthTime: '10:00',
      weight: 3,
      size: 50,
      eyeColor: 'blue',
      hairColor: 'red',
    },
  });
  expect(guest.status).toBe(201);
  expect((await server.api('POST', `/predictions/${row.id}/answers/${guest.body.id}/reveal-gender`)).body).toEqual({ gender: 'boy' });
});
