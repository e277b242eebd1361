import type { Router } from 'express';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of the baby book: the PDF, streamed from the file its service made. */
export function timelineBookRoutes({ timelineBook }: Services): Router {
  const router = restRouter();
  router.get('/timelines/:id/book.pdf', async (req, res) => {
    const book = await timelineBook.open(res.locals.userId as string | undefined, req.params.id, req.query as Record<string, unknown>);
    try {
      res.type('application/pdf').attachment(book.filename).set('cache-control', 'private, no-store');
      await pipeline(createReadStream(book.path), res);
    } finally {
      book.release();
    }
  });
  return router;
}
