import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MAX_PREDICTIONS_PER_USER } from '../prediction.service.js';
import { MISSING_ID, SECRET_NAME, answer, form, guess, ownerWithPrediction, paths } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /predictions and PUT /predictions/{id}', () => {
  it('creates with the defaults of docs/product.md#validation: private, theme blue, every guess and reveal off', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/predictions', {
      token,
      body: { firstName: '  Jade ', gender: 'girl', dueDate: '2027-01-02T00:00:00.000Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      firstName: 'Jade',
      gender: 'girl',
      visibility: 'private',
      themeColor: 'blue',
      dueDate: '2027-01-02T00:00:00.000Z',
      guessBirthDate: false,
      guessBirthTime: false,
      guessBirthMoment: false,
      guessWeight: false,
      guessSize: false,
      guessEyeColor: false,
      guessHairColor: false,
      revealGender: false,
      revealFirstName: false,
      wishlist: null,
      isMine: true,
      answerCount: 0,
      answers: [],
      birth: null,
    });
    const [row] = await server.sql('select visibility, theme_color from predictions where id = $1', [res.body.id]);
    expect(row).toEqual({ visibility: 'private', theme_color: 'blue' });
  });

  it('requires firstName, gender and dueDate; refuses bad enums, unknown fields and both birth time and moment', async () => {
    const { token, user } = await signUp(server);
    const empty = await server.api('POST', '/predictions', { token, body: {} });
    expect(empty).toMatchObject({ status: 422, body: { type: 'invalidForm' } });
    expect(paths(empty)).toEqual(['dueDate', 'firstName', 'gender']);
    const bad = await server.api('POST', '/predictions', {
      token,
      body: form({
        gender: 'other',
        dueDate: '2027-02-30',
        themeColor: 'black',
        visibility: 'secret',
        firstName: 'x'.repeat(51),
        extra: 1,
      }),
    });
    expect(paths(bad)).toEqual(['dueDate', 'extra', 'firstName', 'gender', 'themeColor', 'visibility']);
    const both = await server.api('POST', '/predictions', { token, body: form({ guessBirthTime: true, guessBirthMoment: true }) });
    expect(both).toMatchObject({ status: 422, body: { errors: [{ path: 'guessBirthMoment', message: 'validation.exclusive' }] } });
    expect(await server.sql('select 1 from predictions where owner_id = $1', [user.id])).toHaveLength(0);
  });

  it('surprise turns revealGender off, on create and on PUT', async () => {
    const { owner, predictionId, prediction } = await ownerWithPrediction(server, { gender: 'surprise', revealGender: true });
    expect(prediction).toMatchObject({ gender: 'surprise', revealGender: false });
    const put = await server.api('PUT', `/predictions/${predictionId}`, {
      token: owner.token,
      body: form({ gender: 'surprise', revealGender: true }),
    });
    expect(put.body.revealGender).toBe(false);
    const [row] = await server.sql('select reveal_gender from predictions where id = $1', [predictionId]);
    expect(row.reveal_gender).toBe(false);
  });

  it('PUT replaces the whole form: what is left out goes back to its default', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const res = await server.api('PUT', `/predictions/${predictionId}`, {
      token: owner.token,
      body: { firstName: 'Louise', gender: 'girl', dueDate: '2027-04-01T00:00:00.000Z', guessWeight: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Louise',
      visibility: 'private',
      themeColor: 'blue',
      guessWeight: true,
      guessBirthDate: false,
      guessBirthTime: false,
      guessSize: false,
      revealGender: false,
      revealFirstName: false,
    });
    expect((await server.api('PUT', `/predictions/${predictionId}`, { token: owner.token, body: { firstName: 'Louise' } })).status).toBe(
      422,
    );
  });

  it('GET /predictions lists only mine, newest first, with answer counts', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const second = await server.api('POST', '/predictions', { token: owner.token, body: form({ firstName: 'Lou' }) });
    await ownerWithPrediction(server);
    await answer(server, predictionId, guess());
    const list = await server.api('GET', '/predictions', { token: owner.token });
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, predictionId]);
    expect(list.body[1]).toMatchObject({ answerCount: 1, isMine: true, firstName: SECRET_NAME });
    expect(list.body[1].answers).toBeUndefined();
    expect((await server.api('GET', '/predictions')).status).toBe(401);
  });

  it(`at most ${MAX_PREDICTIONS_PER_USER} per user, even when created in parallel`, async () => {
    const { token, user } = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: MAX_PREDICTIONS_PER_USER + 5 }, () => server.api('POST', '/predictions', { token, body: form() })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PREDICTIONS_PER_USER);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toMatchObject({ status: 422, body: { errors: [{ path: '', message: 'validation.limitReached' }] } });
    }
    const [{ n }] = await server.sql('select count(*)::int as n from predictions where owner_id = $1', [user.id]);
    expect(n).toBe(MAX_PREDICTIONS_PER_USER);
  });
});

describe('POST /predictions/{id}/answers', () => {
  it('takes an answer signed out or in, answers its id, stores kg and cm as grams and millimetres', async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const res = await answer(server, predictionId, guess({ weight: 3.25, size: 49.5 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      userName: 'Tante Rose',
      firstName: 'Gaspard',
      gender: 'boy',
      birthTime: '04:30',
      weight: 3.25,
      size: 49.5,
      isGenderRevealed: false,
      isFirstNameRevealed: false,
    });
    const [row] = await server.sql('select weight_grams, size_mm from prediction_answers where id = $1', [res.body.id]);
    expect(row).toEqual({ weight_grams: 3250, size_mm: 495 });
    const other = await signUp(server);
    expect((await answer(server, predictionId, guess(), { token: other.token })).status).toBe(201);
    const got = await server.api('GET', `/predictions/${predictionId}/answers/${res.body.id}`);
    expect(got).toMatchObject({ status: 200, body: { id: res.body.id, userName: 'Tante Rose', rank: null, score: null } });
  });

  it('docs/product.md#validation: name, numbers above 0, weight 0.5–5 kg, size 30–60 cm, valid date, HH:MM, enum values', async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const bad = await answer(server, predictionId, {
      userName: '   ',
      gender: 'surprise',
      birthDate: 'demain',
      birthTime: '24:00',
      weight: 0,
      size: 61,
      eyeColor: 'red',
      hairColor: 'green',
    });
    expect(bad.status).toBe(422);
    expect(paths(bad)).toEqual(['birthDate', 'birthTime', 'eyeColor', 'gender', 'hairColor', 'size', 'userName', 'weight']);
    expect(bad.body.errors.find((e: { path: string }) => e.path === 'birthTime').message).toBe('validation.time');
    for (const [field, value] of [
      ['weight', 0.4],
      ['weight', 5.1],
      ['weight', -3],
      ['weight', '3'],
      ['size', 29],
      ['size', 0],
      ['birthTime', '7:30'],
      ['birthTime', '12:60'],
      ['birthTime', '12h30'],
      ['birthDate', '2027-13-01'],
      ['userName', 'x'.repeat(51)],
    ] as const) {
      const res = await answer(server, predictionId, guess({ [field]: value }));
      expect({ field, value, status: res.status, paths: paths(res) }).toEqual({ field, value, status: 422, paths: [field] });
    }
    for (const [field, value] of [
      ['weight', 0.5],
      ['weight', 5],
      ['size', 30],
      ['size', 60],
      ['birthTime', '00:00'],
      ['birthTime', '23:59'],
    ] as const) {
      expect({ field, value, status: (await answer(server, predictionId, guess({ [field]: value }))).status }).toEqual({
        field,
        value,
        status: 201,
      });
    }
    const [{ n }] = await server.sql('select count(*)::int as n from prediction_answers where prediction_id = $1', [predictionId]);
    expect(n).toBe(6);
  });

  it('only the enabled guesses are required; values of the others are not stored', async () => {
    const { predictionId } = await ownerWithPrediction(server, {
      guessBirthDate: false,
      guessBirthTime: false,
      guessBirthMoment: true,
      guessSize: false,
      guessEyeColor: false,
      guessHairColor: false,
    });
    const missing = await answer(server, predictionId, { userName: 'Papi', gender: 'boy' });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'birthMoment', message: 'validation.required' },
        { path: 'weight', message: 'validation.required' },
      ]),
    );
    expect(paths(missing)).toEqual(['birthMoment', 'weight']);
    // one bad format and one missing guess answer together
    expect(paths(await answer(server, predictionId, { userName: 'Papi', gender: 'boy', weight: 9 }))).toEqual(['birthMoment', 'weight']);
    const ok = await answer(server, predictionId, {
      userName: 'Papi',
      gender: 'girl',
      birthMoment: 'night',
      weight: 3.1,
      size: 52,
      birthTime: '10:00',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ birthMoment: 'night', weight: 3.1, size: null, birthTime: null, eyeColor: null });
    expect((await answer(server, predictionId, { userName: 'Papi', gender: 'boy', birthMoment: 'night', weight: 3 })).status).toBe(201);
    expect(await answer(server, predictionId, { userName: 'Papi', birthMoment: 'night', weight: 3 })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'gender', message: 'validation.required' }] },
    });
  });

  it('a private prediction takes no answer: 404 for visitors, a 422 for its owner; nothing stored', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server, { visibility: 'private' });
    expect((await answer(server, predictionId, guess())).status).toBe(404);
    expect(await answer(server, predictionId, guess(), { token: owner.token })).toMatchObject({
      status: 422,
      body: { errors: [{ path: '', message: 'validation.predictionPrivate' }] },
    });
    expect((await answer(server, MISSING_ID, guess())).status).toBe(404);
    expect(await server.sql('select 1 from prediction_answers where prediction_id = $1', [predictionId])).toHaveLength(0);
  });

  it('an answer of another prediction is 404; a bad body is a 400', async () => {
    const a = await ownerWithPrediction(server);
    const b = await ownerWithPrediction(server);
    const res = await answer(server, a.predictionId, guess());
    expect((await server.api('GET', `/predictions/${b.predictionId}/answers/${res.body.id}`)).status).toBe(404);
    expect((await server.api('GET', `/predictions/${a.predictionId}/answers/${MISSING_ID}`)).status).toBe(404);
    expect((await answer(server, a.predictionId, '[1]')).status).toBe(400);
    expect((await answer(server, a.predictionId, '{bad')).status).toBe(400);
  });
});

describe('answer limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ ANSWER_LIMIT_PER_PREDICTION: '12', ANSWER_LIMIT_PER_IP: '5' });
  });
  afterAll(() => limited.close());

  it('per client address: 20 parallel answers from one address, 5 stored and 15 tooManyRequests; another address still answers', async () => {
    const { predictionId } = await ownerWithPrediction(limited);
    const results = await Promise.all(Array.from({ length: 20 }, () => answer(limited, predictionId, guess(), { ip: '203.0.113.7' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 201)) expect(r).toMatchObject({ status: 429, body: { type: 'tooManyRequests' } });
    expect((await answer(limited, predictionId, guess(), { ip: '203.0.113.8' })).status).toBe(201);
    const [{ n }] = await limited.sql('select count(*)::int as n from prediction_answers where prediction_id = $1', [predictionId]);
    expect(n).toBe(6);
  });

  it('per prediction: 30 parallel answers from 30 addresses, exactly 12 stored, answer_count agrees', async () => {
    const { predictionId } = await ownerWithPrediction(limited);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => answer(limited, predictionId, guess(), { ip: `198.51.100.${i + 1}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(12);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 422, body: { errors: [{ path: '', message: 'validation.limitReached' }] } });
    }
    const [row] = await limited.sql(
      'select p.answer_count, (select count(*)::int from prediction_answers a where a.prediction_id = p.id) as n from predictions p where id = $1',
      [predictionId],
    );
    expect(row).toEqual({ answer_count: 12, n: 12 });
  });
});
