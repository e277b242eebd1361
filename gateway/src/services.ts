import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { modules } from './modules/index.js';
import type { GatewayModule } from './modules/module.js';

type Modules = (typeof modules)[number];

/** Every feature service by module name (services.timelines is a TimelineService...). */
export type Services = {
  [M in Modules as M['name']]: M extends GatewayModule<string, infer S> ? S : never;
};

/** Builds every module's service once per process, in list order; REST routes and GraphQL resolvers share them. */
export function createServices(orm: MikroORM, config: Config, log: Logger): Services {
  const services = {} as Record<string, unknown>;
  for (const module of modules) {
    services[module.name] = module.createService({ em: orm.em, orm, config, log, services: services as Services, modules });
  }
  return services as Services;
}

/** Shuts every service down, last built first. */
export async function stopServices(services: Services): Promise<void> {
  for (const module of [...modules].reverse()) {
    const stop = module.stop as ((service: unknown) => Promise<void> | void) | undefined;
    await stop?.(services[module.name]);
  }
}
