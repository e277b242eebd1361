/**
 * The predictions module's face (birth predictions): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { predictionsModule, type PredictionServices } from './predictions.module.js';
export { type AdminPredictionRow } from './prediction.admin.js';
export { Prediction } from './prediction.entity.js';
