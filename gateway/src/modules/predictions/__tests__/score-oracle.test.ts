import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { BIRTH, SECRET_NAME, answer, guess, ownerWithPrediction } from './fixtures.js';

/**
 * Issue 16, finding 5: a score read by a visitor must not tell the baby's gender or first name
 * while the owner keeps them secret (revealGender / revealFirstName off). Answers that differ only
 * in gender, or only in first name, then score and rank alike for anyone but the owner.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function probe(reveal: { revealGender: boolean; revealFirstName: boolean }) {
  const { owner, predictionId } = await ownerWithPrediction(server, reveal);
  const ids: Record<string, string> = {};
  // the attacker's probes, posted while answers are open: each pair differs in one secret only
  for (const body of [
    guess({ userName: 'Fille', gender: 'girl' }),
    guess({ userName: 'Garçon', gender: 'boy' }),
    guess({ userName: 'Bon prénom', firstName: SECRET_NAME }),
    guess({ userName: 'Autre prénom', firstName: 'Gaspard' }),
  ]) {
    const res = await answer(server, predictionId, body);
    expect(res.status).toBe(201);
    ids[body.userName as string] = res.body.id;
  }
  expect((await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH })).status).toBe(200);
  const read = async (name: string, token?: string) => {
    const rest = await server.api('GET', `/predictions/${predictionId}/answers/${ids[name]}`, { token });
    const gql = await server.gql(
      `query($p: ID!, $a: ID!) { predictionAnswer(predictionId: $p, answerId: $a) { score rank } }`,
      { p: predictionId, a: ids[name] },
      token,
    );
    expect(gql.body.data.predictionAnswer).toEqual({ score: rest.body.score, rank: rest.body.rank });
    expect(rest.body.score).toEqual(expect.any(Number));
    return { score: rest.body.score as number, rank: rest.body.rank as number };
  };
  return { owner, predictionId, read };
}

it('before the owner reveals them, a visitor reading scores cannot tell the gender or the first name', async () => {
  const { owner, read } = await probe({ revealGender: false, revealFirstName: false });
  const stranger = await signUp(server);
  for (const token of [undefined, stranger.token]) {
    expect(await read('Fille', token)).toEqual(await read('Garçon', token));
    expect(await read('Bon prénom', token)).toEqual(await read('Autre prénom', token));
  }
  // the owner's own view still scores both: the pairs really differ, so the check above can fail
  expect((await read('Fille', owner.token)).score).toBeGreaterThan((await read('Garçon', owner.token)).score);
  expect((await read('Bon prénom', owner.token)).score).toBeGreaterThan((await read('Autre prénom', owner.token)).score);
});

it('once the owner lets guests reveal them, scores count the gender and the first name for everyone', async () => {
  const { read } = await probe({ revealGender: true, revealFirstName: true });
  expect((await read('Fille')).score).toBeGreaterThan((await read('Garçon')).score);
  expect((await read('Bon prénom')).score).toBeGreaterThan((await read('Autre prénom')).score);
});

it('revealing one secret does not give away the other', async () => {
  const gender = await probe({ revealGender: true, revealFirstName: false });
  expect((await gender.read('Fille')).score).toBeGreaterThan((await gender.read('Garçon')).score);
  expect(await gender.read('Bon prénom')).toEqual(await gender.read('Autre prénom'));
  const name = await probe({ revealGender: false, revealFirstName: true });
  expect(await name.read('Fille')).toEqual(await name.read('Garçon'));
  expect((await name.read('Bon prénom')).score).toBeGreaterThan((await name.read('Autre prénom')).score);
});
