import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MISSING_ID, SECRET_NAME, answer, guess, ownerWithPrediction } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reveal = (what: 'gender' | 'first-name', predictionId: string, answerId: string, token?: string) =>
  server.api('POST', `/predictions/${predictionId}/answers/${answerId}/reveal-${what}`, { token });
const flags = (answerId: string) =>
  server.sql('select is_gender_revealed, is_first_name_revealed from prediction_answers where id = $1', [answerId]).then((r) => r[0]);

describe('reveal-gender and reveal-first-name', () => {
  it('a guest who answered learns the gender, then the first name; each marks the answer', async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const { body } = await answer(server, predictionId, guess());
    expect(await flags(body.id)).toEqual({ is_gender_revealed: false, is_first_name_revealed: false });
    expect(await reveal('gender', predictionId, body.id)).toMatchObject({ status: 200, body: { gender: 'girl' } });
    expect(await flags(body.id)).toEqual({ is_gender_revealed: true, is_first_name_revealed: false });
    expect(await reveal('first-name', predictionId, body.id)).toMatchObject({ status: 200, body: { firstName: SECRET_NAME } });
    expect(await flags(body.id)).toEqual({ is_gender_revealed: true, is_first_name_revealed: true });
    const summary = await server.api('GET', `/predictions/${predictionId}/answers/${body.id}`);
    expect(summary.body).toMatchObject({ isGenderRevealed: true, isFirstNameRevealed: true });
    // the summary itself still carries no secret: the guest asks the reveal again to see it
    expect(JSON.stringify(summary.body)).not.toContain(SECRET_NAME);
    expect(JSON.stringify(summary.body)).not.toContain('girl');
  });

  it('only when the owner enabled that reveal: otherwise 403, nothing marked, nothing told', async () => {
    const { predictionId } = await ownerWithPrediction(server, { revealGender: false, revealFirstName: false });
    const { body } = await answer(server, predictionId, guess());
    for (const what of ['gender', 'first-name'] as const) {
      const res = await reveal(what, predictionId, body.id);
      expect(res).toMatchObject({ status: 403, body: { type: 'forbidden', errors: [] } });
      expect(JSON.stringify(res.body)).not.toContain(SECRET_NAME);
    }
    expect(await flags(body.id)).toEqual({ is_gender_revealed: false, is_first_name_revealed: false });
    // first name only
    const only = await ownerWithPrediction(server, { revealGender: false, revealFirstName: true });
    const a = await answer(server, only.predictionId, guess());
    expect((await reveal('gender', only.predictionId, a.body.id)).status).toBe(403);
    expect((await reveal('first-name', only.predictionId, a.body.id)).body).toEqual({ firstName: SECRET_NAME });
  });

  it('a surprise has no gender to reveal, even if the request asked for it', async () => {
    const { predictionId } = await ownerWithPrediction(server, { gender: 'surprise', revealGender: true });
    const { body } = await answer(server, predictionId, guess());
    expect((await reveal('gender', predictionId, body.id)).status).toBe(403);
  });

  it('takes only a valid answer id of that prediction', async () => {
    const a = await ownerWithPrediction(server);
    const b = await ownerWithPrediction(server);
    const ofB = await answer(server, b.predictionId, guess());
    for (const answerId of [ofB.body.id, MISSING_ID, 'not-an-id']) {
      for (const what of ['gender', 'first-name'] as const) {
        const res = await reveal(what, a.predictionId, answerId);
        expect(res).toMatchObject({ status: 404, body: { type: 'notFound' } });
      }
    }
    expect(await flags(ofB.body.id)).toEqual({ is_gender_revealed: false, is_first_name_revealed: false });
  });

  it('a prediction turned private reveals nothing to guests (404), its owner still sees it', async () => {
    const { owner, predictionId, prediction } = await ownerWithPrediction(server);
    const { body } = await answer(server, predictionId, guess());
    const {
      id: _id,
      isMine: _m,
      sharedWithMe: _s,
      answers: _a,
      answerCount: _c,
      wishlist: _w,
      birth: _b,
      timelineId: _t,
      closedAt: _cl,
      answersOpen: _o,
      createdAt: _x,
      updatedAt: _y,
      announcement: _an,
      parents: _pa,
      ...fields
    } = prediction;
    expect(
      (await server.api('PUT', `/predictions/${predictionId}`, { token: owner.token, body: { ...fields, visibility: 'private' } })).status,
    ).toBe(200);
    const other = await signUp(server);
    for (const token of [undefined, other.token]) {
      expect((await reveal('gender', predictionId, body.id, token)).status).toBe(404);
      expect((await server.api('GET', `/predictions/${predictionId}/answers/${body.id}`, { token })).status).toBe(404);
    }
    expect((await reveal('gender', predictionId, body.id, owner.token)).body).toEqual({ gender: 'girl' });
  });
});
