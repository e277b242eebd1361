import { accountDataModule } from '../account-data/index.js';
import { adminModule } from '../admin/index.js';
import { authModule } from '../auth/index.js';
import { passkeysModule } from '../passkeys/index.js';
import { pushModule } from '../push/index.js';
import type { GatewayModule } from '../module.js';
import { apiTokensExport } from './api-token.account-data.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenResolver } from './api-tokens.resolver.js';
import { apiTokenRoutes } from './api-tokens.routes.js';
import { apiTokensApi } from './api-tokens.openapi.js';
import { ApiTokenService } from './api-tokens.service.js';
import { sessionOnly } from './token-scopes.js';

// no token may reach the admin area, the account's credentials (tokens included) or its devices' push subscriptions (docs/api.md#tokens)
sessionOnly(
  ApiTokenResolver,
  ...[authModule, passkeysModule, accountDataModule, adminModule, pushModule].flatMap((m) =>
    (m.resolvers ?? []).map(([resolver]) => resolver),
  ),
);

/** Personal access tokens with scopes (docs/api.md#tokens): minted by a session, used as bearer tokens on /api and /graphql. */
export const apiTokensModule: GatewayModule<'apiTokens', ApiTokenService> = {
  name: 'apiTokens',
  entities: [ApiToken],
  createService: ({ em, config }) => new ApiTokenService(em, config.api.tokensPerUser),
  resolvers: [[ApiTokenResolver, (s) => new ApiTokenResolver(s.apiTokens)]],
  routes: apiTokenRoutes,
  tokens: 'session-only',
  api: apiTokensApi,
  // an expired token is refused already: its row is kept a while to show "expired" on the account page
  retention: (config) => [{ table: 'api_tokens', column: 'expires_at', days: config.api.expiredTokenRetentionDays }],
  exportPart: apiTokensExport,
};
