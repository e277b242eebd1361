import type { GatewayModule } from '../module.js';
import { RateLimitCounter } from './rate-limit-counter.entity.js';
import { RateLimiter } from './rate-limiter.service.js';

/** The one race-proof limiter (login, registration, reset mails, error-log flood cap) and its counters. */
export const rateLimitsModule: GatewayModule<'rateLimits', RateLimiter> = {
  name: 'rateLimits',
  entities: [RateLimitCounter],
  createService: ({ em }) => new RateLimiter(em),
  // a counter whose window ended counts nothing any more
  retention: (config) => [{ table: 'rate_limit_counters', column: 'expires_at', days: config.retentionDays.rateLimitCounters }],
};
