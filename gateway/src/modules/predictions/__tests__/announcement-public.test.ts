import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { BIRTH, SECRET_NAME, answer, guess, ownerWithPrediction } from './fixtures.js';

/** The public page becomes the announcement once the birth is recorded: what REST and GraphQL tell anyone. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ANNOUNCEMENT = `query($id: ID!) { prediction(id: $id) { announcement { firstName gender birthDate birthTime weight size winners { userName score rank } } } }`;

it('tells every reader the baby and the winners once born, and each guest their own score only', async () => {
  const { owner, predictionId } = await ownerWithPrediction(server, { revealGender: false, revealFirstName: false });
  const ids: Record<string, string> = {};
  for (const [userName, weight] of [
    ['Mamie', 3.3],
    ['Tonton', 3.5],
    ['Parrain', 3.8],
    ['Voisine', 4.2],
  ] as const)
    ids[userName] = (await answer(server, predictionId, guess({ userName, weight }))).body.id;

  // before the birth: nothing to announce
  expect((await server.api('GET', `/predictions/${predictionId}`)).body.announcement).toBeNull();
  expect((await server.gql(ANNOUNCEMENT, { id: predictionId })).body.data.prediction.announcement).toBeNull();

  expect((await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH })).status).toBe(200);

  const stranger = await signUp(server);
  for (const token of [undefined, stranger.token, owner.token]) {
    const rest = (await server.api('GET', `/predictions/${predictionId}`, { token })).body;
    const gql = (await server.gql(ANNOUNCEMENT, { id: predictionId }, token)).body.data.prediction;
    const expected = {
      firstName: SECRET_NAME,
      gender: 'girl',
      birthDate: BIRTH.birthDate,
      birthTime: BIRTH.birthTime,
      weight: 3.3,
      size: 50,
    };
    expect(rest.announcement).toMatchObject(expected);
    expect(gql.announcement).toEqual(rest.announcement);
    // the closest weights win; the fourth is no winner
    expect(rest.announcement.winners.map((w: { userName: string }) => w.userName)).toEqual(['Mamie', 'Tonton', 'Parrain']);
    expect(rest.announcement.winners[0].rank).toBe(1);
    // no answer id (each is a guest's key to their answer) in what everyone reads
    const text = JSON.stringify(rest.announcement) + JSON.stringify(gql.announcement);
    for (const id of Object.values(ids)) expect(text).not.toContain(id);
  }

  // a guest's own summary carries their score, the same as the winners' list gives them
  const winners = (await server.api('GET', `/predictions/${predictionId}`)).body.announcement.winners as {
    userName: string;
    score: number;
  }[];
  for (const name of ['Mamie', 'Tonton']) {
    const own = (await server.api('GET', `/predictions/${predictionId}/answers/${ids[name]}`)).body;
    expect(own.score).toBe(winners.find((w) => w.userName === name)!.score);
    const viaGql = await server.gql(`query($p: ID!, $a: ID!) { predictionAnswer(predictionId: $p, answerId: $a) { score rank } }`, {
      p: predictionId,
      a: ids[name],
    });
    expect(viaGql.body.data.predictionAnswer.score).toBe(own.score);
  }
  // the Voisine's score is hers alone: it appears in no public read
  const voisine = (await server.api('GET', `/predictions/${predictionId}/answers/${ids.Voisine}`)).body;
  expect(typeof voisine.score).toBe('number');
  expect(JSON.stringify((await server.api('GET', `/predictions/${predictionId}`)).body)).not.toContain('Voisine');
});

it('a private prediction announces nothing to anyone but its owners', async () => {
  const { owner, predictionId } = await ownerWithPrediction(server, { visibility: 'private' });
  await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH });
  expect((await server.api('GET', `/predictions/${predictionId}`)).status).toBe(404);
  expect((await server.api('GET', `/predictions/${predictionId}`, { token: owner.token })).body.announcement).toMatchObject({
    firstName: SECRET_NAME,
  });
});
