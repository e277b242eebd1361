import type { GatewayModule } from '../module.js';
import { coOwnersErasure, coOwnersExport } from './co-owner.account-data.js';
import { CoOwnerResolver } from './co-owner.resolver.js';
import { coOwnerRoutes } from './co-owner.routes.js';
import { CoParent } from './co-parent.entity.js';
import { CoParentResolver } from './co-parent.resolver.js';
import { coParentRoutes } from './co-parent.routes.js';
import { CoParentService } from './co-parent.service.js';
import { coOwnersApi } from './co-owners.openapi.js';
import { CoOwnerService } from './co-owner.service.js';
import { InvitationService } from './invitation.service.js';
import { PageCoOwner } from './page-co-owner.entity.js';
import { PageInvitation } from './page-invitation.entity.js';

export interface CoOwnerServices {
  people: CoOwnerService;
  invitations: InvitationService;
  coParents: CoParentService;
}

export const coOwnersModule: GatewayModule<'coOwners', CoOwnerServices> = {
  name: 'coOwners',
  entities: [PageCoOwner, PageInvitation, CoParent],
  createService: ({ em, config, services }) => {
    const people = new CoOwnerService(em);
    const invitations = new InvitationService(em, config, services.mail, services.rateLimits, people);
    return { people, invitations, coParents: new CoParentService(em, invitations) };
  },
  resolvers: [
    [CoOwnerResolver, (s) => new CoOwnerResolver(s.coOwners.people, s.coOwners.invitations)],
    [CoParentResolver, (s) => new CoParentResolver(s.coOwners.coParents)],
  ],
  routes: (services) => coOwnerRoutes(services).use(coParentRoutes(services)),
  api: coOwnersApi,
  // expired invitations go as the account's expired links do
  retention: (config) => [{ table: 'page_invitations', column: 'expires_at', days: config.retentionDays.resetTokens }],
  exportPart: coOwnersExport,
  erasurePart: coOwnersErasure,
};
