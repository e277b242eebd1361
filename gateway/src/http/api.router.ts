import express, { Router } from 'express';
import type { Logger } from 'pino';
import { notFound } from '../common/errors.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { contactRoutes } from '../modules/contact/contact.routes.js';
import { timelineRoutes } from '../modules/timelines/timeline.routes.js';
import type { Services } from '../services.js';
import { errorHandler } from './error-handler.js';

/** The REST facade (/api): feature routers, then 404, then the one error translation. */
export function apiRouter(services: Services, log: Logger): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(authRoutes(services));
  router.use(contactRoutes(services));
  router.use(timelineRoutes(services));
  router.use(() => {
    throw notFound();
  });
  router.use(errorHandler(log, 'rest'));
  return router;
}
