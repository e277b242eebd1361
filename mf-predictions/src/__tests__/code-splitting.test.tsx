import { screen } from '@testing-library/react';
import { fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

// Each screen module records when it is evaluated: a guest answering must not load the owner's
// screens, and the charts load with the stats screen only. A function declaration and a global:
// jest.mock factories are hoisted above the file's constants.
function screenModule(name: string, path: string) {
  ((globalThis as { loadedScreens?: string[] }).loadedScreens ??= []).push(name);
  return jest.requireActual(path);
}
jest.mock('../pages/GuestPredictionPage', () => screenModule('guest', '../pages/GuestPredictionPage'));
jest.mock('../pages/PredictionListPage', () => screenModule('list', '../pages/PredictionListPage'));
jest.mock('../pages/PredictionFormPage', () => screenModule('form', '../pages/PredictionFormPage'));
jest.mock('../pages/ManagePredictionPage', () => screenModule('manage', '../pages/ManagePredictionPage'));
jest.mock('../pages/SharePredictionPage', () => screenModule('share', '../pages/SharePredictionPage'));
jest.mock('../pages/PredictionStatsPage', () => screenModule('stats', '../pages/PredictionStatsPage'));
jest.mock('../components/BarChart', () => screenModule('charts', '../components/BarChart'));

setupFakeServer();

beforeEach(() => {
  (globalThis as { loadedScreens?: string[] }).loadedScreens = [];
});

it('loads only the guest wizard for a guest', async () => {
  server.use(...fakeGateway([fakePrediction({ id: 'p1' })], { guest: true }).handlers);
  renderPredictions('/predictions/p1', { user: null });

  expect(await screen.findByRole('heading', { name: 'Quel est votre prénom ?' })).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['guest']);
});

it('does not load the charts on the other owner screens', async () => {
  server.use(...fakeGateway([fakePrediction({ id: 'p1' })]).handlers);
  renderPredictions('/predictions/p1/manage');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pronostic pour Gabriel' })).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['manage']);
});

it('loads the charts on the stats route', async () => {
  server.use(...fakeGateway([fakePrediction({ id: 'p1' })]).handlers);
  renderPredictions('/predictions/p1/stats');
  expect(await screen.findByRole('figure', { name: 'Fille ou garçon' })).toBeInTheDocument();
  expect((globalThis as { loadedScreens?: string[] }).loadedScreens).toEqual(['stats', 'charts']);
});
