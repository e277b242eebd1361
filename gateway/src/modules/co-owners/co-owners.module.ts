import type { FeatureModule } from '../module.js';
import { CoOwnerResolver } from './co-owner.resolver.js';
import { coOwnerRoutes } from './co-owner.routes.js';
import { coOwnersApi } from './co-owners.openapi.js';
import { CoOwnerService } from './co-owner.service.js';
import { InvitationService } from './invitation.service.js';
import { PageCoOwner } from './page-co-owner.entity.js';
import { PageInvitation } from './page-invitation.entity.js';
import { PredictionSharedResolver, TimelineSharedResolver, WishlistSharedResolver } from './shared-with-me.resolver.js';

export interface CoOwnerServices {
  people: CoOwnerService;
  invitations: InvitationService;
}

export const coOwnersModule: FeatureModule<'coOwners', CoOwnerServices> = {
  name: 'coOwners',
  entities: [PageCoOwner, PageInvitation],
  createService: ({ em, config, services }) => {
    const people = new CoOwnerService(em);
    return { people, invitations: new InvitationService(em, config, services.mail, services.rateLimits, people) };
  },
  resolvers: [
    [CoOwnerResolver, (s) => new CoOwnerResolver(s.coOwners.people, s.coOwners.invitations)],
    [PredictionSharedResolver, () => new PredictionSharedResolver()],
    [WishlistSharedResolver, () => new WishlistSharedResolver()],
    [TimelineSharedResolver, () => new TimelineSharedResolver()],
  ],
  routes: coOwnerRoutes,
  api: coOwnersApi,
  // expired invitations go as the account's expired links do
  retention: (config) => [{ table: 'page_invitations', column: 'expires_at', days: config.retentionDays.resetTokens }],
};
