import { Router } from 'express';
import { languageOf } from '../../http/ssr/accept-language.js';
import type { Services } from '../../services.js';
import { itemView, wishlistListView, wishlistView } from './wishlist.view.js';

/** REST facade of the wishlist calls (docs/product.md#api): thin adapters over WishlistService. */
export function wishlistRoutes({ wishlists }: Services): Router {
  const router = Router();
  const user = (res: { locals: Record<string, unknown> }) => res.locals.userId as string | undefined;
  router.get('/wishlists', async (_req, res) => {
    // the list answers counts without the items (up to 300 a list): GET /wishlists/:id has them
    const list = await wishlists.listMine(user(res), { withItems: false });
    const counts = await wishlists.counts(list);
    res.json(list.map((w) => wishlistListView(w, user(res), counts.get(w.id)!)));
  });
  // before /wishlists/:id, which would take "example" for an id
  router.get('/wishlists/example', (_req, res) => {
    res.json(wishlistView(wishlists.example(), undefined));
  });
  router.get('/wishlists/:id', async (req, res) => {
    res.json(await wishlists.read(user(res), req.params.id));
  });
  router.post('/wishlists', async (req, res) => {
    res.status(201).json(wishlistView(await wishlists.create(user(res), req.body), user(res)));
  });
  router.patch('/wishlists/:id', async (req, res) => {
    await wishlists.update(user(res), req.params.id, req.body);
    res.json(wishlistView(await wishlists.get(user(res), req.params.id), user(res)));
  });
  router.delete('/wishlists/:id', async (req, res) => {
    await wishlists.delete(user(res), req.params.id);
    res.status(204).end();
  });
  router.get('/wishlists/:id/stats', async (req, res) => {
    res.json(await wishlists.stats(user(res), req.params.id));
  });
  router.get('/wishlists/:id/reservations.csv', async (req, res) => {
    const { filename, csv } = await wishlists.reservationsCsv(user(res), req.params.id);
    res.type('text/csv; charset=utf-8').attachment(filename).send(csv);
  });
  router.post('/wishlists/:id/items', async (req, res) => {
    res.status(201).json(itemView(await wishlists.createItem(user(res), req.params.id, req.body), user(res)));
  });
  router.patch('/wishlists/:id/items/:itemId', async (req, res) => {
    res.json(itemView(await wishlists.updateItem(user(res), req.params.id, req.params.itemId, req.body), user(res)));
  });
  router.delete('/wishlists/:id/items/:itemId', async (req, res) => {
    await wishlists.deleteItem(user(res), req.params.id, req.params.itemId);
    res.status(204).end();
  });
  router.get('/wishlists/:id/items/:itemId/link', async (req, res) => {
    res.redirect(302, await wishlists.itemLink(user(res), req.params.id, req.params.itemId));
  });
  router.post('/wishlists/:id/items/:itemId/reserve', async (req, res) => {
    res
      .status(201)
      .json(
        itemView(
          await wishlists.reservations.reserve(
            user(res),
            req.ip ?? '',
            req.params.id,
            req.params.itemId,
            req.body,
            languageOf(req.get('accept-language')),
          ),
          user(res),
        ),
      );
  });
  router.delete('/wishlists/:id/items/:itemId/reservation', async (req, res) => {
    await wishlists.reservations.cancelByOwner(user(res), req.params.id, req.params.itemId);
    res.status(204).end();
  });
  router.get('/wishlists/:id/items/:token/reservation', async (req, res) => {
    res.json(await wishlists.reservations.lookupByToken(req.params.id, req.params.token));
  });
  router.delete('/wishlists/:id/items/:token/reservation/cancel', async (req, res) => {
    await wishlists.reservations.cancelByToken(req.params.id, req.params.token);
    res.status(204).end();
  });
  return router;
}
