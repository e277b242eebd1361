import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import type { ContactRequest } from './contact-request.entity.js';

export const contactView = (c: ContactRequest) => ({
  id: c.id,
  subject: c.subject,
  message: c.message,
  status: c.status,
  createdAt: c.createdAt,
});

/** REST facade: POST /contact. */
export function contactRoutes({ contact }: Services): Router {
  const router = restRouter();
  router.post('/contact', async (req, res) => {
    res.status(201).json(contactView(await contact.send(res.locals.userId, req.body)));
  });
  return router;
}
