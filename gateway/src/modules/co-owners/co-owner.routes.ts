import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import { PAGE_KINDS, type PageKind } from '../../common/page-kind.js';
import type { Services } from '../../services.js';

// the path is built per kind, so Express cannot type its parameters
type Params = Record<string, string>;

/** REST facade of co-ownership (docs/product.md#co-owners): the same routes under each page kind. */
export function coOwnerRoutes({ coOwners }: Services): Router {
  const router = restRouter();
  const { people, invitations } = coOwners;
  for (const [kind, { segment }] of Object.entries(PAGE_KINDS) as [PageKind, { segment: string }][]) {
    const base = `/${segment}/:id`;
    router.post(`${base}/co-owners`, async (req, res) => {
      res.status(201).json(await invitations.invite(kind, (req.params as Params).id, res.locals.userId, req.body));
    });
    router.get(`${base}/co-owners`, async (req, res) => {
      res.json(await people.list(kind, (req.params as Params).id, res.locals.userId));
    });
    router.delete(`${base}/co-owners/:userId`, async (req, res) => {
      await people.remove(kind, (req.params as Params).id, res.locals.userId, (req.params as Params).userId);
      res.status(204).end();
    });
    router.get(`${base}/invitations`, async (req, res) => {
      res.json(await invitations.pending(kind, (req.params as Params).id, res.locals.userId));
    });
    router.delete(`${base}/invitations/:invitationId`, async (req, res) => {
      await invitations.cancel(kind, (req.params as Params).id, res.locals.userId, (req.params as Params).invitationId);
      res.status(204).end();
    });
  }
  router.get('/invitations/:token', async (req, res) => {
    res.json(await invitations.preview((req.params as Params).token));
  });
  router.post('/invitations/:token/accept', async (req, res) => {
    res.json(await invitations.accept((req.params as Params).token, res.locals.userId));
  });
  return router;
}
