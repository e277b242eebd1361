// jest loads global setup outside its ESM transform; TypeScript comes in through swc-node's hooks.
import { register } from 'node:module';
register('@swc-node/register/esm', import.meta.url);
const { default: setup } = await import('./global-setup.ts');
export default setup;
