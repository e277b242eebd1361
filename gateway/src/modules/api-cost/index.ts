/**
 * The api-cost module's face (what a caller's API requests cost): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { apiCostModule } from './api-cost.module.js';
export type { CostBuckets } from './cost-buckets.service.js';
