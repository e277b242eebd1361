import type { GatewayModule } from '../module.js';
import { AnalyseResolver } from './analyse.resolver.js';
import { analyseRoutes } from './analyse.routes.js';
import { AnalyseService } from './analyse.service.js';
import { analyseApi } from './analyse.openapi.js';

export const analyseModule: GatewayModule<'analyse', AnalyseService> = {
  name: 'analyse',
  entities: [],
  createService: ({ em, config, log, services }) => new AnalyseService(em, services.rateLimits, config, log),
  resolvers: [[AnalyseResolver, (s) => new AnalyseResolver(s.analyse)]],
  routes: analyseRoutes,
  api: analyseApi,
  stop: (service) => service.close(),
};
