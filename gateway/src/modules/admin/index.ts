/**
 * The admin module's face (the operators' area): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { adminModule } from './admin.module.js';
export type { AdminService } from './admin.service.js';
