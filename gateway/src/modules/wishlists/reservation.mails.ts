import type { Config } from '../../config.js';
import type { User } from '../auth/index.js';
import type { Mail, MailLanguage } from '../mail/index.js';
import { guestReservedMail, ownerNoticeMail, type MailShare } from '../mail/index.js';

/**
 * The mails a reservation causes, rendered from the templates. Rendered before the caller's
 * transaction and queued inside it (MailService.send), so no lock waits on a render.
 */
export class ReservationMails {
  constructor(private readonly config: Config) {}

  /** The guest's confirmation, in the language of the reserving request, with the link that cancels it. */
  async guestReserved(
    to: string,
    p: { guestName: string; itemTitle: string; wishlistTitle: string; link: string; language: MailLanguage; share: MailShare },
  ): Promise<Mail> {
    return { to, link: p.link, ...(await guestReservedMail({ ...p, publicUrl: this.config.publicUrl })) };
  }

  /** The owner's notice of a new or cancelled reservation (its units or pledge), in the owner's language; null when they turned notices off. */
  async ownerNotice(
    owner: User,
    notice: 'reserved' | 'cancelled',
    item: { title: string },
    wishlist: { id: string; title: string },
    share: MailShare,
  ): Promise<Mail | null> {
    if (!owner.notifyByEmail) return null;
    const mail = await ownerNoticeMail({
      firstName: owner.firstName,
      notice,
      itemTitle: item.title,
      wishlistTitle: wishlist.title,
      wishlistId: wishlist.id,
      language: owner.language,
      publicUrl: this.config.publicUrl,
      share,
    });
    return { to: owner.email, ...mail };
  }
}
