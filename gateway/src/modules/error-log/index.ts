/**
 * The error-log module's face (the API's error log): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { errorLogModule } from './error-log.module.js';
export type { ErrorLogService } from './error-log.service.js';
export { type AdminErrorLogRow } from './error-log.admin.js';
