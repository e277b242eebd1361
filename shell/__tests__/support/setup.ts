import { forgetLoadedRemotes } from '../../src/remotes/useRemote';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  forgetLoadedRemotes();
});
afterAll(() => server.close());
