import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MAX_TIMELINES_PER_USER } from '../timeline.service.js';
import { DAY_MS, MISSING_ID, createEvent, createTimeline, daysAgo, timelineBody } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/timelines', () => {
  it('creates a timeline owned by the caller: 201 with the REST shape', async () => {
    const { token, user } = await signUp(server);
    const body = timelineBody();
    const res = await server.api('POST', '/timelines', { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: body.title,
      firstName: 'Jade',
      birthDate: body.birthDate,
      themeColor: 'pink',
      visibility: 'private',
      isMine: true,
      sharedWithMe: false,
      eventCount: 0,
      events: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await server.sql('select owner_id, title, birth_date from timelines where id = $1', [res.body.id]);
    expect(row.owner_id).toBe(user.id);
    expect(row.birth_date.toISOString()).toBe(body.birthDate);
  });

  it('stores title and firstName trimmed, and defaults themeColor to blue', async () => {
    const { token } = await signUp(server);
    const { themeColor: _omitted, ...body } = timelineBody({ title: '  Le journal de Léo \n', firstName: '\tLéo  ' });
    const res = await server.api('POST', '/timelines', { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Le journal de Léo', firstName: 'Léo', themeColor: 'blue' });
    const [row] = await server.sql('select title, first_name, theme_color from timelines where id = $1', [res.body.id]);
    expect(row).toEqual({ title: 'Le journal de Léo', first_name: 'Léo', theme_color: 'blue' });
  });

  it('accepts the longest values, every theme colour and a birth date a minute ahead (clock skew)', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/timelines', {
      token,
      body: timelineBody({
        title: 'T'.repeat(100),
        firstName: 'F'.repeat(50),
        birthDate: new Date(Date.now() + 60_000).toISOString(),
        themeColor: 'slate',
        visibility: 'public',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ themeColor: 'slate', visibility: 'public' });
  });

  it('needs a signed-in user (401 unauthorized)', async () => {
    const res = await server.api('POST', '/timelines', { body: timelineBody() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ type: 'unauthorized', errors: [] });
    const bad = await server.api('POST', '/timelines', { body: timelineBody(), token: 'not-a-jwt' });
    expect(bad.status).toBe(401);
  });

  it.each([
    ['missing title', { title: undefined }, 'title', 'validation.required'],
    ['blank title', { title: '   ' }, 'title', 'validation.required'],
    ['too long title', { title: 'x'.repeat(101) }, 'title', 'validation.maxLength'],
    ['title not a string', { title: 42 }, 'title', 'validation.string'],
    ['title with a NUL character', { title: 'a\u0000b' }, 'title', 'validation.string'],
    ['missing firstName', { firstName: undefined }, 'firstName', 'validation.required'],
    ['blank firstName', { firstName: ' ' }, 'firstName', 'validation.required'],
    ['too long firstName', { firstName: 'x'.repeat(51) }, 'firstName', 'validation.maxLength'],
    ['missing birthDate', { birthDate: undefined }, 'birthDate', 'validation.required'],
    ['null birthDate', { birthDate: null }, 'birthDate', 'validation.required'],
    ['empty birthDate', { birthDate: '' }, 'birthDate', 'validation.required'],
    ['invalid birthDate', { birthDate: 'pas une date' }, 'birthDate', 'validation.date'],
    ['impossible birthDate', { birthDate: '2025-02-30T10:00:00Z' }, 'birthDate', 'validation.date'],
    ['numeric birthDate', { birthDate: 1700000000000 }, 'birthDate', 'validation.date'],
    ['birthDate before 1900', { birthDate: '0202-05-01T00:00:00Z' }, 'birthDate', 'validation.date'],
    ['future birthDate', { birthDate: new Date(Date.now() + DAY_MS).toISOString() }, 'birthDate', 'validation.notInFuture'],
    [
      'birthDate beyond the clock skew',
      { birthDate: new Date(Date.now() + 10 * 60_000).toISOString() },
      'birthDate',
      'validation.notInFuture',
    ],
    ['unknown themeColor', { themeColor: 'black' }, 'themeColor', 'validation.oneOf'],
    ['missing visibility', { visibility: undefined }, 'visibility', 'validation.required'],
    ['unknown visibility', { visibility: 'friends' }, 'visibility', 'validation.oneOf'],
    ['unknown field', { owner: MISSING_ID }, 'owner', 'validation.unknownField'],
  ])('rejects a %s (422 invalidForm)', async (_case, overrides, path, message) => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/timelines', { token, body: timelineBody(overrides) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path, message }] });
    expect(await server.sql('select 1 from timelines where owner_id = $1', [user.id])).toHaveLength(0);
  });

  it('lists every bad field at once', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/timelines', { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'title', message: 'validation.required' },
      { path: 'firstName', message: 'validation.required' },
      { path: 'birthDate', message: 'validation.required' },
      { path: 'visibility', message: 'validation.required' },
    ]);
  });

  it('answers 400 to a body that is not an object, or not JSON', async () => {
    const { token } = await signUp(server);
    const array = await server.api('POST', '/timelines', { token, body: [timelineBody()] });
    expect(array.status).toBe(400);
    expect(array.body.type).toBe('validationException');
    const text = await server.api('POST', '/timelines', { token, body: '{"title": ' });
    expect(text.status).toBe(400);
    expect(text.body.type).toBe('validationException');
  });

  it(`stops at ${MAX_TIMELINES_PER_USER} timelines per user (422 validation.limitReached)`, async () => {
    const { token, user } = await signUp(server);
    await server.sql(
      `insert into timelines (id, created_at, updated_at, owner_id, title, first_name, birth_date)
       select gen_random_uuid(), now(), now(), $1, 'T' || g, 'Jade', now() - interval '1 day' from generate_series(1, $2::int) g`,
      [user.id, MAX_TIMELINES_PER_USER - 1],
    );
    expect((await server.api('POST', '/timelines', { token, body: timelineBody() })).status).toBe(201);
    const over = await server.api('POST', '/timelines', { token, body: timelineBody() });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ type: 'invalidForm', errors: [{ path: '', message: 'validation.limitReached' }] });
  });

  it('cannot be raced past the limit by simultaneous creations', async () => {
    const { token, user } = await signUp(server);
    await server.sql(
      `insert into timelines (id, created_at, updated_at, owner_id, title, first_name, birth_date)
       select gen_random_uuid(), now(), now(), $1, 'T' || g, 'Jade', now() - interval '1 day' from generate_series(1, $2::int) g`,
      [user.id, MAX_TIMELINES_PER_USER - 2],
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.api('POST', '/timelines', { token, body: timelineBody() })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422, 422]);
    const [{ count }] = await server.sql('select count(*)::int as count from timelines where owner_id = $1', [user.id]);
    expect(count).toBe(MAX_TIMELINES_PER_USER);
  });
});

describe('GET /api/timelines', () => {
  it('needs a signed-in user (401 unauthorized)', async () => {
    const res = await server.api('GET', '/timelines');
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('unauthorized');
  });

  it("lists only the caller's timelines, newest first, with eventCount but without their events", async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const first = await createTimeline(server, me.token, { title: 'Premier' });
    const second = await createTimeline(server, me.token, { title: 'Second', visibility: 'public' });
    await createTimeline(server, other.token, { title: 'Pas à moi', visibility: 'public' });
    await createEvent(server, me.token, first.id, { title: 'B', date: daysAgo(10) });
    await createEvent(server, me.token, first.id, { title: 'A', date: daysAgo(20) });
    await server.sql(`update timelines set created_at = created_at - interval '1 hour' where id = $1`, [first.id]);

    const res = await server.api('GET', '/timelines', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.title)).toEqual(['Second', 'Premier']);
    expect(res.body[0]).toMatchObject({ id: second.id, isMine: true, eventCount: 0 });
    expect(res.body[1]).toMatchObject({ id: first.id, isMine: true, eventCount: 2 });
    expect(res.body.every((t: any) => !('events' in t))).toBe(true);
    // the single timeline still carries its events
    const one = await server.api('GET', `/timelines/${first.id}`, { token: me.token });
    expect(one.body).toMatchObject({ eventCount: 2 });
    expect(one.body.events.map((e: any) => e.title)).toEqual(['A', 'B']);
  });

  it('is empty for a new user', async () => {
    const { token } = await signUp(server);
    expect((await server.api('GET', '/timelines', { token })).body).toEqual([]);
  });
});

describe('GET /api/timelines/:id', () => {
  it('shows a public timeline to anyone, signed out too, with isMine false', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await createTimeline(server, owner.token, { visibility: 'public' });
    await createEvent(server, owner.token, timeline.id);

    const signedOut = await server.api('GET', `/timelines/${timeline.id}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ id: timeline.id, isMine: false, eventCount: 1 });
    expect(signedOut.body).not.toHaveProperty('owner');
    expect(signedOut.body.events[0]).toEqual({
      id: expect.any(String),
      title: 'Premier sourire',
      type: null,
      date: expect.any(String),
      description: 'Pour maman, au réveil.',
      photos: [],
    });
    expect((await server.api('GET', `/timelines/${timeline.id}`, { token: stranger.token })).body.isMine).toBe(false);
    expect((await server.api('GET', `/timelines/${timeline.id}`, { token: owner.token })).body.isMine).toBe(true);
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '2b1f1f9e-6c2c-4a8e-9d8a-3f0c1b2a4d5'])(
    'answers 404 to the malformed id %p, never 500',
    async (id) => {
      const { token } = await signUp(server);
      const res = await server.api('GET', `/timelines/${encodeURIComponent(id)}`, { token });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('notFound');
    },
  );
});

describe('PUT /api/timelines/:id', () => {
  it('replaces every field and bumps updatedAt', async () => {
    const { token } = await signUp(server);
    const timeline = await createTimeline(server, token, { themeColor: 'pink' });
    await createEvent(server, token, timeline.id);
    await server.sql(`update timelines set updated_at = updated_at - interval '1 hour' where id = $1`, [timeline.id]);
    const [before] = await server.sql('select updated_at from timelines where id = $1', [timeline.id]);
    const body = { title: ' Nouveau titre ', firstName: 'Jade Marie', birthDate: daysAgo(200), visibility: 'public' };
    const res = await server.api('PUT', `/timelines/${timeline.id}`, { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: timeline.id,
      title: 'Nouveau titre',
      firstName: 'Jade Marie',
      birthDate: body.birthDate,
      visibility: 'public',
      // absent from a full replacement: back to the default
      themeColor: 'blue',
      isMine: true,
      eventCount: 1,
    });
    expect(res.body.events).toHaveLength(1);
    const [after] = await server.sql('select updated_at, created_at from timelines where id = $1', [timeline.id]);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(res.body.createdAt).toBe(timeline.createdAt);
  });

  it('validates like creation', async () => {
    const { token } = await signUp(server);
    const timeline = await createTimeline(server, token);
    const res = await server.api('PUT', `/timelines/${timeline.id}`, {
      token,
      body: timelineBody({ title: '', birthDate: new Date(Date.now() + DAY_MS).toISOString() }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'title', message: 'validation.required' },
      { path: 'birthDate', message: 'validation.notInFuture' },
    ]);
    const [row] = await server.sql('select title from timelines where id = $1', [timeline.id]);
    expect(row.title).toBe(timeline.title);
  });
});

describe('DELETE /api/timelines/:id', () => {
  it('deletes the timeline and its events (204)', async () => {
    const { token } = await signUp(server);
    const timeline = await createTimeline(server, token);
    await createEvent(server, token, timeline.id);
    await createEvent(server, token, timeline.id, { title: 'Premier bain' });
    const res = await server.api('DELETE', `/timelines/${timeline.id}`, { token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await server.sql('select 1 from timelines where id = $1', [timeline.id])).toHaveLength(0);
    expect(await server.sql('select 1 from timeline_events where timeline_id = $1', [timeline.id])).toHaveLength(0);
    expect((await server.api('GET', `/timelines/${timeline.id}`, { token })).status).toBe(404);
    expect((await server.api('DELETE', `/timelines/${timeline.id}`, { token })).status).toBe(404);
  });

  it("goes with its owner's account", async () => {
    const { token, user } = await signUp(server);
    const timeline = await createTimeline(server, token);
    await createEvent(server, token, timeline.id);
    await server.sql('delete from users where id = $1', [user.id]);
    expect(await server.sql('select 1 from timelines where id = $1', [timeline.id])).toHaveLength(0);
    expect(await server.sql('select 1 from timeline_events where timeline_id = $1', [timeline.id])).toHaveLength(0);
  });
});
