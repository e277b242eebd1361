import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { answer, guess, ownerWithPrediction } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stats = (predictionId: string, token?: string) => server.api('GET', `/predictions/${predictionId}/stats`, { token });

describe('GET /predictions/{id}/stats (docs/product.md#prediction-statistics)', () => {
  it('average, minimum and maximum weight and size with one decimal; girl and boy, eye and hair colour counts', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const answers = [
      guess({ weight: 3.25, size: 49.5, gender: 'girl', eyeColor: 'brown', hairColor: 'brown' }),
      guess({ weight: 3.4, size: 50, gender: 'boy', eyeColor: 'blue', hairColor: 'blonde' }),
      guess({ weight: 2.95, size: 52, gender: 'girl', eyeColor: 'brown', hairColor: 'red' }),
    ];
    for (const body of answers) expect((await answer(server, predictionId, body)).status).toBe(201);
    const res = await stats(predictionId, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      answerCount: 3,
      // (3.25 + 3.4 + 2.95) / 3 = 3.2; 2.95 rounds to 3.0 (one decimal, half away from zero)
      weight: { average: 3.2, min: 3, max: 3.4 },
      // (49.5 + 50 + 52) / 3 = 50.5
      size: { average: 50.5, min: 49.5, max: 52 },
      genders: { girl: 2, boy: 1 },
      eyeColors: { blue: 1, green: 0, brown: 2 },
      hairColors: { blonde: 1, chestnut: 0, brown: 1, red: 1 },
      winners: [],
    });
  });

  it('birth-time buckets exactly as docs/product.md#prediction-statistics names them, boundaries included in the later bucket', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const times = ['00:00', '05:59', '06:00', '11:59', '12:00', '12:30', '17:59', '18:00', '23:59'];
    for (const birthTime of times) expect((await answer(server, predictionId, guess({ birthTime }))).status).toBe(201);
    expect((await stats(predictionId, owner.token)).body.birthTimes).toEqual({ morning: 2, afternoon: 2, evening: 3, night: 2 });
  });

  it('a stated moment counts in its own bucket', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server, { guessBirthTime: false, guessBirthMoment: true });
    for (const birthMoment of ['morning', 'night', 'night', 'evening']) {
      expect((await answer(server, predictionId, guess({ birthTime: undefined, birthMoment }))).status).toBe(201);
    }
    expect((await stats(predictionId, owner.token)).body.birthTimes).toEqual({ morning: 1, afternoon: 0, evening: 1, night: 2 });
  });

  it('no answer yet: zero counts and null averages', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    expect((await stats(predictionId, owner.token)).body).toMatchObject({
      answerCount: 0,
      weight: { average: null, min: null, max: null },
      birthTimes: { morning: 0, afternoon: 0, evening: 0, night: 0 },
      genders: { girl: 0, boy: 0 },
    });
  });

  it('the owner only: 401 signed out, 404 for another user, in REST and GraphQL', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const other = await signUp(server);
    expect((await stats(predictionId)).status).toBe(401);
    expect((await stats(predictionId, other.token)).status).toBe(404);
    const query = `query($id: ID!) { predictionStats(id: $id) { answerCount genders { girl boy } birthTimes { morning night } } }`;
    expect((await server.gql(query, { id: predictionId }, other.token)).body.errors[0].extensions.code).toBe('notFound');
    expect((await server.gql(query, { id: predictionId }, owner.token)).body.data.predictionStats).toEqual({
      answerCount: 0,
      genders: { girl: 0, boy: 0 },
      birthTimes: { morning: 0, night: 0 },
    });
  });

  it('10 000 answers: one SQL pass, right figures, well under a second', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    // i = 0..9999: weights 2.5 to 4.0 kg, sizes 45 to 54 cm, times every 9 minutes around the clock
    await server.sql(
      `insert into prediction_answers (id, created_at, prediction_id, user_name, gender, birth_time, weight_grams, size_mm, eye_color, hair_color)
       select gen_random_uuid(), now(), $1, 'Invité ' || i, case when i % 3 = 0 then 'girl' else 'boy' end,
              to_char(make_time((i * 9 / 60) % 24, (i * 9) % 60, 0), 'HH24:MI'), 2500 + (i % 16) * 100, 450 + (i % 10) * 10,
              (array['blue','green','brown'])[1 + i % 3], (array['blonde','chestnut','brown','red'])[1 + i % 4]
       from generate_series(0, 9999) i`,
      [predictionId],
    );
    // the median of five calls over HTTP (the first one warms the plan cache)
    const timings: number[] = [];
    let res = await stats(predictionId, owner.token);
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      res = await stats(predictionId, owner.token);
      timings.push(performance.now() - started);
    }
    const ms = timings.sort((a, b) => a - b)[2];
    expect(res.body).toMatchObject({
      answerCount: 10000,
      weight: { average: 3.3, min: 2.5, max: 4 },
      size: { average: 49.5, min: 45, max: 54 },
      genders: { girl: 3334, boy: 6666 },
      eyeColors: { blue: 3334, green: 3333, brown: 3333 },
      hairColors: { blonde: 2500, chestnut: 2500, brown: 2500, red: 2500 },
    });
    const { morning, afternoon, evening, night } = res.body.birthTimes;
    expect(morning + afternoon + evening + night).toBe(10000);
    console.log(`GET /predictions/{id}/stats over 10 000 answers: median ${ms.toFixed(1)} ms`);
  });
});
