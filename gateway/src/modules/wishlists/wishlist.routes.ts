import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import { languageOf } from '../../http/ssr/accept-language.js';
import type { Services } from '../../services.js';
import { itemView, wishlistView } from './wishlist.view.js';

/** REST facade of the wishlist calls (docs/product.md#api): thin adapters, each over the module's service for its concern. */
export function wishlistRoutes({
  wishlists: { lists, items, photos, reservations, reports, thankNotes },
  photos: { urls },
}: Services): Router {
  const router = restRouter();
  const user = (res: { locals: Record<string, unknown> }) => res.locals.userId as string | undefined;
  router.get('/wishlists', async (_req, res) => {
    // the list answers counts without the items (up to 300 a list): GET /wishlists/:id has them
    res.json(await lists.mine(user(res), { withItems: false }));
  });
  // before /wishlists/:id, which would take "example" for an id
  router.get('/wishlists/example', (_req, res) => {
    res.json(wishlistView(lists.example(), undefined, urls));
  });
  router.get('/wishlists/:id', async (req, res) => {
    res.json(await lists.read(user(res), req.params.id));
  });
  router.post('/wishlists', async (req, res) => {
    res.status(201).json(wishlistView(await lists.create(user(res), req.body), user(res), urls));
  });
  router.patch('/wishlists/:id', async (req, res) => {
    await lists.update(user(res), req.params.id, req.body);
    res.json(wishlistView(await lists.get(user(res), req.params.id), user(res), urls));
  });
  router.delete('/wishlists/:id', async (req, res) => {
    await lists.delete(user(res), req.params.id);
    res.status(204).end();
  });
  router.get('/wishlists/:id/stats', async (req, res) => {
    res.json(await reports.stats(user(res), req.params.id));
  });
  router.get('/wishlists/:id/reservations.csv', async (req, res) => {
    const { filename, csv } = await reports.reservationsCsv(user(res), req.params.id);
    res.type('text/csv; charset=utf-8').attachment(filename).send(csv);
  });
  router.post('/wishlists/:id/items', async (req, res) => {
    res.status(201).json(itemView(await items.create(user(res), req.params.id, req.body), user(res), urls));
  });
  router.patch('/wishlists/:id/items/:itemId', async (req, res) => {
    res.json(itemView(await items.update(user(res), req.params.id, req.params.itemId, req.body), user(res), urls));
  });
  router.delete('/wishlists/:id/items/:itemId', async (req, res) => {
    await items.delete(user(res), req.params.id, req.params.itemId);
    res.status(204).end();
  });
  // multipart field `file`, as a timeline event's photos
  router.post('/wishlists/:id/items/:itemId/photo', async (req, res) => {
    res.status(201).json(itemView(await photos.upload(user(res), req.params.id, req.params.itemId, req), user(res), urls));
  });
  router.delete('/wishlists/:id/items/:itemId/photo', async (req, res) => {
    res.json(itemView(await photos.remove(user(res), req.params.id, req.params.itemId), user(res), urls));
  });
  router.get('/wishlists/:id/items/:itemId/link', async (req, res) => {
    res.redirect(302, await items.link(user(res), req.params.id, req.params.itemId));
  });
  router.post('/wishlists/:id/items/:itemId/reserve', async (req, res) => {
    res
      .status(201)
      .json(
        itemView(
          await reservations.reserve(
            user(res),
            req.ip ?? '',
            req.params.id,
            req.params.itemId,
            req.body,
            languageOf(req.get('accept-language')),
          ),
          user(res),
          urls,
        ),
      );
  });
  // every reservation of the item (one of them: .../reservations/:reservationId below)
  router.delete('/wishlists/:id/items/:itemId/reservation', async (req, res) => {
    await reservations.cancelByOwner(user(res), req.params.id, req.params.itemId);
    res.status(204).end();
  });
  router.delete('/wishlists/:id/items/:itemId/reservations/:reservationId', async (req, res) => {
    await reservations.cancelByOwner(user(res), req.params.id, req.params.itemId, req.params.reservationId);
    res.status(204).end();
  });
  router.patch('/wishlists/:id/items/:itemId/reservations/:reservationId', async (req, res) => {
    res.json(await reservations.thank(user(res), req.params.id, req.params.itemId, req.params.reservationId, req.body));
  });
  router.post('/wishlists/:id/items/:itemId/reservations/:reservationId/thanks', async (req, res) => {
    res.json(await thankNotes.thankOne(user(res), req.params.id, req.params.itemId, req.params.reservationId, req.body));
  });
  router.post('/wishlists/:id/thanks', async (req, res) => {
    res.status(202).json(await thankNotes.thankAll(user(res), req.params.id, req.body));
  });
  router.get('/wishlists/:id/items/:token/reservation', async (req, res) => {
    res.json(await reservations.lookupByToken(req.params.id, req.params.token));
  });
  router.delete('/wishlists/:id/items/:token/reservation/cancel', async (req, res) => {
    await reservations.cancelByToken(req.params.id, req.params.token);
    res.status(204).end();
  });
  return router;
}
