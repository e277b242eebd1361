/**
 * The api-tokens module's face (personal access tokens): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { apiTokensModule } from './api-tokens.module.js';
export type { ApiTokenService } from './api-tokens.service.js';
