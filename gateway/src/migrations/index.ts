// Written by `npm run db:migration:create`: every migration, in order.
import { Migration20261122215543_Initial } from './Migration20261122215543_Initial.js';
import { Migration20261122220232_Timelines } from './Migration20261122220232_Timelines.js';
import { Migration20261123005359_PasswordResetTokenUserIndex } from './Migration20261123005359_PasswordResetTokenUserIndex.js';
import { Migration20261123005538_RateLimitCounters } from './Migration20261123005538_RateLimitCounters.js';
import { Migration20261123010138_MailOutboxCreatedAtIndex } from './Migration20261123010138_MailOutboxCreatedAtIndex.js';
import { Migration20261123020341_Wishlists } from './Migration20261123020341_Wishlists.js';
import { Migration20261123030810_AdminArea } from './Migration20261123030810_AdminArea.js';
import { Migration20261123031110_Predictions } from './Migration20261123031110_Predictions.js';
import { Migration20261125085308_ReservationEmailRetention } from './Migration20261125085308_ReservationEmailRetention.js';
import { Migration20261125085442_PredictionClosedAt } from './Migration20261125085442_PredictionClosedAt.js';
import { Migration20261125085624_SessionsAndEmailVerification } from './Migration20261125085624_SessionsAndEmailVerification.js';
import { Migration20261125100000_PageVersions } from './Migration20261125100000_PageVersions.js';
import { Migration20261125100149_MailDeliveryStatus } from './Migration20261125100149_MailDeliveryStatus.js';
import { Migration20261125101041_BirthAnnouncement } from './Migration20261125101041_BirthAnnouncement.js';
import { Migration20261126182815_QuantitiesGroupGiftsThanks } from './Migration20261126182815_QuantitiesGroupGiftsThanks.js';
import { Migration20261126190000_PageChangeNotify } from './Migration20261126190000_PageChangeNotify.js';
import { Migration20261126190742_Photos } from './Migration20261126190742_Photos.js';
import { Migration20261126213232_CoOwners } from './Migration20261126213232_CoOwners.js';
import { Migration20261126213409_ApiTokens } from './Migration20261126213409_ApiTokens.js';
import { Migration20261126213523_Webhooks } from './Migration20261126213523_Webhooks.js';
import { Migration20261126214704_ApiCostBuckets } from './Migration20261126214704_ApiCostBuckets.js';
import { Migration20261128130000_ThankNotes } from './Migration20261128130000_ThankNotes.js';
import { Migration20261128133000_CredentialEndNotify } from './Migration20261128133000_CredentialEndNotify.js';
import { Migration20261128162758_ApiCostLeases } from './Migration20261128162758_ApiCostLeases.js';
import { Migration20261128170000_CoParents } from './Migration20261128170000_CoParents.js';
import { Migration20261128170000_ItemPhotos } from './Migration20261128170000_ItemPhotos.js';

export const migrationsList = [{ name: 'Migration20261122215543_Initial', class: Migration20261122215543_Initial }, { name: 'Migration20261122220232_Timelines', class: Migration20261122220232_Timelines }, { name: 'Migration20261123005359_PasswordResetTokenUserIndex', class: Migration20261123005359_PasswordResetTokenUserIndex }, { name: 'Migration20261123005538_RateLimitCounters', class: Migration20261123005538_RateLimitCounters }, { name: 'Migration20261123010138_MailOutboxCreatedAtIndex', class: Migration20261123010138_MailOutboxCreatedAtIndex }, { name: 'Migration20261123020341_Wishlists', class: Migration20261123020341_Wishlists }, { name: 'Migration20261123030810_AdminArea', class: Migration20261123030810_AdminArea }, { name: 'Migration20261123031110_Predictions', class: Migration20261123031110_Predictions }, { name: 'Migration20261125085308_ReservationEmailRetention', class: Migration20261125085308_ReservationEmailRetention }, { name: 'Migration20261125085442_PredictionClosedAt', class: Migration20261125085442_PredictionClosedAt }, { name: 'Migration20261125085624_SessionsAndEmailVerification', class: Migration20261125085624_SessionsAndEmailVerification }, { name: 'Migration20261125100000_PageVersions', class: Migration20261125100000_PageVersions }, { name: 'Migration20261125100149_MailDeliveryStatus', class: Migration20261125100149_MailDeliveryStatus }, { name: 'Migration20261125101041_BirthAnnouncement', class: Migration20261125101041_BirthAnnouncement }, { name: 'Migration20261126182815_QuantitiesGroupGiftsThanks', class: Migration20261126182815_QuantitiesGroupGiftsThanks }, { name: 'Migration20261126190000_PageChangeNotify', class: Migration20261126190000_PageChangeNotify }, { name: 'Migration20261126190742_Photos', class: Migration20261126190742_Photos }, { name: 'Migration20261126213232_CoOwners', class: Migration20261126213232_CoOwners }, { name: 'Migration20261126213409_ApiTokens', class: Migration20261126213409_ApiTokens }, { name: 'Migration20261126213523_Webhooks', class: Migration20261126213523_Webhooks }, { name: 'Migration20261126214704_ApiCostBuckets', class: Migration20261126214704_ApiCostBuckets }, { name: 'Migration20261128130000_ThankNotes', class: Migration20261128130000_ThankNotes }, { name: 'Migration20261128133000_CredentialEndNotify', class: Migration20261128133000_CredentialEndNotify }, { name: 'Migration20261128162758_ApiCostLeases', class: Migration20261128162758_ApiCostLeases }, { name: 'Migration20261128170000_CoParents', class: Migration20261128170000_CoParents }, { name: 'Migration20261128170000_ItemPhotos', class: Migration20261128170000_ItemPhotos }];
