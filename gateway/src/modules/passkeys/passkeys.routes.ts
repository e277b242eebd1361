import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import { userView } from '../auth/index.js';

/** REST facade of the passkeys (docs/product.md#passkeys): thin adapters over PasskeysService. */
export function passkeyRoutes({ passkeys }: Services): Router {
  const router = restRouter();
  router.post('/auth/passkeys/registration/options', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await passkeys.registrationOptions(res.locals.userId));
  });
  router.post('/auth/passkeys/registration', async (req, res) => {
    res.status(201).json(await passkeys.register(res.locals.userId, req.body));
  });
  router.post('/auth/passkeys/authentication/options', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await passkeys.authenticationOptions(req.ip ?? ''));
  });
  router.post('/auth/passkeys/authentication', async (req, res) => {
    const { token, user } = await passkeys.authenticate(req.body, { ip: req.ip ?? '', userAgent: req.get('user-agent') });
    res.json({ token, user: userView(user) });
  });
  router.get('/auth/passkeys', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await passkeys.list(res.locals.userId));
  });
  router.delete('/auth/passkeys/:id', async (req, res) => {
    await passkeys.remove(res.locals.userId, req.params.id);
    res.json({ success: true });
  });
  return router;
}
