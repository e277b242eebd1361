import { Router } from 'express';
import type { Services } from '../../services.js';
import { userView } from './user.view.js';

/** REST facade of SPEC section 7 (Auth): thin adapters over AuthService. */
export function authRoutes({ auth }: Services): Router {
  const router = Router();
  router.post('/auth/register', async (req, res) => {
    res.status(201).json(userView(await auth.register(req.body, req.ip ?? '')));
  });
  router.post('/auth/login', async (req, res) => {
    const { token, user } = await auth.login(req.body, req.ip ?? '');
    res.json({ token, user: userView(user) });
  });
  router.get('/auth/me', async (_req, res) => {
    res.json(await auth.current(res.locals.userId));
  });
  router.patch('/auth/me', async (req, res) => {
    res.json(userView(await auth.updateMe(res.locals.userId, req.body)));
  });
  router.post('/auth/forgot-password', async (req, res) => {
    await auth.forgotPassword(req.body, req.ip ?? '');
    res.json({ success: true });
  });
  router.post('/auth/reset-password', async (req, res) => {
    await auth.resetPassword(req.body);
    res.json({ success: true });
  });
  return router;
}
