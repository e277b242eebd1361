/**
 * The account-data module's face (a family's data: the export and the erasure of an account): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { accountDataModule } from './account-data.module.js';
export type { AccountDataService } from './account-data.service.js';
