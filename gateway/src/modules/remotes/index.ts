/**
 * The remotes module's face (the frontends' remotes registry): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { remotesModule } from './remotes.module.js';
export type { RemotesService } from './remotes.service.js';
