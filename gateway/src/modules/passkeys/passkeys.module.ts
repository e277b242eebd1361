import type { GatewayModule } from '../module.js';
import { passkeysExport } from './passkey.account-data.js';
import { PasskeyChallenge } from './passkey-challenge.entity.js';
import { Passkey } from './passkey.entity.js';
import { passkeysApi } from './passkeys.openapi.js';
import { PasskeysResolver } from './passkeys.resolver.js';
import { passkeyRoutes } from './passkeys.routes.js';
import { PasskeysService } from './passkeys.service.js';

/** Passkeys (docs/product.md#passkeys): WebAuthn credentials that sign in without a password. */
export const passkeysModule: GatewayModule<'passkeys', PasskeysService> = {
  name: 'passkeys',
  entities: [Passkey, PasskeyChallenge],
  createService: ({ em, config, services }) => new PasskeysService(em, config, services.auth, services.rateLimits),
  resolvers: [[PasskeysResolver, (s) => new PasskeysResolver(s.passkeys)]],
  routes: passkeyRoutes,
  // the account's credentials: no personal access token lists, adds or removes one
  tokens: 'session-only',
  api: passkeysApi,
  // a challenge past its five minutes can never be used
  retention: () => [{ table: 'passkey_challenges', column: 'expires_at', days: 1 }],
  // erasing the account deletes its rows (foreign key, on delete cascade)
  exportPart: passkeysExport,
};
