import { screen } from '@testing-library/react';
import { CONTRACT_VERSION, majorOf } from '@cigogne/remote-contract/contract-version';
import { checkedManifests, checkRemoteManifest } from '../src/remotes/checkedManifest';
import './support/setup';
import { renderApp } from './support/renderApp';

const ENTRY = 'https://cdn.example/wishlists/mf-manifest.json';
const manifestOf = (contractVersion?: string) =>
  JSON.stringify({ id: 'mf_wishlists', metaData: { buildInfo: { buildVersion: 'abc', ...(contractVersion ? { contractVersion } : {}) } } });
const serving = (body: string) => jest.fn(() => Promise.resolve(new Response(body, { status: 200 })));

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const bumped = `${majorOf(CONTRACT_VERSION)! + 1}.0.0`;

it('carries a semver version', () => {
  expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  expect(majorOf(CONTRACT_VERSION)).toBeGreaterThanOrEqual(1);
});

it('accepts a remote built against the same major, and hands its manifest to the federation runtime once', async () => {
  const fetchImpl = serving(manifestOf(`${majorOf(CONTRACT_VERSION)}.99.3`));
  await checkRemoteManifest('mf_wishlists', ENTRY, fetchImpl);
  const plugin = checkedManifests();
  const fetchHook = plugin.fetch as (url: string) => Promise<Response> | undefined;
  const handed = await fetchHook(ENTRY);
  expect(JSON.parse(await handed!.text())).toMatchObject({ id: 'mf_wishlists' });
  // the second time, the runtime fetches it itself
  expect(fetchHook(ENTRY)).toBeUndefined();
  expect(warn).not.toHaveBeenCalled();
});

it.each([
  ['another major', bumped],
  ['no version', undefined],
])('refuses a remote built against %s, saying why with the feature and both versions', async (_, theirs) => {
  await expect(checkRemoteManifest('mf_wishlists', ENTRY, serving(manifestOf(theirs)))).rejects.toThrow(
    /not mounted: built against @cigogne\/remote-contract/,
  );
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_wishlists'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONTRACT_VERSION));
  if (theirs) expect(warn).toHaveBeenCalledWith(expect.stringContaining(theirs));
  const fetchHook = checkedManifests().fetch as (url: string) => unknown;
  expect(fetchHook(ENTRY)).toBeUndefined();
});

it('shows the unavailable panel, not a crash, in place of a remote of another major', async () => {
  const loader = jest.fn(async () => {
    await checkRemoteManifest('mf_wishlists', ENTRY, serving(manifestOf(bumped)));
    return () => <h1>Remote wishlists page</h1>;
  });
  renderApp({ route: '/wishlists/example', loadRemote: loader });
  expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Remote wishlists page' })).not.toBeInTheDocument();
});
