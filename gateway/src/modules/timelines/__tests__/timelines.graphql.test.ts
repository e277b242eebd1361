import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DAY_MS, MISSING_ID, daysAgo, eventBody, timelineBody } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FIELDS = `id title firstName birthDate themeColor visibility isMine eventCount createdAt updatedAt events { id title type date description }`;
const TIMELINES = `query Timelines { timelines { ${FIELDS} } }`;
const TIMELINE = `query Timeline($id: ID!) { timeline(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: TimelineInput!) { createTimeline(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: TimelineInput!) { updateTimeline(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTimeline(id: $id) }`;
const EVENT_FIELDS = `id title type date description`;
const CREATE_EVENT = `mutation CreateEvent($timelineId: ID!, $input: TimelineEventInput!) { createTimelineEvent(timelineId: $timelineId, input: $input) { ${EVENT_FIELDS} } }`;
const UPDATE_EVENT = `mutation UpdateEvent($timelineId: ID!, $eventId: ID!, $input: TimelineEventInput!) { updateTimelineEvent(timelineId: $timelineId, eventId: $eventId, input: $input) { ${EVENT_FIELDS} } }`;
const DELETE_EVENT = `mutation DeleteEvent($timelineId: ID!, $eventId: ID!) { deleteTimelineEvent(timelineId: $timelineId, eventId: $eventId) }`;

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.gql(CREATE, { input: timelineBody(overrides) }, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createTimeline;
}

async function createEvent(token: string, timelineId: string, overrides: Record<string, unknown> = {}) {
  const res = await server.gql(CREATE_EVENT, { timelineId, input: eventBody(overrides) }, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createTimelineEvent;
}

/** The error model in extensions (docs/product.md#errors-and-messages): {code, status, errors}. */
const extensionsOf = (res: { body: { errors?: any[] } }) => res.body.errors?.[0]?.extensions;

describe('timelines over GraphQL', () => {
  it('createTimeline: trims, defaults themeColor to blue, and answers the full type', async () => {
    const { token, user } = await signUp(server);
    const { themeColor: _omitted, ...input } = timelineBody({ title: '  Le journal de Léo ', firstName: ' Léo ' });
    const res = await server.gql(CREATE, { input }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.createTimeline).toEqual({
      id: expect.any(String),
      title: 'Le journal de Léo',
      firstName: 'Léo',
      birthDate: input.birthDate,
      themeColor: 'blue',
      visibility: 'private',
      isMine: true,
      eventCount: 0,
      events: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await server.sql('select owner_id, title from timelines where id = $1', [res.body.data.createTimeline.id]);
    expect(row).toEqual({ owner_id: user.id, title: 'Le journal de Léo' });
  });

  it('createTimeline: unauthorized signed out, invalidForm with field errors for bad values', async () => {
    const { token } = await signUp(server);
    expect(extensionsOf(await server.gql(CREATE, { input: timelineBody() }))).toEqual({ code: 'unauthorized', status: 401, errors: [] });
    const res = await server.gql(
      CREATE,
      { input: timelineBody({ title: '   ', firstName: 'x'.repeat(51), birthDate: new Date(Date.now() + DAY_MS).toISOString() }) },
      token,
    );
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0].message).toBe('invalidForm');
    expect(extensionsOf(res)).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [
        { path: 'title', message: 'validation.required' },
        { path: 'firstName', message: 'validation.maxLength' },
        { path: 'birthDate', message: 'validation.notInFuture' },
      ],
    });
  });

  it.each([
    ['an unknown theme colour', { themeColor: 'black' }],
    ['an unknown visibility', { visibility: 'friends' }],
    ['a malformed birth date', { birthDate: 'pas une date' }],
    ['a missing title', { title: undefined }],
    ['an unknown field', { owner: MISSING_ID }],
  ])('createTimeline: %s is refused by the schema (400 validationException)', async (_case, overrides) => {
    const { token, user } = await signUp(server);
    const res = await server.gql(CREATE, { input: timelineBody(overrides) }, token);
    expect(extensionsOf(res)).toMatchObject({ code: 'validationException', status: 400 });
    expect(await server.sql('select 1 from timelines where owner_id = $1', [user.id])).toHaveLength(0);
  });

  it("timelines: the caller's own, newest first, with eventCount and events by date; unauthorized signed out", async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const older = await create(me.token, { title: 'Ancienne' });
    await server.sql(`update timelines set created_at = created_at - interval '1 hour' where id = $1`, [older.id]);
    await create(me.token, { title: 'Récente', visibility: 'public' });
    await create(other.token, { title: 'Pas à moi', visibility: 'public' });
    await createEvent(me.token, older.id, { title: 'Plus tard', date: daysAgo(1) });
    await createEvent(me.token, older.id, { title: 'Plus tôt', date: daysAgo(3) });

    const res = await server.gql(TIMELINES, {}, me.token);
    const list = res.body.data.timelines;
    expect(list.map((t: any) => [t.title, t.isMine, t.eventCount])).toEqual([
      ['Récente', true, 0],
      ['Ancienne', true, 2],
    ]);
    expect(list[1].events.map((e: any) => e.title)).toEqual(['Plus tôt', 'Plus tard']);
    expect(extensionsOf(await server.gql(TIMELINES))).toEqual({ code: 'unauthorized', status: 401, errors: [] });
  });

  it('timeline: public for anyone with isMine false, private for the owner only, notFound otherwise', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const pub = await create(owner.token, { visibility: 'public' });
    const priv = await create(owner.token, { visibility: 'private' });
    await createEvent(owner.token, pub.id);

    const signedOut = await server.gql(TIMELINE, { id: pub.id });
    expect(signedOut.body.data.timeline).toMatchObject({ id: pub.id, isMine: false, eventCount: 1 });
    expect(signedOut.body.data.timeline.events).toHaveLength(1);
    expect((await server.gql(TIMELINE, { id: pub.id }, owner.token)).body.data.timeline.isMine).toBe(true);
    expect((await server.gql(TIMELINE, { id: priv.id }, owner.token)).body.data.timeline.isMine).toBe(true);
    for (const [id, token] of [
      [priv.id, stranger.token],
      [priv.id, undefined],
      [MISSING_ID, owner.token],
      ['not-a-uuid', owner.token],
    ]) {
      const res = await server.gql(TIMELINE, { id }, token);
      expect(res.body.data).toBeNull();
      expect(extensionsOf(res)).toEqual({ code: 'notFound', status: 404, errors: [] });
    }
  });

  it("updateTimeline: replaces every field; notFound on someone else's, unauthorized signed out", async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await create(owner.token, { themeColor: 'pink' });
    const input = { title: 'Nouveau', firstName: 'Jade', birthDate: daysAgo(10), visibility: 'public' };
    const res = await server.gql(UPDATE, { id: timeline.id, input }, owner.token);
    expect(res.body.data.updateTimeline).toMatchObject({
      id: timeline.id,
      title: 'Nouveau',
      birthDate: input.birthDate,
      visibility: 'public',
      themeColor: 'blue',
    });
    expect(extensionsOf(await server.gql(UPDATE, { id: timeline.id, input }, stranger.token))).toMatchObject({
      code: 'notFound',
      status: 404,
    });
    expect(extensionsOf(await server.gql(UPDATE, { id: timeline.id, input }))).toMatchObject({ code: 'unauthorized', status: 401 });
    const invalid = await server.gql(UPDATE, { id: timeline.id, input: { ...input, title: '' } }, owner.token);
    expect(extensionsOf(invalid)).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'title', message: 'validation.required' }],
    });
  });

  it("deleteTimeline: true, events gone with it; notFound on someone else's and unauthorized signed out", async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await create(owner.token);
    await createEvent(owner.token, timeline.id);
    expect(extensionsOf(await server.gql(DELETE, { id: timeline.id }))).toMatchObject({ code: 'unauthorized' });
    expect(extensionsOf(await server.gql(DELETE, { id: timeline.id }, stranger.token))).toMatchObject({ code: 'notFound' });
    expect((await server.gql(DELETE, { id: timeline.id }, owner.token)).body.data).toEqual({ deleteTimeline: true });
    expect(await server.sql('select 1 from timelines where id = $1', [timeline.id])).toHaveLength(0);
    expect(await server.sql('select 1 from timeline_events where timeline_id = $1', [timeline.id])).toHaveLength(0);
    expect(extensionsOf(await server.gql(DELETE, { id: timeline.id }, owner.token))).toMatchObject({ code: 'notFound' });
  });
});

describe('timeline events over GraphQL', () => {
  it('createTimelineEvent: trims, stores a blank description as null; validation and ownership as REST', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await create(owner.token, { visibility: 'public' });
    const date = daysAgo(5);
    const res = await server.gql(
      CREATE_EVENT,
      { timelineId: timeline.id, input: { title: ' Premier bain ', date, description: '  ' } },
      owner.token,
    );
    expect(res.body.data.createTimelineEvent).toEqual({
      id: expect.any(String),
      title: 'Premier bain',
      type: null,
      date,
      description: null,
    });

    const future = await server.gql(
      CREATE_EVENT,
      { timelineId: timeline.id, input: eventBody({ date: new Date(Date.now() + DAY_MS).toISOString() }) },
      owner.token,
    );
    expect(extensionsOf(future)).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'date', message: 'validation.notInFuture' }],
    });
    expect(extensionsOf(await server.gql(CREATE_EVENT, { timelineId: timeline.id, input: eventBody() }, stranger.token))).toMatchObject({
      code: 'notFound',
    });
    expect(extensionsOf(await server.gql(CREATE_EVENT, { timelineId: timeline.id, input: eventBody() }))).toMatchObject({
      code: 'unauthorized',
    });
    expect(extensionsOf(await server.gql(CREATE_EVENT, { timelineId: 'x', input: eventBody() }, owner.token))).toMatchObject({
      code: 'notFound',
    });
  });

  it("updateTimelineEvent: replaces every field; notFound through another timeline or someone else's", async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await create(owner.token);
    const other = await create(owner.token);
    const event = await createEvent(owner.token, timeline.id, { type: 'famille' });
    const input = { title: 'Rencontre avec les grands-parents', date: daysAgo(8), description: 'Mamie et papi.' };
    const res = await server.gql(UPDATE_EVENT, { timelineId: timeline.id, eventId: event.id, input }, owner.token);
    expect(res.body.data.updateTimelineEvent).toEqual({ id: event.id, type: null, ...input });
    expect(extensionsOf(await server.gql(UPDATE_EVENT, { timelineId: other.id, eventId: event.id, input }, owner.token))).toMatchObject({
      code: 'notFound',
      status: 404,
    });
    expect(
      extensionsOf(await server.gql(UPDATE_EVENT, { timelineId: timeline.id, eventId: event.id, input }, stranger.token)),
    ).toMatchObject({ code: 'notFound' });
    expect(extensionsOf(await server.gql(UPDATE_EVENT, { timelineId: timeline.id, eventId: event.id, input }))).toMatchObject({
      code: 'unauthorized',
    });
    const invalid = await server.gql(
      UPDATE_EVENT,
      { timelineId: timeline.id, eventId: event.id, input: { ...input, title: ' ' } },
      owner.token,
    );
    expect(extensionsOf(invalid)).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'title', message: 'validation.required' }],
    });
  });

  it('deleteTimelineEvent: true; notFound through another timeline, twice, or signed in as someone else', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const timeline = await create(owner.token);
    const other = await create(owner.token);
    const event = await createEvent(owner.token, timeline.id);
    expect(extensionsOf(await server.gql(DELETE_EVENT, { timelineId: other.id, eventId: event.id }, owner.token))).toMatchObject({
      code: 'notFound',
    });
    expect(extensionsOf(await server.gql(DELETE_EVENT, { timelineId: timeline.id, eventId: event.id }, stranger.token))).toMatchObject({
      code: 'notFound',
    });
    expect(extensionsOf(await server.gql(DELETE_EVENT, { timelineId: timeline.id, eventId: event.id }))).toMatchObject({
      code: 'unauthorized',
    });
    expect((await server.gql(DELETE_EVENT, { timelineId: timeline.id, eventId: event.id }, owner.token)).body.data).toEqual({
      deleteTimelineEvent: true,
    });
    expect(await server.sql('select 1 from timeline_events where id = $1', [event.id])).toHaveLength(0);
    expect(extensionsOf(await server.gql(DELETE_EVENT, { timelineId: timeline.id, eventId: event.id }, owner.token))).toMatchObject({
      code: 'notFound',
    });
  });

  it('timeline events come sorted by date whatever the insertion order', async () => {
    const { token } = await signUp(server);
    const timeline = await create(token);
    for (const [title, days] of [
      ['C', 1],
      ['A', 30],
      ['B', 10],
    ] as const)
      await createEvent(token, timeline.id, { title, date: daysAgo(days) });
    const res = await server.gql(TIMELINE, { id: timeline.id }, token);
    expect(res.body.data.timeline.events.map((e: any) => e.title)).toEqual(['A', 'B', 'C']);
  });
});
