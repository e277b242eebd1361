import type { GatewayModule } from '../module.js';
import { CostBucket } from './cost-bucket.entity.js';
import { CostBuckets } from './cost-buckets.service.js';

/** The API's cost buckets (docs/api.md#limits-and-cost): every GraphQL operation and REST call spends from its token's, session's or address's. */
export const apiCostModule: GatewayModule<'apiCost', CostBuckets> = {
  name: 'apiCost',
  entities: [CostBucket],
  createService: ({ em, config }) => new CostBuckets(em, config.api.bucket),
  stop: (buckets) => buckets.stop(),
  // a bucket idle for a day is full: its row says nothing a missing one would not
  retention: () => [{ table: 'api_cost_buckets', column: 'updated_at', days: 1 }],
};
