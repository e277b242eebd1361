import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { guess, ownerWithPrediction } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  // a period of its own: the variable is read
  server = await startTestServer({ ANSWER_EMAIL_RETENTION_DAYS: '20' });
});
afterAll(() => server.close());

it('an answer older than ANSWER_EMAIL_RETENTION_DAYS whose birth was never announced loses its e-mail at the next purge, and keeps the rest', async () => {
  const { predictionId } = await ownerWithPrediction(server);
  const post = (userName: string, email: string, ip: string) =>
    server.api('POST', `/predictions/${predictionId}/answers`, { body: guess({ userName, email }), headers: { 'x-forwarded-for': ip } });
  const old = await post('Ancien', 'ancien@example.fr', '10.7.0.1');
  const recent = await post('Récent', 'recent@example.fr', '10.7.0.2');
  await server.sql(`update prediction_answers set created_at = now() - interval '21 days' where id = $1`, [old.body.id]);
  await server.sql(`update prediction_answers set created_at = now() - interval '19 days' where id = $1`, [recent.body.id]);

  const [a, b] = await Promise.all([server.purge.purge(), server.purge.purge()]);
  expect((a['prediction_answers.email'] ?? 0) + (b['prediction_answers.email'] ?? 0)).toBe(1);
  const rows = await server.sql(`select user_name, email from prediction_answers where prediction_id = $1 order by user_name`, [
    predictionId,
  ]);
  expect(rows).toEqual([
    { user_name: 'Ancien', email: null },
    { user_name: 'Récent', email: 'recent@example.fr' },
  ]);
});
