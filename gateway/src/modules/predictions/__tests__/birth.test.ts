import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { BIRTH, SECRET_NAME, answer, guess, ownerWithPrediction, paths } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const record = (predictionId: string, token: string | undefined, body: unknown = BIRTH) =>
  server.api('PUT', `/predictions/${predictionId}/birth`, { token, body });

describe('PUT /predictions/{id}/birth', () => {
  it('the owner records the real birth; only the owner sees it', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const res = await record(predictionId, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.birth).toEqual({ ...BIRTH, birthDate: '2026-03-15T04:10:00.000Z' });
    const other = await signUp(server);
    expect((await record(predictionId, other.token)).status).toBe(404);
    expect((await record(predictionId, undefined)).status).toBe(401);
    expect((await server.api('GET', `/predictions/${predictionId}`, { token: other.token })).body.birth).toBeNull();
  });

  it('validates every field: date not in the future, HH:MM, weight and size bounds, boy or girl, a name', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const bad = await record(predictionId, owner.token, {
      birthDate: '2999-01-01T00:00:00.000Z',
      birthTime: '25:00',
      weight: 7,
      size: 10,
      gender: 'surprise',
      firstName: ' ',
      eyeColor: 'grey',
    });
    expect(paths(bad)).toEqual(['birthDate', 'birthTime', 'eyeColor', 'firstName', 'gender', 'size', 'weight']);
    expect(paths(await record(predictionId, owner.token, {}))).toEqual(['birthDate', 'birthTime', 'firstName', 'gender', 'size', 'weight']);
    const [row] = await server.sql('select born_at from predictions where id = $1', [predictionId]);
    expect(row.born_at).toBeNull();
  });
});

describe('scores and ranks', () => {
  it('scores every answer by closeness, ranks them (ties share a rank), shows the owner the winners', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const perfect = guess({
      userName: 'Parfait',
      firstName: 'capucine',
      gender: 'girl',
      birthDate: '2026-03-15T00:00:00.000Z',
      birthTime: '05:10',
      weight: 3.3,
      size: 50,
      eyeColor: 'blue',
      hairColor: 'chestnut',
    });
    // gender 0, name 0, date 1 day off 13/14, time 40 min off 8/9, weight 0.1 kg off 0.9, size 1, eyes 1, hair 1: 71.5
    const close = guess({ userName: 'Proche', birthDate: '2026-03-16T00:00:00.000Z', birthTime: '04:30', weight: 3.4, size: 50 });
    // gender 1 and nothing else: two weeks, six hours (around the clock), 1 kg, 5 cm off, wrong colours: 1/8 = 12.5
    const far = guess({
      userName: 'Loin',
      firstName: null,
      gender: 'girl',
      birthDate: '2026-03-29T00:00:00.000Z',
      birthTime: '23:10',
      weight: 4.3,
      size: 45,
      eyeColor: 'green',
      hairColor: 'red',
    });
    const ids: Record<string, string> = {};
    for (const body of [perfect, close, far, { ...close, userName: 'Pareil' }]) {
      ids[body.userName as string] = (await answer(server, predictionId, body)).body.id;
    }
    // before the birth: no score, no winner
    expect((await server.api('GET', `/predictions/${predictionId}/answers/${ids.Proche}`)).body).toMatchObject({ score: null, rank: null });
    await record(predictionId, owner.token);

    const summary = (name: string) => server.api('GET', `/predictions/${predictionId}/answers/${ids[name]}`).then((r) => r.body);
    expect(await summary('Parfait')).toMatchObject({ score: 100, rank: 1 });
    expect(await summary('Proche')).toMatchObject({ score: 71.5, rank: 2 });
    expect(await summary('Pareil')).toMatchObject({ score: 71.5, rank: 2 });
    expect(await summary('Loin')).toMatchObject({ score: 12.5, rank: 4 });

    const stats = await server.api('GET', `/predictions/${predictionId}/stats`, { token: owner.token });
    expect(stats.body.winners).toEqual([
      { answerId: ids.Parfait, userName: 'Parfait', score: 100, rank: 1 },
      { answerId: ids.Proche, userName: 'Proche', score: 71.5, rank: 2 },
      { answerId: ids.Pareil, userName: 'Pareil', score: 71.5, rank: 2 },
    ]);
    const gql = await server.gql(
      `query($id: ID!) { prediction(id: $id) { answers { userName score rank } } predictionStats(id: $id) { winners { userName rank } } }`,
      { id: predictionId },
      owner.token,
    );
    expect(gql.body.data.prediction.answers).toEqual([
      { userName: 'Parfait', score: 100, rank: 1 },
      { userName: 'Proche', score: 71.5, rank: 2 },
      { userName: 'Loin', score: 12.5, rank: 4 },
      { userName: 'Pareil', score: 71.5, rank: 2 },
    ]);
    expect(gql.body.data.predictionStats.winners.map((w: { userName: string }) => w.userName)).toEqual(['Parfait', 'Proche', 'Pareil']);
  });

  it('birth times are compared around the clock; a guessed moment scores when it is the real bucket', async () => {
    const times = await ownerWithPrediction(server, {
      guessBirthDate: false,
      guessWeight: false,
      guessSize: false,
      guessEyeColor: false,
      guessHairColor: false,
    });
    const a = await answer(server, times.predictionId, { userName: 'Nuit', firstName: SECRET_NAME, gender: 'girl', birthTime: '23:50' });
    await record(times.predictionId, times.owner.token, { ...BIRTH, birthTime: '00:10' });
    // name 1, gender 1, time 20 minutes off around midnight: 1 - 20/360
    const expected = Math.round(((100 * (2 + (1 - 20 / 360))) / 3) * 10) / 10;
    expect((await server.api('GET', `/predictions/${times.predictionId}/answers/${a.body.id}`)).body.score).toBe(expected);

    const moments = await ownerWithPrediction(server, {
      guessBirthDate: false,
      guessBirthTime: false,
      guessBirthMoment: true,
      guessWeight: false,
      guessSize: false,
      guessEyeColor: false,
      guessHairColor: false,
    });
    const right = await answer(server, moments.predictionId, { userName: 'A', gender: 'boy', birthMoment: 'morning' });
    const wrong = await answer(server, moments.predictionId, { userName: 'B', gender: 'boy', birthMoment: 'night' });
    await record(moments.predictionId, moments.owner.token); // 05:10: morning (docs/product.md#prediction-statistics)
    const score = (id: string) => server.api('GET', `/predictions/${moments.predictionId}/answers/${id}`).then((r) => r.body.score);
    expect(await score(right.body.id)).toBe(33.3);
    expect(await score(wrong.body.id)).toBe(0);
  });
});

describe('POST /predictions/{id}/timeline', () => {
  it("creates the child's timeline from the birth with a first event for it, once", async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    expect(await server.api('POST', `/predictions/${predictionId}/timeline`, { token: owner.token })).toMatchObject({
      status: 422,
      body: { errors: [{ path: '', message: 'validation.birthNotRecorded' }] },
    });
    await record(predictionId, owner.token);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => server.api('POST', `/predictions/${predictionId}/timeline`, { token: owner.token })),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 422, body: { errors: [{ path: '', message: 'validation.alreadyLinked' }] } });
    }
    const timeline = created[0].body;
    expect(timeline).toMatchObject({
      title: `Le journal de ${SECRET_NAME}`,
      firstName: SECRET_NAME,
      birthDate: '2026-03-15T04:10:00.000Z',
      visibility: 'private',
      themeColor: 'pink',
      isMine: true,
      events: [
        { title: 'Naissance', date: '2026-03-15T04:10:00.000Z', type: 'naissance', description: 'Né(e) à 05:10\u00a0: 3,3 kg, 50 cm.' },
      ],
    });
    expect((await server.api('GET', `/timelines/${timeline.id}`, { token: owner.token })).body.events).toHaveLength(1);
    expect((await server.api('GET', `/predictions/${predictionId}`, { token: owner.token })).body.timelineId).toBe(timeline.id);
    const [{ n }] = await server.sql('select count(*)::int as n from timelines where owner_id = $1', [owner.user.id]);
    expect(n).toBe(1);
    // once the timeline is deleted, the prediction can create a new one
    await server.api('DELETE', `/timelines/${timeline.id}`, { token: owner.token });
    expect((await server.api('GET', `/predictions/${predictionId}`, { token: owner.token })).body.timelineId).toBeNull();
    const again = await server.gql(
      `mutation($id: ID!) { createTimelineFromPrediction(id: $id) { title events { title } } }`,
      { id: predictionId },
      owner.token,
    );
    expect(again.body.data.createTimelineFromPrediction).toEqual({
      title: `Le journal de ${SECRET_NAME}`,
      events: [{ title: 'Naissance' }],
    });
  });

  it("is the owner's only", async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    await record(predictionId, owner.token);
    const other = await signUp(server);
    expect((await server.api('POST', `/predictions/${predictionId}/timeline`, { token: other.token })).status).toBe(404);
    expect((await server.api('POST', `/predictions/${predictionId}/timeline`)).status).toBe(401);
    expect(await server.sql('select 1 from timelines where owner_id = $1', [other.user.id])).toHaveLength(0);
  });
});

describe('owner e-mail per new answer', () => {
  it('follows the notifyByEmail setting of the account (the one wishlists use); never a guess in it', async () => {
    const { owner, predictionId } = await ownerWithPrediction(server);
    const mails = () =>
      server.sql<{ subject: string; text: string; link: string }>(
        `select subject, text, link from mail_outbox where "to" = $1 and coalesce(link, '') not like '%/verify-email/%'`,
        [owner.credentials.email],
      );
    await answer(server, predictionId, guess({ userName: 'Tonton Jules' }));
    const [mail] = await mails();
    expect(mail.subject).toContain('Tonton Jules');
    expect(mail.link).toBe(`${server.config.publicUrl}/app/predictions/${predictionId}/stats`);
    expect(mail.text).not.toContain('Gaspard');
    expect((await server.api('PATCH', '/auth/me', { token: owner.token, body: { notifyByEmail: false } })).status).toBe(200);
    await answer(server, predictionId, guess());
    expect(await mails()).toHaveLength(1);
  });
});
