import { accountDataModule } from './account-data/account-data.module.js';
import { adminModule } from './admin/admin.module.js';
import { analyseModule } from './analyse/analyse.module.js';
import { apiCostModule } from './api-cost/api-cost.module.js';
import { apiTokensModule } from './api-tokens/api-tokens.module.js';
import { authModule } from './auth/auth.module.js';
import { coOwnersModule } from './co-owners/co-owners.module.js';
import { contactModule } from './contact/contact.module.js';
import { errorLogModule } from './error-log/error-log.module.js';
import { liveModule } from './live/live.module.js';
import { mailModule } from './mail/mail.module.js';
import { passkeysModule } from './passkeys/passkeys.module.js';
import { photosModule } from './photos/photos.module.js';
import { pushModule } from './push/push.module.js';
import { predictionsModule } from './predictions/predictions.module.js';
import { rateLimitsModule } from './rate-limits/rate-limits.module.js';
import { remotesModule } from './remotes/remotes.module.js';
import { timelineBookModule } from './timeline-book/timeline-book.module.js';
import { timelinesModule } from './timelines/timelines.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';
import { wishlistsModule } from './wishlists/wishlists.module.js';

/**
 * Every module of the gateway, the one list: entities, services, the GraphQL schema and the REST
 * router are built from it. A service may use the services of modules listed before it.
 */
export const modules = [
  rateLimitsModule,
  apiCostModule,
  mailModule,
  errorLogModule,
  authModule,
  // sign-ins with a passkey open auth's sessions
  passkeysModule,
  apiTokensModule,
  contactModule,
  // timeline events' photos: the timelines module removes their files with the rows above them
  photosModule,
  // before the modules whose pages it serves live
  liveModule,
  // before the modules whose changes it announces to their owners' endpoints
  webhooksModule,
  // before the modules whose changes it pushes to their owners' devices
  pushModule,
  timelinesModule,
  // a timeline's baby book: its events and their photos
  timelineBookModule,
  wishlistsModule,
  predictionsModule,
  // invites and lists the co-owners of the pages above
  coOwnersModule,
  analyseModule,
  adminModule,
  // the remotes registry and its admin view (GET /api/admin/remotes, behind the admin guard)
  remotesModule,
  // reads and erases what every feature module above stores for an account
  accountDataModule,
] as const;
