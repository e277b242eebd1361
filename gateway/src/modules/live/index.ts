/**
 * The live module's face (pages followed live): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { liveModule } from './live.module.js';
