/**
 * The analyse module's face (reading a product page for the item form): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { analyseModule } from './analyse.module.js';
export type { AnalyseService } from './analyse.service.js';
