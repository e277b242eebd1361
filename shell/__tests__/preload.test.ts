import { FEATURES } from '@cigogne/remote-contract/features';
import { preloadInitialRoute } from '../src/routes/AppRoutes';

const remoteLoader = () => jest.fn(() => Promise.reject(new Error('remote down')));

it("starts loading the remote's routes for a URL under a feature's prefix, and ignores its failure", async () => {
  const feature = FEATURES.find((f) => !f.adminOnly)!;
  const loadRemote = remoteLoader();
  preloadInitialRoute(`${feature.routePrefix}/t1`, loadRemote);
  preloadInitialRoute(feature.routePrefix, loadRemote);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(loadRemote).toHaveBeenCalledWith(feature.container, './routes');
  await Promise.resolve(); // a rejected preload is no unhandled rejection (jest would fail the test)
});

it('loads no remote for a shell page or a path that only starts like a prefix', () => {
  const loadRemote = remoteLoader();
  for (const path of ['/login', '/', '/account', `${FEATURES[0]!.routePrefix}-x`]) preloadInitialRoute(path, loadRemote);
  expect(loadRemote).not.toHaveBeenCalled();
});
