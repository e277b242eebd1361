import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { notFound } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { withRowLock } from '../../common/locks.js';
import { ownedBy } from '../../common/ownership.js';
import { Photo } from '../photos/index.js';
import type { PhotoService } from '../photos/index.js';
import type { WishlistItemService } from './wishlist-items.service.js';
import { WishlistItem } from './wishlist-item.entity.js';
import type { ItemView } from './wishlist.view.js';

/**
 * An item's photo (docs/product.md#photos): the owner uploads one (replacing the one before) or
 * removes it. Received, processed, stored, counted and served by the photos module, as a timeline
 * event's photos are; under the item's row lock, which its other changes take too.
 */
export class ItemPhotoService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: WishlistItemService,
    private readonly photos: PhotoService,
  ) {}

  /** Stores the uploaded photo as the item's, and answers the item with it. */
  async upload(userId: string | undefined, wishlistId: string, itemId: string, req: Request): Promise<WishlistItem> {
    // 401/404 before a byte of the body is read
    await this.items.owned(userId, wishlistId, itemId);
    const replaced: string[] = [];
    await this.photos.receive(requireUserId(userId), req, (admit) =>
      withRowLock(this.em, WishlistItem, this.where(userId, wishlistId, itemId), async (item, em) => {
        const before = await em.findOne(Photo, { item });
        // gone before the new row is added: the quota counts the new photo only, and one item holds one photo
        if (before) await em.remove(before).flush();
        replaced.push(...(before ? [before.id] : []));
        item.updatedAt = new Date();
        return em.create(Photo, { ...(await admit(em)), item });
      }),
    );
    await this.photos.forgetFiles(replaced);
    return this.reload(userId, wishlistId, itemId);
  }

  /** Removes the item's photo (404 when it has none), and answers the item without it. */
  async remove(userId: string | undefined, wishlistId: string, itemId: string): Promise<WishlistItem> {
    const gone = await withRowLock(this.em, WishlistItem, this.where(userId, wishlistId, itemId), async (item, em) => {
      const photo = await em.findOne(Photo, { item });
      if (!photo) throw notFound();
      item.updatedAt = new Date();
      await em.remove(photo).flush();
      return photo.id;
    });
    await this.photos.forgetFiles([gone]);
    return this.reload(userId, wishlistId, itemId);
  }

  /** An item entity as the caller sees it (GraphQL answers the item after a change). */
  view(item: WishlistItem, userId: string | undefined): ItemView {
    return this.items.view(item, userId);
  }

  private where(userId: string | undefined, wishlistId: string, itemId: string) {
    return { id: itemId, wishlist: { id: wishlistId, ...ownedBy(userId, wishlistId, itemId) } };
  }

  // the item as it now is: its photo is read with it (a formula), so the one in the identity map is stale
  private async reload(userId: string | undefined, wishlistId: string, itemId: string): Promise<WishlistItem> {
    const item = await this.items.owned(userId, wishlistId, itemId);
    return (await this.em.refresh(item, { populate: ['wishlist', 'reservations'] })) ?? item;
  }
}
