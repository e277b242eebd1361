import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError, forbidden, invalidForm } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { isOwner, visibleOrNotFound } from '../../common/ownership.js';
import { pageOwners } from '../co-owners/index.js';
import { parseInput } from '../../common/validation.js';
import type { Config } from '../../config.js';
import type { MailService } from '../mail/index.js';
import type { MailLanguage } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { queuePush, reservedMessages } from '../push/index.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { ReserveInput, ThanksInput } from './dto/wishlist.inputs.js';
import { Reservation } from './reservation.entity.js';
import { ReservationMails } from './reservation.mails.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { WishlistStatus } from './wishlist.enums.js';
import { AVAILABILITY_SQL, SHARES_JOIN_SQL } from './wishlist.availability.js';
import { cents, euros } from './wishlist.money.js';
import { reservationDataOf } from './wishlist.read.js';
import { listVisibleTo, reservationsFor, reservedByFor, type ReservationView } from './wishlist.rules.js';
import type { WishlistItemService } from './wishlist-items.service.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a guest asks for, read against the item's kind: units of an item, or cents pledged toward a
 * group gift (the other field must not be given).
 */
function shareOf(item: WishlistItem, input: ReserveInput): ShareAsked {
  const hasValue = (value: unknown) => value !== undefined && value !== null;
  if (item.groupGift) {
    if (hasValue(input.quantity)) throw invalidForm([{ path: 'quantity', message: 'validation.groupGiftAmount' }]);
    if (!hasValue(input.amount)) throw invalidForm([{ path: 'amount', message: 'validation.required' }]);
    return { quantity: null, amountCents: cents(input.amount)! };
  }
  if (hasValue(input.amount)) throw invalidForm([{ path: 'amount', message: 'validation.notGroupGift' }]);
  return { quantity: input.quantity ?? 1, amountCents: null };
}

/**
 * Under the item's row lock (held until the caller's transaction ends): whether the share still
 * fits in what is left once every reservation committed before it is counted.
 */
async function takeShare(em: EntityManager, itemId: string, share: ShareAsked): Promise<void> {
  const item = await em.findOneOrFail(WishlistItem, itemId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  // the owner made it a group gift, or no longer one, since the guest's page was read: nothing fits
  if (item.groupGift !== (share.amountCents !== null)) throw alreadyReserved();
  // what is left, read by PostgreSQL with the one rule every count uses: sums only, not every pledge
  // of a popular group gift hydrated while its row is locked
  const [{ left }]: { left: number }[] = await em
    .getConnection()
    .execute(
      `select ${AVAILABILITY_SQL.left} as left from wishlist_items i ${SHARES_JOIN_SQL} where i.id = ?`,
      [itemId],
      'all',
      em.getTransactionContext(),
    );
  if (left === 0) throw alreadyReserved();
  const asked = share.amountCents ?? share.quantity!;
  if (asked > left) throw invalidForm([{ path: share.amountCents === null ? 'quantity' : 'amount', message: 'validation.moreThanLeft' }]);
}

interface ShareAsked {
  quantity: number | null;
  amountCents: number | null;
}
const mailShareOf = (share: { quantity?: number | null; amountCents?: number | null }) => ({
  quantity: share.quantity ?? null,
  amount: euros(share.amountCents),
});

/** The owner's endpoints and the owners' devices hear of a reservation or pledge as the owner sees it on their page (wishlist.rules.ts): never the e-mail. */
async function reservedHook(em: EntityManager, item: WishlistItem, reservationId: string, input: ReserveInput, share: ShareAsked) {
  const seen = {
    wishlistId: item.wishlist.id,
    itemId: item.id,
    reservationId,
    itemTitle: item.title,
    ...reservedByFor({ name: input.name, message: input.message || null, isAnonymous: input.isAnonymous ?? false }, true)!,
  };
  const pledge = share.amountCents !== null;
  await (pledge
    ? queueWebhookEvent(em, item.wishlist.owner.id, 'pledge.created', { ...seen, amount: euros(share.amountCents)! })
    : queueWebhookEvent(em, item.wishlist.owner.id, 'reservation.created', { ...seen, quantity: share.quantity! }));
  await queuePush(em, {
    kind: 'reservations',
    ownerId: item.wishlist.owner.id,
    pageId: item.wishlist.id,
    url: `/app/wishlists/${item.wishlist.id}`,
    messages: reservedMessages({ name: seen.name, itemTitle: item.title, pledge }),
  });
}

function cancelledHook(em: EntityManager, item: WishlistItem, reservationId: string, cancelledBy: 'owner' | 'guest') {
  return queueWebhookEvent(em, item.wishlist.owner.id, 'reservation.cancelled', {
    wishlistId: item.wishlist.id,
    itemId: item.id,
    reservationId,
    cancelledBy,
  });
}

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
   * A visitor (signed in or not) takes `quantity` units of an item (default 1), or pledges `amount`
   * euros toward a group gift (docs/product.md#quantities-and-group-gifts). The item's row lock
   * decides between concurrent guests: each counts what is left after the ones before it committed,
   * so no unit is taken twice and no gift is over-funded; nothing left is `alreadyReserved`, less
   * than asked a 422 on the field. Each attempt on a reservable item counts against RESERVE_LIMIT_PER_IP (it mails an address
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
    const share = shareOf(item, input);
    const { perIp, windowSeconds } = this.config.reserveLimit;
    await this.limiter.hit({ key: `reserve:ip:${ip}`, limit: perIp, windowSeconds });
    const token = randomBytes(32).toString('base64url');
    const wishlist = item.wishlist;
    const link = `${this.config.publicUrl}/app/wishlists/${wishlist.id}/items/${token}/cancel`;
    // rendered before the transaction: it holds the recipient's mail counter locked until it commits
    const owners = await pageOwners(this.em, wishlist);
    const [guestMail, ...ownerMails] = await Promise.all([
      this.mails.guestReserved(input.email, {
        guestName: input.name,
        itemTitle: item.title,
        wishlistTitle: wishlist.title,
        link,
        language,
        share: mailShareOf(share),
      }),
      ...owners.map((owner) => this.mails.ownerNotice(owner, 'reserved', item, wishlist, mailShareOf(share))),
    ]);
    // the reservation, the guest's cap, the guest's mail and the owner's notice commit together or
    // not at all: a reservation that commits always has its mail queued, one that fails has none
    await this.em.transactional(async (em) => {
      await this.mail.claim(input.email);
      await takeShare(em, item.id, share);
      const reservationId = await this.insertReservation(em, item.id, input, share, token, language);
      await this.mail.send(guestMail, { claimed: true });
      await reservedHook(em, item, reservationId, input, share);
      for (const ownerMail of ownerMails) if (ownerMail) await this.mail.send(ownerMail);
    });
    await this.em.populate(item, ['reservations'], { refresh: true });
    return item;
  }

  private async insertReservation(
    em: EntityManager,
    itemId: string,
    input: ReserveInput,
    share: ShareAsked,
    token: string,
    language: MailLanguage,
  ) {
    const id = randomUUID();
    await em.insert(Reservation, {
      id,
      item: itemId,
      name: input.name,
      email: input.email,
      language,
      isAnonymous: input.isAnonymous ?? false,
      message: input.message || null,
      quantity: share.quantity,
      amountCents: share.amountCents,
      cancelTokenHash: hashToken(token),
      createdAt: new Date(),
    });
    return id;
  }

  /**
   * The owner cancels one reservation of an item (`reservationId`), or every one (the item is
   * available again); 404 `reservationNotFound` when there was none.
   */
  async cancelByOwner(userId: string | undefined, wishlistId: string, itemId: string, reservationId?: string): Promise<void> {
    if (reservationId !== undefined) assertId(reservationId);
    const item = await this.items.owned(userId, wishlistId, itemId);
    await this.em.transactional(async (em) => {
      const gone: { id: string }[] = await em
        .getConnection()
        .execute(
          `delete from reservations where item_id = ? ${reservationId === undefined ? '' : 'and id = ?'} returning id`,
          reservationId === undefined ? [item.id] : [item.id, reservationId],
          'all',
          em.getTransactionContext(),
        );
      if (!gone.length) throw reservationNotFound();
      for (const { id } of gone) await cancelledHook(em, item, id, 'owner');
    });
  }

  /** The owner marks a guest thanked (`thanked: true`, now) or not (docs/product.md#received-and-thanked). */
  async thank(
    userId: string | undefined,
    wishlistId: string,
    itemId: string,
    reservationId: string,
    body: unknown,
  ): Promise<ReservationView> {
    assertId(reservationId);
    const item = await this.items.owned(userId, wishlistId, itemId);
    const input = await parseInput(ThanksInput, body);
    const reservation = item.reservations.getItems().find((r) => r.id === reservationId);
    if (!reservation) throw reservationNotFound();
    reservation.thankedAt = input.thanked ? (reservation.thankedAt ?? new Date()) : null;
    await this.em.flush();
    return reservationsFor([reservationDataOf(reservation)], true)![0];
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
    const owners = await pageOwners(this.em, item.wishlist);
    const ownerMails = await Promise.all(
      owners.map((o) => this.mails.ownerNotice(o, 'cancelled', item, item.wishlist, mailShareOf(reservation))),
    );
    await this.em.transactional(async (em) => {
      if (!(await em.nativeDelete(Reservation, { id: reservation.id }))) throw reservationNotFound();
      for (const ownerMail of ownerMails) if (ownerMail) await this.mail.send(ownerMail);
      await cancelledHook(em, item, reservation.id, 'guest');
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
