import type { Request, Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import { tokensMayRead } from '../../common/token-access.js';
import { userView } from './user.view.js';

const client = (req: Request) => ({ ip: req.ip ?? '', userAgent: req.get('user-agent') });

/** REST facade of the auth calls (docs/product.md#api), sessions and e-mail proof included: thin adapters over AuthService. */
export function authRoutes({ auth }: Services): Router {
  const router = restRouter();
  router.post('/auth/register', async (req, res) => {
    res.status(201).json(userView(await auth.register(req.body, req.ip ?? '')));
  });
  router.post('/auth/login', async (req, res) => {
    const { token, user } = await auth.login(req.body, client(req));
    res.json({ token, user: userView(user) });
  });
  router.post('/auth/logout', async (_req, res) => {
    await auth.sessions.end(res.locals.userId, res.locals.sessionId);
    res.json({ success: true });
  });
  router.get('/auth/me', tokensMayRead, (_req, res) => {
    res.json(auth.current(res.locals.currentUser));
  });
  router.patch('/auth/me', async (req, res) => {
    res.json(userView(await auth.updateMe(res.locals.userId, req.body)));
  });
  router.post('/auth/change-password', async (req, res) => {
    const { token, user } = await auth.passwords.changePassword(res.locals.userId, res.locals.sessionId, req.body, req.ip ?? '');
    res.json({ token, user: userView(user) });
  });
  router.get('/auth/sessions', async (_req, res) => {
    res.json(await auth.sessions.list(res.locals.userId, res.locals.sessionId));
  });
  router.delete('/auth/sessions/others', async (_req, res) => {
    res.json({ ended: await auth.sessions.endOthersOf(res.locals.userId, res.locals.sessionId) });
  });
  router.post('/auth/verify-email', async (req, res) => {
    await auth.verification.verify(req.body);
    res.json({ success: true });
  });
  router.post('/auth/verify-email/resend', async (_req, res) => {
    await auth.verification.resend(res.locals.userId);
    res.json({ success: true });
  });
  router.post('/auth/forgot-password', async (req, res) => {
    await auth.passwords.forgotPassword(req.body, req.ip ?? '');
    res.json({ success: true });
  });
  router.post('/auth/reset-password', async (req, res) => {
    await auth.passwords.resetPassword(req.body);
    res.json({ success: true });
  });
  return router;
}
