import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from '@cigogne/ui/router';
import type { DashboardCardProps, RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import { HEADER_HEIGHT_PROPERTY, heightBelowHeader } from '@cigogne/remote-contract/layout';
import { HEADER_HEIGHT } from '@cigogne/ui/theme/theme';
import { fetchRemotesManifest, resetRemotesManifest } from '../src/remotes/remotesManifest';
import './support/setup';
import { remotesServing, renderApp } from './support/renderApp';
import { meAnswers, server } from './support/server';

const UNAVAILABLE = 'This section is unavailable right now.';

/** A stand-in for mf_timelines' './routes': a public page and a protected one. */
function TimelinesRoutes({ basePath, user, requireAuth }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={requireAuth(<h1>My timelines of {user?.firstName}</h1>)} />
      <Route path=":id" element={<h1>Public timeline ({user ? 'signed in' : 'visitor'})</h1>} />
      <Route path="*" element={<Link to={`${basePath}/t1`}>somewhere</Link>} />
    </Routes>
  );
}

function TimelinesCard({ basePath, user }: DashboardCardProps) {
  return (
    <section>
      <h2>Timelines card for {user.firstName}</h2>
      <Link to={basePath}>All timelines</Link>
    </section>
  );
}

function Crashing(): never {
  throw new Error('boom');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows the unavailable panel with Retry for a missing remote, and keeps the app working', async () => {
  server.use(meAnswers());
  const { user } = renderApp({ route: '/predictions', token: 'jwt-1' });

  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
});

it('retries a remote that failed, and shows it once it loads', async () => {
  let fail = true;
  const loader = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(TimelinesRoutes)));
  const { user } = renderApp({ route: '/timelines/t1', loadRemote: loader });

  await screen.findByText(UNAVAILABLE);
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Public timeline (visitor)' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('mf_timelines', './routes', { force: true });
});

it('mounts /timelines/* for visitors, and the remote guards its own protected pages', async () => {
  const loader = remotesServing({ 'mf_timelines/./routes': TimelinesRoutes });
  renderApp({ route: '/timelines', loadRemote: loader });
  // the protected index sends the visitor to login
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});

it('sets the header height on its layout: a remote sizes its loaders below the header with it', async () => {
  const loader = remotesServing({ 'mf_timelines/./routes': TimelinesRoutes });
  renderApp({ route: '/timelines/t1', loadRemote: loader });
  const page = await screen.findByRole('heading', { name: 'Public timeline (visitor)' });
  expect(page.closest<HTMLElement>('.app-layout')?.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe(`${HEADER_HEIGHT}px`);
  expect(heightBelowHeader()).toBe('calc(100vh - var(--cigogne-header-height, 64px))');
  expect(heightBelowHeader('64px')).toBe('calc(100vh - var(--cigogne-header-height, 64px) - 64px)');
});

it('gives the remote the signed-in user', async () => {
  server.use(meAnswers());
  const loader = remotesServing({ 'mf_timelines/./routes': TimelinesRoutes });
  renderApp({ route: '/timelines', token: 'jwt-1', loadRemote: loader });
  expect(await screen.findByRole('heading', { name: 'My timelines of Camille' })).toBeInTheDocument();
});

it('fills the dashboard with the remote cards, and the panel where a remote is unavailable', async () => {
  server.use(meAnswers());
  const loader = remotesServing({ 'mf_timelines/./dashboard-card': TimelinesCard });
  renderApp({ route: '/', token: 'jwt-1', loadRemote: loader });

  expect(await screen.findByRole('heading', { name: 'Timelines card for Camille' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText(UNAVAILABLE)).toHaveLength(2));
  expect(screen.getByRole('heading', { name: 'Predictions' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Birth lists' })).toBeInTheDocument();
});

it('shows the panel in place of a remote that throws while rendering', async () => {
  server.use(meAnswers());
  const loader = remotesServing({ 'mf_timelines/./dashboard-card': Crashing });
  renderApp({ route: '/', token: 'jwt-1', loadRemote: loader });

  await waitFor(() => expect(screen.getAllByText(UNAVAILABLE)).toHaveLength(3));
  expect(screen.getByRole('heading', { name: 'Hello Camille' })).toBeInTheDocument();
});

it('says it in French too', async () => {
  renderApp({ route: '/wishlists/example', language: 'fr' });
  expect(await screen.findByText('Cette section est indisponible pour le moment.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

describe('/app/remotes.json', () => {
  afterEach(() => resetRemotesManifest());

  it('is read once for the manifest URL of each remote', async () => {
    let reads = 0;
    server.use(
      http.get('http://localhost/app/remotes.json', () => {
        reads += 1;
        return HttpResponse.json({ mf_timelines: '/mf/timelines/mf-manifest.json', junk: 3 });
      }),
    );
    const fetchLocal = (url: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(url), 'http://localhost'), init);
    expect(await fetchRemotesManifest(fetchLocal)).toEqual({ mf_timelines: '/mf/timelines/mf-manifest.json' });
    await fetchRemotesManifest(fetchLocal);
    expect(reads).toBe(1);
  });

  it('is fetched again after a failure', async () => {
    let fail = true;
    server.use(
      http.get('http://localhost/app/remotes.json', () =>
        fail ? new HttpResponse(null, { status: 404 }) : HttpResponse.json({ mf_admin: '/mf/admin/mf-manifest.json' }),
      ),
    );
    const fetchLocal = (url: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(url), 'http://localhost'), init);
    await expect(fetchRemotesManifest(fetchLocal)).rejects.toThrow('404');
    fail = false;
    expect(await fetchRemotesManifest(fetchLocal)).toEqual({ mf_admin: '/mf/admin/mf-manifest.json' });
  });
});

it('mounts /admin/* for admins', async () => {
  server.use(meAnswers({ ...(await import('./support/server')).camille, isAdmin: true }));
  const AdminRoutes = () => <h1>Admin users</h1>;
  const loader = remotesServing({ 'mf_admin/./routes': AdminRoutes });
  const { user } = renderApp({ route: '/admin/users', token: 'jwt-1', loadRemote: loader });

  expect(await screen.findByRole('heading', { name: 'Admin users' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Camille Martin’s menu' }));
  expect(await screen.findByRole('menuitem', { name: /Administration/ })).toBeInTheDocument();
});
