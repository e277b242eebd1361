import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import { languageOf } from '../../http/ssr/accept-language.js';
import { timelineView } from '../timelines/index.js';
import { answerSummaryView, answerView, predictionView } from './prediction.view.js';

/** REST facade of the prediction calls (docs/product.md#api), with stats, the birth, its timeline and the closing of answers: thin adapters over the module's services. */
export function predictionRoutes({ predictions: services }: Services): Router {
  const { predictions, answering, closing, results, birth } = services;
  const router = restRouter();
  const user = (res: { locals: Record<string, unknown> }) => res.locals.userId as string | undefined;
  router.get('/predictions', async (_req, res) => {
    const list = await predictions.listMine(user(res));
    res.json(await Promise.all(list.map((p) => predictionView(services, p, user(res), false))));
  });
  router.get('/predictions/:id', async (req, res) => {
    res.json(await predictionView(services, await predictions.get(user(res), req.params.id), user(res), true));
  });
  router.post('/predictions', async (req, res) => {
    res.status(201).json(await predictionView(services, await predictions.create(user(res), req.body), user(res), true));
  });
  router.put('/predictions/:id', async (req, res) => {
    res.json(await predictionView(services, await predictions.update(user(res), req.params.id, req.body), user(res), true));
  });
  router.delete('/predictions/:id', async (req, res) => {
    await predictions.delete(user(res), req.params.id);
    res.status(204).end();
  });
  router.get('/predictions/:id/stats', async (req, res) => {
    res.json(await results.stats(user(res), req.params.id));
  });
  router.put('/predictions/:id/birth', async (req, res) => {
    res.json(await predictionView(services, await birth.recordBirth(user(res), req.params.id, req.body), user(res), true));
  });
  router.post('/predictions/:id/close', async (req, res) => {
    res.json(await predictionView(services, await closing.close(user(res), req.params.id), user(res), true));
  });
  router.post('/predictions/:id/reopen', async (req, res) => {
    res.json(await predictionView(services, await closing.reopen(user(res), req.params.id), user(res), true));
  });
  router.post('/predictions/:id/timeline', async (req, res) => {
    const timeline = await birth.createTimeline(user(res), req.params.id);
    // a timeline just made has no photos yet
    res.status(201).json(
      timelineView(
        timeline,
        user(res),
        timeline.events.getItems().map(() => []),
      ),
    );
  });
  router.post('/predictions/:id/answers', async (req, res) => {
    res
      .status(201)
      .json(answerView(await answering.answer(user(res), req.ip ?? '', req.params.id, req.body, languageOf(req.get('accept-language')))));
  });
  router.get('/predictions/:id/answers/:answerId', async (req, res) => {
    res.json(await answerSummaryView(results, await results.getAnswer(user(res), req.params.id, req.params.answerId), user(res)));
  });
  router.post('/predictions/:id/answers/:answerId/reveal-gender', async (req, res) => {
    res.json(await results.revealGender(user(res), req.params.id, req.params.answerId));
  });
  router.post('/predictions/:id/answers/:answerId/reveal-first-name', async (req, res) => {
    res.json(await results.revealFirstName(user(res), req.params.id, req.params.answerId));
  });
  return router;
}
