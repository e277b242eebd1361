/**
 * The rate-limits module's face (rate limits): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { rateLimitsModule } from './rate-limits.module.js';
export type { RateLimiter } from './rate-limiter.service.js';
