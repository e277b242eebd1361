import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { signUp, startTestServer, type Answer, type TestServer } from '../../../../test/harness.js';
import { REPO_ROOT } from '../../../config.js';
import { BIRTH, SECRET_NAME, answer, form, guess, ownerWithPrediction } from './fixtures.js';

/**
 * The walk: every REST route of a prediction and every GraphQL field reachable from it, as a
 * visitor and as another signed-in user, after the owner linked a public wishlist, recorded the
 * birth and created the timeline. No answer may carry the baby's first name or gender (girl; every
 * guest guesses a boy named Gaspard) outside the birth's public announcement. The same walk as the
 * owner finds both, so the check can fail.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'graphql', 'schema.graphql'), 'utf8'));

/** Every field of `type` without arguments, objects expanded to `depth` levels. */
function everyField(type: GraphQLObjectType, depth = 3): string {
  const fields = Object.values(type.getFields())
    .filter((f) => f.args.length === 0)
    .map((f) => {
      const named = getNamedType(f.type);
      if (!isObjectType(named)) return f.name;
      return depth > 1 ? `${f.name} ${everyField(named, depth - 1)}` : '';
    })
    .filter(Boolean);
  return `{ ${fields.join(' ')} }`;
}
const selectionOf = (operation: 'Query' | 'Mutation', field: string) => {
  const root = operation === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  return everyField(getNamedType(root.getFields()[field].type) as GraphQLObjectType);
};

it('neither the first name nor the gender reaches a visitor or another user, on any route or field', async () => {
  const { owner, predictionId } = await ownerWithPrediction(server, { revealGender: false, revealFirstName: false });
  const wishlist = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Nos cadeaux', predictionId } });
  await server.api('PATCH', `/wishlists/${wishlist.body.id}`, { token: owner.token, body: { visibility: 'public' } });
  const first = await answer(server, predictionId, guess({ userName: 'Mamie' }));
  const stranger = await signUp(server);
  // each walker's own answer, posted while answers are open (the birth closes them)
  const own = new Map<string | undefined, string>();
  for (const token of [undefined, stranger.token, owner.token])
    own.set(token, (await answer(server, predictionId, guess(), { token })).body.id);
  const birth = { ...BIRTH, birthDate: '2026-11-01T04:10:00.000Z' };
  expect((await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: birth })).status).toBe(200);
  const timeline = await server.api('POST', `/predictions/${predictionId}/timeline`, { token: owner.token });
  expect(timeline.status).toBe(201);

  const walk = async (token: string | undefined): Promise<Answer[]> => {
    const answerIds = [own.get(token)!, first.body.id];
    const rest: [string, string, unknown?][] = [
      ['GET', '/predictions'],
      ['GET', `/predictions/${predictionId}`],
      ['PUT', `/predictions/${predictionId}`, form({ firstName: 'Pirate' })],
      ['GET', `/predictions/${predictionId}/stats`],
      ['PUT', `/predictions/${predictionId}/birth`, birth],
      ['POST', `/predictions/${predictionId}/timeline`],
      ['POST', `/predictions/${predictionId}/answers`, guess()],
      ['POST', `/predictions/${predictionId}/answers`, { userName: '', gender: 'girl', weight: 9 }],
      ...answerIds.flatMap((id): [string, string][] => [
        ['GET', `/predictions/${predictionId}/answers/${id}`],
        ['POST', `/predictions/${predictionId}/answers/${id}/reveal-gender`],
        ['POST', `/predictions/${predictionId}/answers/${id}/reveal-first-name`],
      ]),
      ['GET', `/timelines/${timeline.body.id}`],
      ['GET', `/wishlists/${wishlist.body.id}`],
      ['POST', '/wishlists', { title: 'Pirate', predictionId }],
      ['DELETE', `/predictions/${predictionId}`],
    ];
    const answers = [];
    for (const [method, route, body] of rest) answers.push(await server.api(method, route, { token, body }));
    const vars = { id: predictionId, predictionId, answerId: own.get(token)! };
    const gql: [string, Record<string, unknown>?][] = [
      [`query($id: ID!) { prediction(id: $id) ${selectionOf('Query', 'prediction')} }`],
      [`query { predictions ${selectionOf('Query', 'predictions')} }`],
      [
        `query($predictionId: ID!, $answerId: ID!) { predictionAnswer(predictionId: $predictionId, answerId: $answerId) ${selectionOf('Query', 'predictionAnswer')} }`,
      ],
      [
        `query($predictionId: ID!) { predictionAnswer(predictionId: $predictionId, answerId: "${first.body.id}") { id userName firstName gender rank score } }`,
      ],
      [`query($id: ID!) { predictionStats(id: $id) ${selectionOf('Query', 'predictionStats')} }`],
      [`query { wishlist(id: "${wishlist.body.id}") ${selectionOf('Query', 'wishlist')} }`],
      [`query { timeline(id: "${timeline.body.id}") ${selectionOf('Query', 'timeline')} }`],
      [
        `mutation($predictionId: ID!, $input: AnswerInput!) { answerPrediction(predictionId: $predictionId, input: $input) ${selectionOf('Mutation', 'answerPrediction')} }`,
        { input: guess() },
      ],
      [
        `mutation($predictionId: ID!, $answerId: ID!) { revealPredictionGender(predictionId: $predictionId, answerId: $answerId) { gender } }`,
      ],
      [
        `mutation($predictionId: ID!, $answerId: ID!) { revealPredictionFirstName(predictionId: $predictionId, answerId: $answerId) { firstName } }`,
      ],
      [
        `mutation($id: ID!, $input: PredictionInput!) { updatePrediction(id: $id, input: $input) { id firstName gender } }`,
        { input: form() },
      ],
      [
        `mutation($id: ID!, $input: BirthInput!) { recordPredictionBirth(id: $id, input: $input) { id birth { firstName gender } } }`,
        { input: birth },
      ],
      [`mutation($id: ID!) { createTimelineFromPrediction(id: $id) { id firstName } }`],
      [`mutation($id: ID!) { deletePrediction(id: $id) }`],
    ];
    for (const [query, extra] of gql) answers.push(await server.gql(query, { ...vars, ...extra }, token));
    return answers;
  };

  for (const token of [undefined, stranger.token]) {
    const answers = await walk(token);
    // the walk really reached the prediction: the public GET and the answer calls succeeded
    expect(answers[1].status).toBe(200);
    expect(answers[1].body).toMatchObject({ firstName: null, gender: null, answers: null, birth: null, timelineId: null });
    const gqlAt = 18; // the GraphQL part of the walk starts after the 18 REST calls
    expect(answers[gqlAt].body.data.prediction).toMatchObject({
      id: predictionId,
      firstName: null,
      gender: null,
      answers: null,
      birth: null,
    });
    expect(answers[gqlAt + 2].body.data.predictionAnswer).toMatchObject({ userName: 'Tante Rose', rank: expect.any(Number) });
    expect(answers[gqlAt + 5].body.data.wishlist).toMatchObject({ title: 'Nos cadeaux', prediction: null });
    // the birth closed answers: a latecomer's answer is refused, and its refusal tells nothing either
    expect(answers[6]).toMatchObject({ status: 409, body: { type: 'predictionClosed' } });
    expect(answers[gqlAt + 7].body.errors[0].extensions).toMatchObject({ code: 'predictionClosed' });
    // the recorded birth is announced to everyone who may read the prediction (its own test):
    // nowhere else does the name or the gender appear
    expect(answers[1].body.announcement).toMatchObject({ firstName: SECRET_NAME, gender: 'girl' });
    for (const a of answers) {
      const text = JSON.stringify(a.body, (key, value: unknown) => (key === 'announcement' ? undefined : value));
      expect(text).not.toContain(SECRET_NAME);
      expect(text).not.toMatch(/"girl"/);
    }
  }
  // nothing was changed by them
  expect((await server.api('GET', `/predictions/${predictionId}`, { token: owner.token })).body).toMatchObject({ firstName: SECRET_NAME });

  // the same walk as the owner finds the secrets: the check above can fail
  const mine = (await walk(owner.token)).map((a) => JSON.stringify(a.body)).join('\n');
  expect(mine).toContain(SECRET_NAME);
  expect(mine).toMatch(/"girl"/);
});
