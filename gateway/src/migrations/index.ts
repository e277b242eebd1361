// Written by `npm run db:migration:create`: every migration, in order.
import { Migration20261122215543_Initial } from './Migration20261122215543_Initial.js';
import { Migration20261122220232_Timelines } from './Migration20261122220232_Timelines.js';
import { Migration20261123005538_RateLimitCounters } from './Migration20261123005538_RateLimitCounters.js';

export const migrationsList = [{ name: 'Migration20261122215543_Initial', class: Migration20261122215543_Initial }, { name: 'Migration20261122220232_Timelines', class: Migration20261122220232_Timelines }, { name: 'Migration20261123005538_RateLimitCounters', class: Migration20261123005538_RateLimitCounters }];
