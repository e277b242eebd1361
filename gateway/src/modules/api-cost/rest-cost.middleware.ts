import type { RequestHandler } from 'express';
import { bucketKey } from './bucket-key.js';
import type { CostBuckets } from './cost-buckets.service.js';
import { refusals } from '../../observability/metrics.js';
import { throttled } from './throttled.js';

/** What a REST call costs (docs/api.md#limits-and-cost): a read as one object, a write as a mutation. */
export const REST_READ_COST = 1;
export const REST_WRITE_COST = 10;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * In front of every /api route: charges the call to its bucket and says so in `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the bucket is full); over it, 429
 * `THROTTLED` with Retry-After, and the route does not run.
 */
export function restCost(buckets: CostBuckets): RequestHandler {
  return async (req, res, next) => {
    const cost = READS.has(req.method) ? REST_READ_COST : REST_WRITE_COST;
    const { charged, status } = await buckets.charge(bucketKey(res.locals, req.ip ?? ''), cost);
    res.setHeader('RateLimit-Limit', String(status.maximumAvailable));
    res.setHeader('RateLimit-Remaining', String(status.currentlyAvailable));
    res.setHeader('RateLimit-Reset', String(Math.ceil((status.maximumAvailable - status.currentlyAvailable) / status.restoreRate)));
    if (!charged) {
      res.setHeader('Retry-After', String(buckets.retryAfter(cost, status)));
      refusals.inc({ rule: 'cost:rest' });
      throw throttled();
    }
    next();
  };
}
