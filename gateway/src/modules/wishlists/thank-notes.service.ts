import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { loadOwned } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import type { Config } from '../../config.js';
import { enqueue } from '../../queue/queue.js';
import { requireUser } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import type { Mail, MailLanguage } from '../mail/index.js';
import { thankNoteMail } from '../mail/index.js';
import { ThankNoteInput } from './dto/wishlist.inputs.js';
import { reservationNotFound } from './reservation.service.js';
import { Wishlist } from './wishlist.entity.js';
import { reservationDataOf } from './wishlist.read.js';
import { reservationsFor, type ReservationView } from './wishlist.rules.js';
import type { WishlistItemService } from './wishlist-items.service.js';

/** The queue task that mails one note of "thank everyone". */
export const THANK_NOTE_TASK = 'thank_note_send';
/** A note job retries a few times (a database hiccup); its mail has the mail queue's own retries. */
const THANK_NOTE_MAX_ATTEMPTS = 5;

export const alreadyThanked = () => new DomainError('alreadyThanked', 409);
export const guestEmailNotKept = () => new DomainError('guestEmailNotKept', 409);

/** The placeholder the family writes once for everyone: each guest's name takes its place. */
const NAME_PLACEHOLDER = '{name}';
const withName = (note: string, name: string) => note.split(NAME_PLACEHOLDER).join(name);
const languageOf = (language: string | null | undefined): MailLanguage => (language === 'en' ? 'en' : 'fr');

interface NoteRow {
  email: string | null;
  name: string;
  language: string | null;
  thank_note: string;
  wishlist_id: string;
}

/**
 * Thank-you notes mailed from Cigogne (docs/product.md#thank-you-notes), by the owner or a
 * co-owner. A note is sent once per reservation, whoever asks and however often: the database
 * decides, by one conditional UPDATE that only the first caller wins (`thank_note is null`). One
 * note goes out at once on the caller's transaction, with the guest's daily mail cap claimed
 * first; "thank everyone" claims every guest not yet thanked in one UPDATE and leaves each mail to
 * a job of the queue, which mails it once (`thank_note_at` is set by the job's own claim).
 */
export class ThankNoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: WishlistItemService,
    private readonly mail: MailService,
    private readonly config: Config,
  ) {}

  /**
   * Mails one guest the note and marks them thanked. 409 `guestEmailNotKept` when the address was
   * blanked (the owner may still mark them thanked), 409 `alreadyThanked` when a note was sent,
   * 429 when the guest's daily mail cap is spent.
   */
  async thankOne(
    userId: string | undefined,
    wishlistId: string,
    itemId: string,
    reservationId: string,
    body: unknown,
  ): Promise<ReservationView> {
    assertId(reservationId);
    const item = await this.items.owned(userId, wishlistId, itemId);
    const input = await parseInput(ThankNoteInput, body);
    const sender = await requireUser(this.em, userId);
    const reservation = item.reservations.getItems().find((r) => r.id === reservationId);
    if (!reservation) throw reservationNotFound();
    if (!reservation.email) throw guestEmailNotKept();
    if (reservation.thankNote) throw alreadyThanked();
    const note = withName(input.message, reservation.name);
    // rendered before the transaction: it holds the recipient's mail counter locked until it commits
    const mail = await this.render(reservation.email, sender.firstName, note, wishlistId, reservation.language);
    await this.em.transactional(async (em) => {
      await this.mail.claim(reservation.email!);
      const won: { id: string }[] = await em.getConnection().execute(
        `update reservations set thank_note = ?, thank_note_at = now(), thanked_at = coalesce(thanked_at, now())
            where id = ? and thank_note is null and email is not null returning id`,
        [note, reservationId],
        'all',
        em.getTransactionContext(),
      );
      if (!won.length) throw alreadyThanked();
      await this.mail.send(mail, { claimed: true });
    });
    await this.em.refresh(reservation);
    return reservationsFor([reservationDataOf(reservation)], true)![0];
  }

  /** Queues one note to each guest of the list not yet thanked whose e-mail is kept, each with their name; how many. */
  async thankAll(userId: string | undefined, wishlistId: string, body: unknown): Promise<{ queued: number }> {
    await loadOwned(this.em, Wishlist, userId, wishlistId);
    const input = await parseInput(ThankNoteInput, body);
    const sender = await requireUser(this.em, userId);
    return this.em.transactional(async (em) => {
      const claimed: { id: string }[] = await em.getConnection().execute(
        `update reservations r set thank_note = replace(?, ?, r.name), thanked_at = now()
           from wishlist_items i
          where i.id = r.item_id and i.wishlist_id = ? and r.thanked_at is null and r.thank_note is null and r.email is not null
          returning r.id`,
        [input.message, NAME_PLACEHOLDER, wishlistId],
        'all',
        em.getTransactionContext(),
      );
      for (const { id } of claimed)
        await enqueue(em, THANK_NOTE_TASK, { id, from: sender.firstName }, { maxAttempts: THANK_NOTE_MAX_ATTEMPTS });
      return { queued: claimed.length };
    });
  }

  /** The queue's task: mails one claimed note, once (a job run again finds it sent); false when nothing was to send. */
  async deliver(reservationId: string, fromName: string): Promise<boolean> {
    const mailed = await this.em.transactional(async (em) => {
      const [row]: NoteRow[] = await em.getConnection().execute(
        `update reservations r set thank_note_at = now()
           from wishlist_items i
          where i.id = r.item_id and r.id = ? and r.thank_note is not null and r.thank_note_at is null
          returning r.email, r.name, r.language, r.thank_note, i.wishlist_id`,
        [reservationId],
        'all',
        em.getTransactionContext(),
      );
      // sent already, the reservation cancelled, or the address blanked since: nothing to mail
      if (!row?.email) return false;
      const mail = await this.render(row.email, fromName, row.thank_note, row.wishlist_id, row.language);
      return this.mail.send(mail);
    });
    return mailed;
  }

  private async render(to: string, fromName: string, note: string, wishlistId: string, language: string | null | undefined): Promise<Mail> {
    const rendered = await thankNoteMail({ fromName, note, wishlistId, language: languageOf(language), publicUrl: this.config.publicUrl });
    return { to, ...rendered };
  }
}
