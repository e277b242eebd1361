import { sharedWithMeResolver } from '../co-owners/index.js';
import type { GatewayModule } from '../module.js';
import { timelinesExport } from './timeline.account-data.js';
import { TimelineEvent } from './timeline-event.entity.js';
import { Timeline } from './timeline.entity.js';
import { TimelineResolver } from './timeline.resolver.js';
import { timelineRoutes } from './timeline.routes.js';
import { TimelineService } from './timeline.service.js';
import { timelinesApi } from './timelines.openapi.js';

const TimelineSharedResolver = sharedWithMeResolver(Timeline);

export const timelinesModule: GatewayModule<'timelines', TimelineService> = {
  name: 'timelines',
  entities: [Timeline, TimelineEvent],
  createService: ({ em, services }) => new TimelineService(em, services.photos),
  resolvers: [
    [TimelineResolver, (s) => new TimelineResolver(s.timelines)],
    [TimelineSharedResolver, () => new TimelineSharedResolver()],
  ],
  routes: timelineRoutes,
  api: timelinesApi,
  exportPart: timelinesExport,
};
