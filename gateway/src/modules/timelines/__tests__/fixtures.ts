import type { TestServer } from '../../../../test/harness.js';

export const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A valid POST /api/timelines body. */
export const timelineBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Les premiers mois de Jade',
  firstName: 'Jade',
  birthDate: daysAgo(120),
  themeColor: 'pink',
  visibility: 'private',
  ...overrides,
});

/** A valid POST /api/timelines/{id}/events body. */
export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Premier sourire',
  date: daysAgo(60),
  description: 'Pour maman, au réveil.',
  ...overrides,
});

/** Creates a timeline over REST and returns its JSON (fails the test on anything but 201). */
export async function createTimeline(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.api('POST', '/timelines', { token, body: timelineBody(overrides) });
  if (res.status !== 201) throw new Error(`create timeline failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createEvent(server: TestServer, token: string, timelineId: string, overrides: Record<string, unknown> = {}) {
  const res = await server.api('POST', `/timelines/${timelineId}/events`, { token, body: eventBody(overrides) });
  if (res.status !== 201) throw new Error(`create event failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const MISSING_ID = '2b1f1f9e-6c2c-4a8e-9d8a-3f0c1b2a4d5e';
