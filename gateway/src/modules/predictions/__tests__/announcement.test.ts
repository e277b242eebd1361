import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { BIRTH, SECRET_NAME, guess, ownerWithPrediction, paths } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const record = (predictionId: string, token: string, extra: Record<string, unknown> = {}) =>
  server.api('PUT', `/predictions/${predictionId}/birth`, { token, body: { ...BIRTH, ...extra } });

const answerAs = (predictionId: string, body: Record<string, unknown>, language: string, ip: string) =>
  server.api('POST', `/predictions/${predictionId}/answers`, { body, headers: { 'accept-language': language, 'x-forwarded-for': ip } });

const mailsTo = (email: string) =>
  server.sql<{ subject: string; text: string; link: string }>(
    `select subject, text, link from mail_outbox where "to" = $1 order by created_at`,
    [email],
  );

const unique = () => Math.random().toString(36).slice(2, 10);

/** A prediction with three players: Anna (English, e-mail), Basile (French, e-mail), Chloé (no e-mail). */
async function game() {
  const { owner, predictionId } = await ownerWithPrediction(server);
  const id = unique();
  const emails = { anna: `anna-${id}@example.com`, basile: `basile-${id}@example.fr` };
  const anna = await answerAs(
    predictionId,
    guess({ userName: 'Anna', firstName: 'capucine', gender: 'girl', email: emails.anna }),
    'en-GB,en;q=0.8',
    `10.1.${id.length}.1`,
  );
  const basile = await answerAs(
    predictionId,
    guess({ userName: 'Basile', email: ` ${emails.basile} ` }),
    'fr-FR,fr',
    `10.2.${id.length}.2`,
  );
  const chloe = await answerAs(predictionId, guess({ userName: 'Chloé', weight: 4.9 }), 'en', `10.3.${id.length}.3`);
  for (const a of [anna, basile, chloe]) expect(a.status).toBe(201);
  return {
    owner,
    predictionId,
    emails,
    answers: { anna: anna.body.id as string, basile: basile.body.id as string, chloe: chloe.body.id as string },
  };
}

describe('the birth announced to the players', () => {
  it('mails each player with an e-mail once, in the language they answered in, with their own score and rank; then erases the addresses', async () => {
    const { owner, predictionId, emails, answers } = await game();
    expect(
      await server.sql('select 1 from prediction_answers where prediction_id = $1 and email is not null', [predictionId]),
    ).toHaveLength(2);

    expect((await record(predictionId, owner.token, { announce: true })).status).toBe(200);
    const rankOf = async (answerId: string) =>
      (await server.api('GET', `/predictions/${predictionId}/answers/${answerId}`, { token: owner.token })).body as {
        score: number;
        rank: number;
      };
    const annaRank = await rankOf(answers.anna);
    const basileRank = await rankOf(answers.basile);
    expect(annaRank.rank).toBe(1);

    const toAnna = await mailsTo(emails.anna);
    expect(toAnna).toHaveLength(1);
    expect(toAnna[0].subject).toBe(`Cigogne: ${SECRET_NAME} is born!`);
    expect(toAnna[0].text).toContain(`Your score: ${annaRank.score.toLocaleString('en-GB')} / 100, rank 1 of 3.`);
    expect(toAnna[0].text).toContain(`1. Anna`);
    expect(toAnna[0].link).toMatch(new RegExp(`/app/predictions/${predictionId}$`));

    const toBasile = await mailsTo(emails.basile);
    expect(toBasile).toHaveLength(1);
    // BIRTH records a girl: the French agrees
    expect(toBasile[0].subject).toBe(`Cigogne\u00a0: ${SECRET_NAME} est née\u202f!`);
    expect(toBasile[0].text).toContain(`Votre score\u00a0: ${basileRank.score.toLocaleString('fr-FR')} / 100, ${basileRank.rank}e sur 3.`);

    // the addresses are gone; a guest without one got nothing (no mail names Chloé)
    expect(
      await server.sql('select 1 from prediction_answers where prediction_id = $1 and email is not null', [predictionId]),
    ).toHaveLength(0);
    expect(await server.sql(`select 1 from mail_outbox where text like '%Bonjour Chloé%' or text like '%Hello Chloé%'`)).toHaveLength(0);

    // recording again, announcing again: nothing more
    expect((await record(predictionId, owner.token, { announce: true, weight: 3.5 })).status).toBe(200);
    expect(await mailsTo(emails.anna)).toHaveLength(1);
    expect(await mailsTo(emails.basile)).toHaveLength(1);
  });

  it('announces nothing unless asked; a later record with announce does, once, even when sent twice at once', async () => {
    const { owner, predictionId, emails } = await game();
    expect((await record(predictionId, owner.token)).status).toBe(200);
    expect(await mailsTo(emails.anna)).toHaveLength(0);
    expect(
      await server.sql('select 1 from prediction_answers where prediction_id = $1 and email is not null', [predictionId]),
    ).toHaveLength(2);
    const both = await Promise.all([
      record(predictionId, owner.token, { announce: true }),
      record(predictionId, owner.token, { announce: true }),
    ]);
    for (const r of both) expect(r.status).toBe(200);
    expect(await mailsTo(emails.anna)).toHaveLength(1);
    expect(await mailsTo(emails.basile)).toHaveLength(1);
  });

  it('validates the e-mail and the flag: a clear 422, nothing stored or changed', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const bad = await answerAs(predictionId, guess({ email: 'pas-une-adresse' }), 'fr', '10.9.9.9');
    expect(bad.status).toBe(422);
    expect(paths(bad)).toEqual(['email']);
    expect(await server.sql('select 1 from prediction_answers where prediction_id = $1', [predictionId])).toHaveLength(0);
    expect((await answerAs(predictionId, guess({ email: 'x'.repeat(250) + '@a.fr' }), 'fr', '10.9.9.8')).status).toBe(422);
    // blank means none
    expect((await answerAs(predictionId, guess({ email: '' }), 'fr', '10.9.9.7')).status).toBe(201);
    const flag = await record(predictionId, owner.token, { announce: 'yes' });
    expect(flag.status).toBe(422);
    expect(paths(flag)).toEqual(['announce']);
    const [row] = await server.sql('select born_at, announced_at from predictions where id = $1', [predictionId]);
    expect(row).toEqual({ born_at: null, announced_at: null });
  });
});

describe("a guest's e-mail is hidden from everyone", () => {
  it('never in a REST or GraphQL answer, to the guest, a visitor, another user or the owner, nor in the owner’s export', async () => {
    const { owner, predictionId, emails, answers } = await game();
    const other = await signUp(server);
    const leaks = (body: unknown) => JSON.stringify(body).includes(emails.anna.split('@')[0]);
    for (const token of [undefined, other.token, owner.token]) {
      expect(leaks((await server.api('GET', `/predictions/${predictionId}`, { token })).body)).toBe(false);
      expect(leaks((await server.api('GET', `/predictions/${predictionId}/answers/${answers.anna}`, { token })).body)).toBe(false);
      expect(leaks((await server.api('GET', `/predictions/${predictionId}/stats`, { token })).body)).toBe(false);
    }
    // the answer itself does not echo it
    const id = unique();
    const posted = await answerAs(predictionId, guess({ userName: 'Dora', email: `dora-${id}@example.com` }), 'fr', '10.4.4.4');
    expect(JSON.stringify(posted.body)).not.toContain(`dora-${id}`);
    const viaGraphql = await server.gql(
      `mutation($id: ID!, $input: AnswerInput!) { answerPrediction(predictionId: $id, input: $input) { id userName } }`,
      { id: predictionId, input: guess({ userName: 'Eve', email: `eve-${id}@example.com` }) },
    );
    expect(viaGraphql.body.data.answerPrediction.userName).toBe('Eve');
    // GraphQL has no field that could carry it
    const asked = await server.gql(`query($id: ID!) { prediction(id: $id) { answers { id email } } }`, { id: predictionId }, owner.token);
    expect(asked.body.errors?.[0]?.message).toMatch(/Cannot query field "email"/);
    const read = await server.gql(
      `query($id: ID!) { prediction(id: $id) { answers { id userName firstName } } }`,
      { id: predictionId },
      owner.token,
    );
    expect(read.body.data.prediction.answers.length).toBeGreaterThan(0);
    expect(leaks(read.body)).toBe(false);
    const exported = await server.api('GET', '/auth/me/export', { token: owner.token });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toMatch(new RegExp(`anna-|dora-${id}|eve-${id}`));
    // it is stored, for the announcement only
    expect(
      await server.sql('select 1 from prediction_answers where prediction_id = $1 and email is not null', [predictionId]),
    ).toHaveLength(4);
  });
});

describe('over GraphQL', () => {
  it('recordPredictionBirth with announce: true announces once', async () => {
    const { owner, predictionId, emails } = await game();
    const mutation = `mutation($id: ID!, $input: BirthInput!) { recordPredictionBirth(id: $id, input: $input) { id answersOpen closedAt } }`;
    const input = { ...BIRTH, eyeColor: 'blue', hairColor: 'blonde', announce: true };
    const first = await server.gql(mutation, { id: predictionId, input }, owner.token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.recordPredictionBirth.answersOpen).toBe(false);
    expect(await mailsTo(emails.basile)).toHaveLength(1);
    expect((await server.gql(mutation, { id: predictionId, input }, owner.token)).body.errors).toBeUndefined();
    expect(await mailsTo(emails.anna)).toHaveLength(1);
  });
});
