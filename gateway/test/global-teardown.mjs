import { register } from 'node:module';
register('@swc-node/register/esm', import.meta.url);
const { default: teardown } = await import('./global-teardown.ts');
export default teardown;
