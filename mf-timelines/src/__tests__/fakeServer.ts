import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Local dates as the server would send them (ISO, UTC), so ages do not depend on the test machine's zone. */
export const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

export interface FakeEvent {
  __typename: 'TimelineEvent';
  id: string;
  title: string;
  type: string | null;
  date: string;
  description: string | null;
}

export interface FakeTimeline {
  __typename: 'Timeline';
  id: string;
  title: string;
  firstName: string;
  birthDate: string;
  themeColor: string;
  visibility: 'private' | 'public';
  eventCount: number;
  isMine: boolean;
  events: FakeEvent[];
}

export function fakeEvent(id: string, title: string, date: string, description: string | null = null): FakeEvent {
  return { __typename: 'TimelineEvent', id, title, type: null, date, description };
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
    ...overrides,
    events,
    eventCount: events.length,
  };
}

const notFound = () => HttpResponse.json({ errors: [{ message: 'Not found', extensions: { code: 'notFound', status: 404 } }], data: null });

/** An in-memory gateway for the timelines operations; `calls` records every mutation's variables. */
export function fakeGateway(initial: FakeTimeline[]) {
  const state = { timelines: [...initial], calls: [] as Array<{ operation: string; variables: Record<string, unknown> }> };
  const find = (id: unknown) => state.timelines.find((t) => t.id === id);
  const summary = ({ events: _events, ...rest }: FakeTimeline) => rest;

  const handlers = [
    graphql.query('Timelines', () => HttpResponse.json({ data: { timelines: state.timelines.filter((t) => t.isMine).map(summary) } })),
    graphql.query('Timeline', ({ variables }) => {
      const timeline = find(variables.id);
      return timeline ? HttpResponse.json({ data: { timeline } }) : notFound();
    }),
    graphql.mutation('CreateTimeline', ({ variables }) => {
      state.calls.push({ operation: 'CreateTimeline', variables });
      const input = variables.input as Omit<FakeTimeline, 'id'>;
      const timeline = fakeTimeline({
        ...input,
        themeColor: input.themeColor ?? 'blue',
        id: `t${state.timelines.length + 10}`,
        events: [],
      });
      state.timelines.unshift(timeline);
      return HttpResponse.json({ data: { createTimeline: timeline } });
    }),
    graphql.mutation('UpdateTimeline', ({ variables }) => {
      state.calls.push({ operation: 'UpdateTimeline', variables });
      const timeline = find(variables.id);
      if (!timeline) return notFound();
      Object.assign(timeline, variables.input);
      return HttpResponse.json({ data: { updateTimeline: timeline } });
    }),
    graphql.mutation('DeleteTimeline', ({ variables }) => {
      state.calls.push({ operation: 'DeleteTimeline', variables });
      state.timelines = state.timelines.filter((t) => t.id !== variables.id);
      return HttpResponse.json({ data: { deleteTimeline: true } });
    }),
    graphql.mutation('CreateTimelineEvent', ({ variables }) => {
      state.calls.push({ operation: 'CreateTimelineEvent', variables });
      const timeline = find(variables.timelineId)!;
      const input = variables.input as { title: string; date: string; description?: string | null };
      const event = fakeEvent(`e${Date.now()}`, input.title, input.date, input.description ?? null);
      timeline.events = [...timeline.events, event].sort((a, b) => a.date.localeCompare(b.date));
      timeline.eventCount = timeline.events.length;
      return HttpResponse.json({ data: { createTimelineEvent: event } });
    }),
    graphql.mutation('DeleteTimelineEvent', ({ variables }) => {
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
