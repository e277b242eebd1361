import { defineFrontend } from '@cigogne/tooling/frontend';

// The host: no build-time remotes, they come from /app/remotes.json at run time.
export default defineFrontend({ name: 'shell', port: 3000 });
