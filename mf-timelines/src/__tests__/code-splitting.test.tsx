import { screen } from '@testing-library/react';
import { fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

// Each screen module records when it is evaluated: a guest on a public timeline must not load the
// owner's screens (each is its own chunk). A function declaration and a global: jest.mock
// factories are hoisted above the file's constants.
function screenModule(name: string, path: string) {
  ((globalThis as { loadedScreens?: string[] }).loadedScreens ??= []).push(name);
  return jest.requireActual(path);
}
jest.mock('../pages/PublicTimelinePage', () => screenModule('public', '../pages/PublicTimelinePage'));
jest.mock('../pages/TimelineListPage', () => screenModule('list', '../pages/TimelineListPage'));
jest.mock('../pages/TimelineFormPage', () => screenModule('form', '../pages/TimelineFormPage'));
jest.mock('../pages/ManageTimelinePage', () => screenModule('manage', '../pages/ManageTimelinePage'));
jest.mock('../pages/ShareTimelinePage', () => screenModule('share', '../pages/ShareTimelinePage'));
jest.mock('../pages/EventFormPage', () => screenModule('event-form', '../pages/EventFormPage'));

setupFakeServer();

it('loads only the public view for a guest on a public timeline', async () => {
  const timeline = fakeTimeline({ id: 't1', isMine: false });
  server.use(...fakeGateway([timeline]).handlers);
  renderTimelines('/timelines/t1', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: timeline.title })).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['public']);
});
