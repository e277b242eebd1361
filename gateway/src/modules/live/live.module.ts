import { LivePages } from '../../common/live/live-pages.js';
import type { GatewayModule } from '../module.js';

/**
 * Live updates of the guest pages (docs/architecture.md#live-updates): the process's subscriptions
 * and its one LISTEN connection (opened with the first subscription). The feature modules listed
 * after it register their pages (`services.live.watch`); their subscriptions are GraphQL's, served
 * as server-sent events at /graphql/stream.
 */
export const liveModule: GatewayModule<'live', LivePages> = {
  name: 'live',
  entities: [],
  createService: ({ orm, log }) => new LivePages(orm.config.get('clientUrl')!, log),
  stop: (live) => live.stop(),
};
