import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MAX_EVENTS_PER_TIMELINE } from '../timeline.service.js';
import { DAY_MS, MISSING_ID, createEvent, createTimeline, daysAgo, eventBody } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A signed-up owner with one timeline. */
async function ownerWithTimeline(overrides: Record<string, unknown> = {}) {
  const owner = await signUp(server);
  const timeline = await createTimeline(server, owner.token, overrides);
  return { ...owner, timeline };
}

describe('POST /api/timelines/:id/events', () => {
  it('adds an event (201 with the REST shape) and bumps the timeline updatedAt', async () => {
    const { token, timeline } = await ownerWithTimeline();
    await server.sql(`update timelines set updated_at = now() - interval '1 day' where id = $1`, [timeline.id]);
    const body = eventBody({ title: '  Premier sourire ', description: '  Pour maman.  ', type: ' premiere-fois ' });
    const res = await server.api('POST', `/timelines/${timeline.id}/events`, { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Premier sourire',
      type: 'premiere-fois',
      date: body.date,
      description: 'Pour maman.',
      photos: [],
    });
    const [row] = await server.sql('select timeline_id, title, description, type from timeline_events where id = $1', [res.body.id]);
    expect(row).toEqual({ timeline_id: timeline.id, title: 'Premier sourire', description: 'Pour maman.', type: 'premiere-fois' });
    const [t] = await server.sql(`select updated_at > now() - interval '1 minute' as fresh from timelines where id = $1`, [timeline.id]);
    expect(t.fresh).toBe(true);
  });

  it('stores a blank or absent description and type as null', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const blank = await createEvent(server, token, timeline.id, { description: '   ', type: '' });
    const absent = await createEvent(server, token, timeline.id, { description: undefined });
    const nulls = await createEvent(server, token, timeline.id, { description: null, type: null });
    for (const event of [blank, absent, nulls]) {
      expect(event).toMatchObject({ description: null, type: null });
      const [row] = await server.sql('select description, type from timeline_events where id = $1', [event.id]);
      expect(row).toEqual({ description: null, type: null });
    }
  });

  it('accepts the longest values', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const event = await createEvent(server, token, timeline.id, {
      title: 'T'.repeat(100),
      description: 'D'.repeat(2000),
      type: 'y'.repeat(30),
    });
    expect(event.description).toHaveLength(2000);
  });

  it.each([
    ['missing title', { title: undefined }, 'title', 'validation.required'],
    ['blank title', { title: ' \t ' }, 'title', 'validation.required'],
    ['too long title', { title: 'x'.repeat(101) }, 'title', 'validation.maxLength'],
    ['missing date', { date: undefined }, 'date', 'validation.required'],
    ['invalid date', { date: '31/12/2024' }, 'date', 'validation.date'],
    ['future date', { date: new Date(Date.now() + 2 * DAY_MS).toISOString() }, 'date', 'validation.notInFuture'],
    ['too long description', { description: 'x'.repeat(2001) }, 'description', 'validation.maxLength'],
    ['description not a string', { description: ['a'] }, 'description', 'validation.string'],
    ['too long type', { type: 'x'.repeat(31) }, 'type', 'validation.maxLength'],
    ['unknown field', { timelineId: MISSING_ID }, 'timelineId', 'validation.unknownField'],
  ])('rejects a %s (422 invalidForm)', async (_case, overrides, path, message) => {
    const { token, timeline } = await ownerWithTimeline();
    const res = await server.api('POST', `/timelines/${timeline.id}/events`, { token, body: eventBody(overrides) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path, message }] });
    expect(await server.sql('select 1 from timeline_events where timeline_id = $1', [timeline.id])).toHaveLength(0);
  });

  it('answers 400 to a body that is not an object', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const res = await server.api('POST', `/timelines/${timeline.id}/events`, { token, body: ['Premier sourire'] });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validationException');
  });

  it("answers 401 signed out and 404 on someone else's timeline (public or private), a missing or a malformed one", async () => {
    const { timeline } = await ownerWithTimeline({ visibility: 'public' });
    const { timeline: priv } = await ownerWithTimeline({ visibility: 'private' });
    const stranger = await signUp(server);
    const signedOut = await server.api('POST', `/timelines/${timeline.id}/events`, { body: eventBody() });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.type).toBe('unauthorized');
    for (const id of [timeline.id, priv.id, MISSING_ID, 'not-a-uuid']) {
      const res = await server.api('POST', `/timelines/${id}/events`, { token: stranger.token, body: eventBody() });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('notFound');
    }
    expect(await server.sql('select 1 from timeline_events where timeline_id in ($1, $2)', [timeline.id, priv.id])).toHaveLength(0);
  });

  it(`stops at ${MAX_EVENTS_PER_TIMELINE} events per timeline (422 validation.limitReached)`, async () => {
    const { token, timeline } = await ownerWithTimeline();
    await server.sql(
      `insert into timeline_events (id, created_at, updated_at, timeline_id, title, date)
       select gen_random_uuid(), now(), now(), $1, 'E' || g, now() - interval '1 day' from generate_series(1, $2::int) g`,
      [timeline.id, MAX_EVENTS_PER_TIMELINE - 1],
    );
    expect((await server.api('POST', `/timelines/${timeline.id}/events`, { token, body: eventBody() })).status).toBe(201);
    const over = await server.api('POST', `/timelines/${timeline.id}/events`, { token, body: eventBody() });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ type: 'invalidForm', errors: [{ path: '', message: 'validation.limitReached' }] });
  });
});

describe('events in a timeline', () => {
  it('come sorted by date, oldest first, whatever the order they were added in', async () => {
    const { token, timeline } = await ownerWithTimeline({ visibility: 'public' });
    for (const [title, days] of [
      ['Premières dents', 5],
      ['Naissance', 100],
      ['Premier sourire', 60],
      ['Premier bain', 97],
    ] as const) {
      await createEvent(server, token, timeline.id, { title, date: daysAgo(days) });
    }
    const res = await server.api('GET', `/timelines/${timeline.id}`);
    expect(res.body.events.map((e: any) => e.title)).toEqual(['Naissance', 'Premier bain', 'Premier sourire', 'Premières dents']);
    expect(res.body.eventCount).toBe(4);
  });
});

describe('PUT /api/timelines/:id/events/:eventId', () => {
  it('replaces every field', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const event = await createEvent(server, token, timeline.id, { type: 'famille' });
    const body = { title: ' Premier bain ', date: daysAgo(90) };
    const res = await server.api('PUT', `/timelines/${timeline.id}/events/${event.id}`, { token, body });
    expect(res.status).toBe(200);
    // description and type absent from a full replacement: cleared
    expect(res.body).toEqual({ id: event.id, title: 'Premier bain', date: body.date, description: null, type: null, photos: [] });
    const [row] = await server.sql('select title, description, type, date from timeline_events where id = $1', [event.id]);
    expect(row).toEqual({ title: 'Premier bain', description: null, type: null, date: new Date(body.date) });
  });

  it('validates like creation', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const event = await createEvent(server, token, timeline.id);
    const res = await server.api('PUT', `/timelines/${timeline.id}/events/${event.id}`, { token, body: { title: '', date: 'demain' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'title', message: 'validation.required' },
      { path: 'date', message: 'validation.date' },
    ]);
  });

  it("answers 404 for an event of another timeline, even one of the caller's", async () => {
    const { token, timeline } = await ownerWithTimeline();
    const mine2 = await createTimeline(server, token);
    const event = await createEvent(server, token, timeline.id);
    const res = await server.api('PUT', `/timelines/${mine2.id}/events/${event.id}`, { token, body: eventBody({ title: 'Déplacé' }) });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('notFound');
    const [row] = await server.sql('select timeline_id, title from timeline_events where id = $1', [event.id]);
    expect(row).toEqual({ timeline_id: timeline.id, title: 'Premier sourire' });
  });

  it("answers 401 signed out, 404 on someone else's event and on malformed or missing ids", async () => {
    const { token, timeline } = await ownerWithTimeline({ visibility: 'public' });
    const event = await createEvent(server, token, timeline.id);
    const stranger = await signUp(server);
    expect((await server.api('PUT', `/timelines/${timeline.id}/events/${event.id}`, { body: eventBody() })).status).toBe(401);
    const attempts: [string, string][] = [
      [`/timelines/${timeline.id}/events/${event.id}`, stranger.token],
      [`/timelines/${timeline.id}/events/${MISSING_ID}`, token],
      [`/timelines/${timeline.id}/events/bad`, token],
      [`/timelines/bad/events/${event.id}`, token],
    ];
    for (const [path, caller] of attempts) {
      const res = await server.api('PUT', path, { token: caller, body: eventBody({ title: 'Piraté' }) });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('notFound');
    }
    expect(await server.sql(`select 1 from timeline_events where title = 'Piraté'`)).toHaveLength(0);
  });
});

describe('DELETE /api/timelines/:id/events/:eventId', () => {
  it('deletes the event (204) and leaves the others', async () => {
    const { token, timeline } = await ownerWithTimeline();
    const gone = await createEvent(server, token, timeline.id);
    const kept = await createEvent(server, token, timeline.id, { title: 'Premier bain' });
    const res = await server.api('DELETE', `/timelines/${timeline.id}/events/${gone.id}`, { token });
    expect(res.status).toBe(204);
    const rows = await server.sql('select id from timeline_events where timeline_id = $1', [timeline.id]);
    expect(rows).toEqual([{ id: kept.id }]);
    expect((await server.api('DELETE', `/timelines/${timeline.id}/events/${gone.id}`, { token })).status).toBe(404);
  });

  it("answers 401 signed out, 404 on someone else's event, on another timeline's event and on malformed ids", async () => {
    const { token, timeline } = await ownerWithTimeline({ visibility: 'public' });
    const other = await createTimeline(server, token);
    const event = await createEvent(server, token, timeline.id);
    const stranger = await signUp(server);
    expect((await server.api('DELETE', `/timelines/${timeline.id}/events/${event.id}`)).status).toBe(401);
    expect((await server.api('DELETE', `/timelines/${timeline.id}/events/${event.id}`, { token: stranger.token })).status).toBe(404);
    expect((await server.api('DELETE', `/timelines/${other.id}/events/${event.id}`, { token })).status).toBe(404);
    expect((await server.api('DELETE', `/timelines/${timeline.id}/events/42`, { token })).status).toBe(404);
    expect(await server.sql('select 1 from timeline_events where id = $1', [event.id])).toHaveLength(1);
  });
});
