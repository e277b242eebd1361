import type { Config } from '../../config.js';
import type { User } from '../auth/user.entity.js';
import type { MailService } from '../mail/mail.service.js';
import type { MailLanguage } from '../mail/mail.types.js';
import { guestReservedMail, ownerNoticeMail } from '../mail/templates/index.js';

/** The mails a reservation causes, rendered from the templates (moved out of WishlistService by concern). */
export class ReservationMails {
  constructor(
    private readonly mail: MailService,
    private readonly config: Config,
  ) {}

  /** The guest's confirmation, in the language of the reserving request, with the link that cancels it. */
  async guestReserved(
    to: string,
    p: { guestName: string; itemTitle: string; wishlistTitle: string; link: string; language: MailLanguage },
  ) {
    await this.mail.send({ to, link: p.link, ...(await guestReservedMail({ ...p, publicUrl: this.config.publicUrl })) });
  }

  /** The owner's notice of a new or cancelled reservation, in the owner's language, when they want it. */
  async ownerNotice(owner: User, notice: 'reserved' | 'cancelled', item: { title: string }, wishlist: { id: string; title: string }) {
    if (!owner.notifyByEmail) return;
    const mail = await ownerNoticeMail({
      firstName: owner.firstName,
      notice,
      itemTitle: item.title,
      wishlistTitle: wishlist.title,
      wishlistId: wishlist.id,
      language: owner.language,
      publicUrl: this.config.publicUrl,
    });
    await this.mail.send({ to: owner.email, ...mail });
  }
}
