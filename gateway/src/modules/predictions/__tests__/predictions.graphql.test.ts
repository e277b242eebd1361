import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { SECRET_NAME, form, guess } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CREATE = `mutation($input: PredictionInput!) { createPrediction(input: $input) { id firstName gender visibility themeColor revealGender guessBirthTime isMine answerCount answers { id } } }`;

describe('predictions over GraphQL', () => {
  it('create and update follow the same rules as REST: defaults, surprise, whole-form replacement, exclusions', async () => {
    const { token } = await signUp(server);
    const created = await server.gql(
      CREATE,
      { input: { firstName: 'Lou', gender: 'surprise', dueDate: '2027-05-01T00:00:00.000Z', revealGender: true } },
      token,
    );
    expect(created.body.data.createPrediction).toMatchObject({
      firstName: 'Lou',
      gender: 'surprise',
      visibility: 'private',
      themeColor: 'blue',
      revealGender: false,
      isMine: true,
      answerCount: 0,
      answers: [],
    });
    const id = created.body.data.createPrediction.id;
    const update = `mutation($id: ID!, $input: PredictionInput!) { updatePrediction(id: $id, input: $input) { firstName gender visibility themeColor guessBirthTime } }`;
    const updated = await server.gql(
      update,
      { id, input: { firstName: 'Lou', gender: 'boy', dueDate: '2027-05-01T00:00:00.000Z', guessBirthTime: true } },
      token,
    );
    expect(updated.body.data.updatePrediction).toEqual({
      firstName: 'Lou',
      gender: 'boy',
      visibility: 'private',
      themeColor: 'blue',
      guessBirthTime: true,
    });
    const both = await server.gql(update, { id, input: { ...form(), guessBirthTime: true, guessBirthMoment: true } }, token);
    expect(both.body.errors[0].extensions).toMatchObject({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'guessBirthMoment', message: 'validation.exclusive' }],
    });
    const other = await signUp(server);
    expect((await server.gql(update, { id, input: form() }, other.token)).body.errors[0].extensions.code).toBe('notFound');
    expect((await server.gql(`mutation($id: ID!) { deletePrediction(id: $id) }`, { id }, other.token)).body.errors[0].extensions.code).toBe(
      'notFound',
    );
    expect((await server.gql(`mutation($id: ID!) { deletePrediction(id: $id) }`, { id }, token)).body.data.deletePrediction).toBe(true);
  });

  it('a guest answers signed out, reads the summary and reveals; validation errors carry paths', async () => {
    const { token } = await signUp(server);
    const { body } = await server.gql(CREATE, { input: form() }, token);
    const predictionId = body.data.createPrediction.id;
    const ANSWER = `mutation($predictionId: ID!, $input: AnswerInput!) { answerPrediction(predictionId: $predictionId, input: $input) { id userName gender weight size birthTime } }`;
    const bad = await server.gql(ANSWER, { predictionId, input: { userName: 'Jo', gender: 'boy', weight: 9 } });
    expect(bad.body.errors[0].extensions.code).toBe('invalidForm');
    expect(bad.body.errors[0].extensions.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'birthDate',
      'birthTime',
      'eyeColor',
      'hairColor',
      'size',
      'weight',
    ]);
    const answered = await server.gql(ANSWER, { predictionId, input: guess({ weight: 3.15 }) });
    const answer = answered.body.data.answerPrediction;
    expect(answer).toMatchObject({ userName: 'Tante Rose', gender: 'boy', weight: 3.15, size: 50, birthTime: '04:30' });
    const summary = await server.gql(
      `query($p: ID!, $a: ID!) { predictionAnswer(predictionId: $p, answerId: $a) { id isGenderRevealed rank score } }`,
      { p: predictionId, a: answer.id },
    );
    expect(summary.body.data.predictionAnswer).toEqual({ id: answer.id, isGenderRevealed: false, rank: null, score: null });
    const reveal = await server.gql(
      `mutation($p: ID!, $a: ID!) { g: revealPredictionGender(predictionId: $p, answerId: $a) { gender } f: revealPredictionFirstName(predictionId: $p, answerId: $a) { firstName } }`,
      { p: predictionId, a: answer.id },
    );
    expect(reveal.body.data).toEqual({ g: { gender: 'girl' }, f: { firstName: SECRET_NAME } });
  });

  it('answerPrediction weighs as an expensive mutation: four aliased answers in one operation are refused, nothing stored', async () => {
    const { token } = await signUp(server);
    const { body } = await server.gql(CREATE, { input: form() }, token);
    const predictionId = body.data.createPrediction.id;
    const many = [1, 2, 3, 4].map((i) => `a${i}: answerPrediction(predictionId: $p, input: $input) { id }`).join(' ');
    const res = await server.gql(`mutation($p: ID!, $input: AnswerInput!) { ${many} }`, { p: predictionId, input: guess() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/complexity/);
    expect(await server.sql('select 1 from prediction_answers where prediction_id = $1', [predictionId])).toHaveLength(0);
  });

  it('aliases, fragments and repeated selections of the secret fields all resolve to null for non-owners', async () => {
    const { token } = await signUp(server);
    const { body } = await server.gql(CREATE, { input: form({ revealGender: false, revealFirstName: false }) }, token);
    const id = body.data.createPrediction.id;
    const query = `query($id: ID!) {
      prediction(id: $id) { a: firstName b: gender ...F ... on Prediction { firstName gender birth { firstName } answers { id } } }
      again: prediction(id: $id) { name: firstName }
    }
    fragment F on Prediction { c: firstName d: gender }`;
    const stranger = await signUp(server);
    for (const t of [undefined, stranger.token]) {
      const res = await server.gql(query, { id }, t);
      expect(res.body.data).toEqual({
        prediction: { a: null, b: null, c: null, d: null, firstName: null, gender: null, birth: null, answers: null },
        again: { name: null },
      });
    }
    const mine = await server.gql(query, { id }, token);
    expect(mine.body.data.prediction).toMatchObject({ a: SECRET_NAME, b: 'girl', c: SECRET_NAME, d: 'girl', answers: [] });
  });
});
