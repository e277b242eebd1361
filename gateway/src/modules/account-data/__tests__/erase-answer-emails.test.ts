import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { answer, guess } from '../../predictions/__tests__/fixtures.js';
import { family } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const answersWith = (email: string) => server.sql(`select id from prediction_answers where lower(email) = lower($1)`, [email]);

it("erasing an account removes the e-mails its predictions' guests left for the announcement, and blanks the one it left on another family's prediction", async () => {
  const f = await family(server);
  const bystander = await family(server);
  const guestEmail = `parrain.${Math.random().toString(36).slice(2)}@example.fr`;
  // a guest of the erased user's prediction left an address for the birth announcement
  expect((await answer(server, f.prediction.id, guess({ userName: 'Parrain', email: guestEmail }))).status).toBe(201);
  // as a guest, the erased user left theirs on another family's prediction, in capitals
  const own = await answer(server, bystander.prediction.id, guess({ userName: 'Léa', email: f.owner.credentials.email.toUpperCase() }));
  expect(own.status).toBe(201);
  expect(await answersWith(guestEmail)).toHaveLength(1);

  const erased = await server.api('DELETE', '/auth/me', { token: f.owner.token, body: { password: f.owner.credentials.password } });
  expect(erased.status).toBe(200);

  expect(await answersWith(guestEmail)).toEqual([]);
  expect(await answersWith(f.owner.credentials.email)).toEqual([]);
  // the other family keeps the answer (its game), without the erased user's address
  expect(await server.sql(`select user_name, email from prediction_answers where id = $1`, [own.body.id])).toEqual([
    { user_name: 'Léa', email: null },
  ]);
});
