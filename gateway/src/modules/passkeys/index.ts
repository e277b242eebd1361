/**
 * The passkeys module's face: its descriptor. Everything else in the folder is its own
 * (eslint.config.js, GATEWAY_ZONES).
 */
export { passkeysModule } from './passkeys.module.js';
