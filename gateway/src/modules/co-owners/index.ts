/**
 * The co-owners module's face (co-owners of a page and co-parents): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { coOwnersModule, type CoOwnerServices } from './co-owners.module.js';
export { copyCoOwners, pageOwners } from './page-owners.js';
// each page module's `sharedWithMe` field, among its own resolvers
export { sharedWithMeResolver } from './shared-with-me.resolver.js';
// the admin's lists of pages: how many co-owners each has
export { coOwnerCounts } from './co-owner.admin.js';
