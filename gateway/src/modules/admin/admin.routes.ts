import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import type { ContactAction } from '../contact/index.js';
import type { ContactRequest } from '../contact/index.js';

const contactView = (c: ContactRequest) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone ?? null,
  subject: c.subject ?? null,
  message: c.message,
  status: c.status,
  answer: c.answer ?? null,
  repliedAt: c.repliedAt ?? null,
  createdAt: c.createdAt,
});

const actionView = (a: ContactAction) => ({
  id: a.id,
  action: a.action,
  actorName: a.actorName,
  answer: a.answer ?? null,
  createdAt: a.createdAt,
});

/** REST facade of the admin area (docs/product.md#administration-screens), every route behind the one AdminGuard. */
export function adminRoutes({ admin, contact }: Services): Router {
  const router = restRouter();
  // on each route, not on the /admin prefix: a path no route declares is a 404 to everyone
  const adminOnly = admin.guard.rest();
  const adminOnlyWithId = admin.guard.rest<{ id: string }>();
  router.get('/admin/users', adminOnly, async (req, res) => {
    res.json(await admin.users(req.query));
  });
  router.get('/admin/wishlists', adminOnly, async (req, res) => {
    res.json(await admin.wishlists(req.query));
  });
  router.get('/admin/predictions', adminOnly, async (req, res) => {
    res.json(await admin.predictions(req.query));
  });
  router.get('/admin/logs/error/api', adminOnly, async (req, res) => {
    res.json(await admin.errorLogs(req.query));
  });
  router.get('/admin/mails', adminOnly, async (req, res) => {
    res.json(await admin.mails.list(req.query));
  });
  router.post('/admin/mails/:id/retry', adminOnlyWithId, async (req, res) => {
    res.json(await admin.mails.retry(req.params.id));
  });
  router.get('/admin/contacts', adminOnly, async (req, res) => {
    res.json(await admin.contacts(req.query));
  });
  router.get('/admin/contacts/:id', adminOnlyWithId, async (req, res) => {
    const { request, actions } = await contact.detail(req.params.id);
    res.json({ ...contactView(request), actions: actions.map(actionView) });
  });
  router.post('/admin/contacts/:id/reply', adminOnlyWithId, async (req, res) => {
    res.json(contactView(await contact.reply(res.locals.admin, req.params.id, req.body)));
  });
  router.post('/admin/contacts/:id/close', adminOnlyWithId, async (req, res) => {
    res.json(contactView(await contact.close(res.locals.admin, req.params.id)));
  });
  return router;
}
