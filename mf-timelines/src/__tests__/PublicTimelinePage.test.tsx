import { computeAge, formatAge } from '@cigogne/ui/format/age';
import { screen, within } from '@testing-library/react';
import { at, fakeEvent, fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const lea = fakeTimeline({
  id: 't1',
  birthDate: at(2024, 1, 31, 10, 30),
  events: [
    fakeEvent('e0', 'Première échographie', at(2023, 9, 12), 'On entend son cœur.'),
    fakeEvent('e1', 'Premier sourire', at(2024, 3, 1)),
    fakeEvent('e2', 'Premiers pas', at(2024, 11, 15), 'Trois pas vers papa.'),
  ],
});

it('shows the banner, the running age and every event with its date and the age that day', async () => {
  server.use(...fakeGateway([lea]).handlers);
  renderTimelines('/timelines/t1');

  expect(await screen.findByRole('heading', { level: 1, name: 'Les premiers pas de Léa' })).toBeInTheDocument();
  const now = formatAge(computeAge(lea.birthDate, new Date())!, 'fr');
  expect(screen.getByText(`Léa a ${now}`.replace(/\s/g, ' '))).toBeInTheDocument();

  const events = within(screen.getByRole('list', { name: 'Événements de la frise' })).getAllByRole('listitem');
  expect(events).toHaveLength(3);
  expect(within(events[0]).getByRole('heading', { name: 'Première échographie' })).toBeInTheDocument();
  expect(within(events[0]).getByText('avant la naissance')).toBeInTheDocument();
  expect(within(events[1]).getByText('1er mars 2024')).toBeInTheDocument();
  expect(within(events[1]).getByText('à 1 mois, 1 jour')).toBeInTheDocument();
  expect(within(events[2]).getByText('15 novembre 2024')).toBeInTheDocument();
  expect(within(events[2]).getByText('à 9 mois, 15 jours')).toBeInTheDocument();
  expect(within(events[2]).getByText('Trois pas vers papa.')).toBeInTheDocument();
});

it('offers Manage to the owner only', async () => {
  server.use(...fakeGateway([lea]).handlers);
  renderTimelines('/timelines/t1');
  expect(await screen.findByRole('link', { name: /Gérer/ })).toHaveAttribute('href', '/timelines/t1/manage');
});

it('works signed out, without the Manage button, in English too', async () => {
  server.use(...fakeGateway([{ ...lea, isMine: false }]).handlers);
  renderTimelines('/timelines/t1', { user: null, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Les premiers pas de Léa' })).toBeInTheDocument();
  expect(screen.getByText('at 1 month, 1 day')).toBeInTheDocument();
  expect(screen.getByText('before birth')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Manage/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1');
});

it('shows the not-found page for an absent or inaccessible timeline', async () => {
  server.use(...fakeGateway([]).handlers);
  renderTimelines('/timelines/missing', { user: null });
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retour à l’accueil' })).toBeInTheDocument();
});

it("shows the not-found page on the manage screen of someone else's public timeline", async () => {
  server.use(...fakeGateway([{ ...lea, isMine: false }]).handlers);
  renderTimelines('/timelines/t1/manage');
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});

it('sends signed-out visitors of protected screens to the login page', async () => {
  server.use(...fakeGateway([lea]).handlers);
  renderTimelines('/timelines/t1/manage', { user: null });
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

it('shows the not-found page for unknown paths', async () => {
  renderTimelines('/timelines/t1/unknown/path');
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});
