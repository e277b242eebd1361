import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError, forbidden, invalidForm } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { isOwner, visibleOrNotFound } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import type { Config } from '../../config.js';
import type { MailService } from '../mail/mail.service.js';
import type { MailLanguage } from '../mail/mail.types.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { ReserveInput } from './dto/wishlist.inputs.js';
import { Reservation } from './reservation.entity.js';
import { ReservationMails } from './reservation.mails.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { WishlistStatus } from './wishlist.enums.js';
import { listVisibleTo } from './wishlist.rules.js';
import type { WishlistItemService } from './wishlist-items.service.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const alreadyReserved = () => new DomainError('alreadyReserved', 409);
export const reservationNotFound = () => new DomainError('reservationNotFound', 404);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Reservations of wishlist items: a visitor reserves (and gets the cancel link by mail), the owner
 * or the link cancels. Visibility and ownership are the lists' rules (wishlist.rules.ts); each
 * reservation and the mails it causes commit together.
 */
export class ReservationService {
  private readonly mails: ReservationMails;

  constructor(
    private readonly em: EntityManager,
    private readonly items: WishlistItemService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {
    this.mails = new ReservationMails(config);
  }

  /**
   * A visitor (signed in or not) reserves an available item. The unique item_id of `reservations`
   * decides between concurrent guests: one insert wins, every other one is `alreadyReserved`.
   * Each attempt on a reservable item counts against RESERVE_LIMIT_PER_IP (it mails an address
   * the caller chose); the guest's mail carries the cancel link, so a recipient over their daily
   * mail cap makes it a 429 before anything is reserved.
   */
  async reserve(
    userId: string | undefined,
    ip: string,
    wishlistId: string,
    itemId: string,
    body: unknown,
    language: MailLanguage = 'fr',
  ): Promise<WishlistItem> {
    assertId(wishlistId, itemId);
    const input = await parseInput(ReserveInput, body);
    const item = visibleOrNotFound(
      await this.em.findOne(WishlistItem, { id: itemId, wishlist: wishlistId }, { populate: ['wishlist', 'wishlist.owner'] }),
      (i) => listVisibleTo(i.wishlist, userId),
    );
    if (isOwner(item.wishlist, userId)) throw forbidden();
    if (item.wishlist.status === WishlistStatus.archived) throw invalidForm([{ path: '', message: 'validation.wishlistArchived' }]);
    const { perIp, windowSeconds } = this.config.reserveLimit;
    await this.limiter.hit({ key: `reserve:ip:${ip}`, limit: perIp, windowSeconds });
    const token = randomBytes(32).toString('base64url');
    const wishlist = item.wishlist;
    const link = `${this.config.publicUrl}/app/wishlists/${wishlist.id}/items/${token}/cancel`;
    // rendered before the transaction: it holds the recipient's mail counter locked until it commits
    const [guestMail, ownerMail] = await Promise.all([
      this.mails.guestReserved(input.email, {
        guestName: input.name,
        itemTitle: item.title,
        wishlistTitle: wishlist.title,
        link,
        language,
      }),
      this.mails.ownerNotice(wishlist.owner, 'reserved', item, wishlist),
    ]);
    // the reservation, the guest's cap, the guest's mail and the owner's notice commit together or
    // not at all: a reservation that commits always has its mail queued, one that fails has none
    await this.em.transactional(async (em) => {
      await this.mail.claim(input.email);
      await this.insertReservation(em, item.id, input, token);
      await this.mail.send(guestMail, { claimed: true });
      if (ownerMail) await this.mail.send(ownerMail);
    });
    await this.em.refresh(item, { populate: ['reservation'] });
    return item;
  }

  private async insertReservation(em: EntityManager, itemId: string, input: ReserveInput, token: string): Promise<void> {
    try {
      await em.insert(Reservation, {
        id: randomUUID(),
        item: itemId,
        name: input.name,
        email: input.email,
        isAnonymous: input.isAnonymous ?? false,
        message: input.message || null,
        cancelTokenHash: hashToken(token),
        createdAt: new Date(),
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw alreadyReserved();
      throw err;
    }
  }

  /** The owner makes a reserved item available again; 404 `reservationNotFound` when it was not reserved. */
  async cancelByOwner(userId: string | undefined, wishlistId: string, itemId: string): Promise<void> {
    const item = await this.items.owned(userId, wishlistId, itemId);
    if (!(await this.em.nativeDelete(Reservation, { item: item.id }))) throw reservationNotFound();
  }

  /** The guest's cancel link: item and wishlist titles only. */
  async lookupByToken(wishlistId: string, token: string): Promise<{ item: { title: string }; wishlist: { title: string } }> {
    const reservation = await this.byToken(wishlistId, token);
    return { item: { title: reservation.item.title }, wishlist: { title: reservation.item.wishlist.title } };
  }

  /** The guest cancels by the link; the delete decides between two concurrent uses of it. */
  async cancelByToken(wishlistId: string, token: string): Promise<void> {
    const reservation = await this.byToken(wishlistId, token);
    const { item } = reservation;
    const ownerMail = await this.mails.ownerNotice(item.wishlist.owner, 'cancelled', item, item.wishlist);
    await this.em.transactional(async (em) => {
      if (!(await em.nativeDelete(Reservation, { id: reservation.id }))) throw reservationNotFound();
      if (ownerMail) await this.mail.send(ownerMail);
    });
  }

  private async byToken(wishlistId: string, token: string): Promise<Reservation> {
    assertId(wishlistId);
    if (typeof token !== 'string' || !TOKEN.test(token)) throw reservationNotFound();
    const reservation = await this.em.findOne(
      Reservation,
      { cancelTokenHash: hashToken(token), item: { wishlist: wishlistId } },
      { populate: ['item', 'item.wishlist', 'item.wishlist.owner'] },
    );
    if (!reservation) throw reservationNotFound();
    return reservation;
  }
}
