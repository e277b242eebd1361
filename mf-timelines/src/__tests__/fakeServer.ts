import type {
  CreateTimelineEventMutation,
  CreateTimelineEventMutationVariables,
  CreateTimelineMutation,
  CreateTimelineMutationVariables,
  DeleteTimelineEventMutation,
  DeleteTimelineEventMutationVariables,
  TimelineQuery,
  TimelineQueryVariables,
  TimelinesQuery,
  TimelinesQueryVariables,
} from '@cigogne/graphql/timelines';
import { notFound, updateAndDeleteHandlers, type FakeCall } from '@cigogne/ui/testing/fakeItemMutations';
import { noCoOwnersHandler } from '@cigogne/ui/testing/coOwnersHandlers';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Local dates as the server would send them (ISO, UTC), so ages do not depend on the test machine's zone. */
export const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

type TimelineFields = TimelineQuery['timeline'];

/** An event as the Timeline query returns it, with the __typename Apollo's cache reads. */
export type FakeEvent = TimelineFields['events'][number] & { __typename: 'TimelineEvent' };

/** A timeline as the Timeline query returns it (the generated type: a renamed field breaks the fake at compile time). */
export type FakeTimeline = Omit<TimelineFields, 'events'> & { __typename: 'Timeline'; events: FakeEvent[] };

export function fakeEvent(id: string, title: string, date: string, description: string | null = null): FakeEvent {
  return { __typename: 'TimelineEvent', id, title, type: null, date, description, photos: [] };
}

export function fakeTimeline(overrides: Partial<FakeTimeline> = {}): FakeTimeline {
  const events = overrides.events ?? [];
  return {
    __typename: 'Timeline',
    id: 't1',
    title: 'Les premiers pas de Léa',
    firstName: 'Léa',
    birthDate: at(2025, 1, 31, 10, 30),
    themeColor: 'teal',
    visibility: 'public',
    isMine: true,
    sharedWithMe: false,
    ...overrides,
    events,
    eventCount: events.length,
    photoCount: events.reduce((n, e) => n + e.photos.length, 0),
  };
}

/** An in-memory gateway for the timelines operations; `calls` records every mutation's variables. */
export function fakeGateway(initial: FakeTimeline[]) {
  const state = { timelines: [...initial], eventIds: 0, calls: [] as FakeCall[] };
  const find = (id: unknown) => state.timelines.find((t) => t.id === id);
  const summary = ({ events: _events, ...rest }: FakeTimeline) => rest;

  const handlers = [
    // the manage screen's co-parents panel
    noCoOwnersHandler(),
    graphql.query<TimelinesQuery, TimelinesQueryVariables>('Timelines', () =>
      HttpResponse.json({ data: { timelines: state.timelines.filter((t) => t.isMine).map(summary) } }),
    ),
    graphql.query<TimelineQuery, TimelineQueryVariables>('Timeline', ({ variables }) => {
      const timeline = find(variables.id);
      return timeline ? HttpResponse.json({ data: { timeline } }) : notFound();
    }),
    graphql.mutation<CreateTimelineMutation, CreateTimelineMutationVariables>('CreateTimeline', ({ variables }) => {
      state.calls.push({ operation: 'CreateTimeline', variables });
      const { input } = variables;
      const timeline = fakeTimeline({
        ...input,
        themeColor: input.themeColor ?? 'blue',
        id: `t${state.timelines.length + 10}`,
        events: [],
      });
      state.timelines.unshift(timeline);
      return HttpResponse.json({ data: { createTimeline: timeline } });
    }),
    ...updateAndDeleteHandlers<FakeTimeline>(
      'Timeline',
      { get: () => state.timelines, set: (list) => (state.timelines = list) },
      state.calls,
    ),
    graphql.mutation<CreateTimelineEventMutation, CreateTimelineEventMutationVariables>('CreateTimelineEvent', ({ variables }) => {
      state.calls.push({ operation: 'CreateTimelineEvent', variables });
      const timeline = find(variables.timelineId)!;
      const { input } = variables;
      // a counter, not the clock: tests freeze the clock
      const event = fakeEvent(`e${++state.eventIds}`, input.title, input.date, input.description ?? null);
      timeline.events = [...timeline.events, event].sort((a, b) => a.date.localeCompare(b.date));
      timeline.eventCount = timeline.events.length;
      return HttpResponse.json({ data: { createTimelineEvent: event } });
    }),
    graphql.mutation<DeleteTimelineEventMutation, DeleteTimelineEventMutationVariables>('DeleteTimelineEvent', ({ variables }) => {
      state.calls.push({ operation: 'DeleteTimelineEvent', variables });
      const timeline = find(variables.timelineId)!;
      timeline.events = timeline.events.filter((e) => e.id !== variables.eventId);
      timeline.eventCount = timeline.events.length;
      return HttpResponse.json({ data: { deleteTimelineEvent: true } });
    }),
  ];
  return { state, handlers };
}

export const server = setupServer();

/** Call at the top of a test file: msw around every test, unhandled requests fail. */
export function setupFakeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
