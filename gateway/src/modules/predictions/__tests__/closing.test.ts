import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { BIRTH, answer, guess, ownerWithPrediction } from './fixtures.js';

/**
 * Issue 16, finding 5: answers close when the birth is recorded (a latecomer could post the exact
 * birth and win), and the owner can close them earlier and reopen them while no birth is recorded.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EXACT = guess({ userName: 'Retardataire', ...BIRTH, birthDate: '2026-03-15T00:00:00.000Z' });
const ANSWER = `mutation($predictionId: ID!, $input: AnswerInput!) { answerPrediction(predictionId: $predictionId, input: $input) { id score } }`;
const CLOSE = `mutation($id: ID!) { closePrediction(id: $id) { id closedAt answersOpen } }`;
const REOPEN = `mutation($id: ID!) { reopenPrediction(id: $id) { id closedAt answersOpen } }`;
/** Resolves once a statement of this test's database waits on a lock: the request reached the row held. */
async function untilWaitingOnALock(client: pg.Client) {
  const waiting = async () =>
    (await client.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rowCount ?? 0;
  expect(await eventually(waiting, (n) => n > 0)).toBeGreaterThan(0);
}
const rows = async (predictionId: string) =>
  (await server.sql('select count(*)::int as n from prediction_answers where prediction_id = $1', [predictionId]))[0].n as number;

describe('answers close when the birth is recorded', () => {
  it('a latecomer cannot post the exact birth after it is recorded: 409 predictionClosed, REST and GraphQL, nothing stored', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    expect((await answer(server, predictionId, guess())).status).toBe(201);
    expect((await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH })).status).toBe(200);

    const late = await answer(server, predictionId, EXACT);
    expect(late).toMatchObject({ status: 409, body: { type: 'predictionClosed', errors: [] } });
    // closed is closed, even for an invalid body: no validation error tells more
    expect(await answer(server, predictionId, { userName: '' })).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    const gql = await server.gql(ANSWER, { predictionId, input: EXACT });
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'predictionClosed', status: 409 });
    expect(await rows(predictionId)).toBe(1);

    const seen = await server.api('GET', `/predictions/${predictionId}`);
    expect(seen.body).toMatchObject({ answersOpen: false, closedAt: expect.any(String), answerCount: 1 });
    // the birth closes for good: it cannot be reopened
    const reopen = await server.api('POST', `/predictions/${predictionId}/reopen`, { token: owner.token });
    expect(reopen).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: '', message: 'validation.birthRecorded' }] },
    });
    expect((await server.gql(REOPEN, { id: predictionId }, owner.token)).body.errors[0].extensions.code).toBe('invalidForm');
    expect((await answer(server, predictionId, EXACT)).status).toBe(409);
  });

  it('an answer waiting on the row while the birth commits is refused (the check is made by PostgreSQL, not before)', async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      // what recording the birth does, held uncommitted: the answer below reads the row as still open
      await client.query(`update predictions set born_at = now(), closed_at = now() where id = $1`, [predictionId]);
      const pending = answer(server, predictionId, EXACT);
      await untilWaitingOnALock(client);
      await client.query('commit');
      expect(await pending).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    } finally {
      await client.end();
    }
    expect(await rows(predictionId)).toBe(0);
  });
  it('a reopen committing while the birth is being recorded cannot leave the prediction born but without its close', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    expect((await server.api('POST', `/predictions/${predictionId}/close`, { token: owner.token })).status).toBe(200);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      // what a reopen does, held uncommitted: the birth below reads the prediction as closed
      await client.query(`update predictions set closed_at = null where id = $1 and born_at is null`, [predictionId]);
      const birth = server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH });
      await untilWaitingOnALock(client);
      await client.query('commit');
      expect((await birth).status).toBe(200);
    } finally {
      await client.end();
    }
    const [row] = await server.sql('select closed_at, born_at from predictions where id = $1', [predictionId]);
    expect(row).toEqual({ closed_at: expect.any(Date), born_at: expect.any(Date) });
    expect((await server.api('GET', `/predictions/${predictionId}`)).body).toMatchObject({
      answersOpen: false,
      closedAt: expect.any(String),
    });
  });
  it("recording the birth over GraphQL answers the closed prediction (closedAt came back as the driver's string: a 500 on the field)", async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const res = await server.gql(
      `mutation($id: ID!, $input: BirthInput!) { recordPredictionBirth(id: $id, input: $input) { answersOpen closedAt } }`,
      { id: predictionId, input: BIRTH },
      owner.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordPredictionBirth.answersOpen).toBe(false);
    expect(Date.parse(res.body.data.recordPredictionBirth.closedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the owner closes and reopens answers', () => {
  it('close: answers refused; reopen: accepted again; REST and GraphQL; owner only', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const open = await server.api('GET', `/predictions/${predictionId}`);
    expect(open.body).toMatchObject({ answersOpen: true, closedAt: null });

    const other = await signUp(server);
    expect((await server.api('POST', `/predictions/${predictionId}/close`)).status).toBe(401);
    expect((await server.api('POST', `/predictions/${predictionId}/close`, { token: other.token })).status).toBe(404);
    expect((await server.gql(CLOSE, { id: predictionId })).body.errors[0].extensions.code).toBe('unauthorized');
    expect((await server.gql(CLOSE, { id: predictionId }, other.token)).body.errors[0].extensions.code).toBe('notFound');
    expect((await server.api('GET', `/predictions/${predictionId}`)).body.answersOpen).toBe(true);

    const closed = await server.api('POST', `/predictions/${predictionId}/close`, { token: owner.token });
    expect(closed).toMatchObject({
      status: 200,
      body: { id: predictionId, answersOpen: false, closedAt: expect.any(String), isMine: true },
    });
    // closing again keeps the first close
    const again = await server.gql(CLOSE, { id: predictionId }, owner.token);
    expect(again.body.data.closePrediction).toEqual({ id: predictionId, closedAt: closed.body.closedAt, answersOpen: false });
    expect(await answer(server, predictionId, guess())).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    expect((await server.gql(ANSWER, { predictionId, input: guess() })).body.errors[0].extensions.code).toBe('predictionClosed');
    // a visitor sees the closed state, over GraphQL too
    const visitor = await server.gql(`query($id: ID!) { prediction(id: $id) { answersOpen closedAt } }`, { id: predictionId });
    expect(visitor.body.data.prediction).toEqual({ answersOpen: false, closedAt: closed.body.closedAt });

    expect((await server.api('POST', `/predictions/${predictionId}/reopen`)).status).toBe(401);
    expect((await server.api('POST', `/predictions/${predictionId}/reopen`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', `/predictions/${predictionId}`)).body.answersOpen).toBe(false);
    const reopened = await server.gql(REOPEN, { id: predictionId }, owner.token);
    expect(reopened.body.data.reopenPrediction).toEqual({ id: predictionId, closedAt: null, answersOpen: true });
    expect((await answer(server, predictionId, guess())).status).toBe(201);
    expect((await server.api('POST', `/predictions/${predictionId}/reopen`, { token: owner.token })).body.answersOpen).toBe(true);
    expect(await rows(predictionId)).toBe(1);
  });

  it('answers racing the close: none is accepted after the close committed, and every refusal is predictionClosed', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => answer(server, predictionId, guess({ userName: `Invité ${i}` }))),
      server.api('POST', `/predictions/${predictionId}/close`, { token: owner.token }),
      ...Array.from({ length: 12 }, (_, i) => answer(server, predictionId, guess({ userName: `Invitée ${i}` }))),
    ]);
    const close = results[12];
    expect(close.status).toBe(200);
    const answers = results.filter((_, i) => i !== 12);
    const accepted = answers.filter((r) => r.status === 201);
    for (const r of answers.filter((x) => x.status !== 201)) expect(r).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    // the counter and the rows agree: no refused answer left a row or an increment behind
    const [row] = await server.sql('select answer_count from predictions where id = $1', [predictionId]);
    expect(row.answer_count).toBe(accepted.length);
    expect(await rows(predictionId)).toBe(accepted.length);
    // after the close answered, nothing gets in
    expect((await answer(server, predictionId, guess())).status).toBe(409);
    expect(await rows(predictionId)).toBe(accepted.length);
  });

  it('an answer waiting on the row while the close commits is refused', async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`update predictions set closed_at = now() where id = $1`, [predictionId]);
      const pending = answer(server, predictionId, guess());
      await untilWaitingOnALock(client);
      await client.query('commit');
      expect(await pending).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    } finally {
      await client.end();
    }
    expect(await rows(predictionId)).toBe(0);
  });

  it('a private prediction, a missing one: the same 404 as the other owner-only routes', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server, { visibility: 'private' });
    expect((await server.api('POST', `/predictions/11111111-1111-4111-8111-111111111111/close`, { token: owner.token })).status).toBe(404);
    expect((await server.api('POST', `/predictions/not-an-id/reopen`, { token: owner.token })).status).toBe(404);
    expect((await server.api('POST', `/predictions/${predictionId}/close`, { token: owner.token })).body.answersOpen).toBe(false);
  });
});
