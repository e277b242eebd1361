import { afterAll, beforeAll, expect, it } from '@jest/globals';
import express, { type ErrorRequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chain } from '../chain.js';

let server: Server;
let url: string;
beforeAll(async () => {
  const app = express();
  const mark = (name: string) => (req: express.Request, _res: express.Response, next: express.NextFunction) => {
    req.headers['x-steps'] = `${req.headers['x-steps'] ?? ''}${name}`;
    next();
  };
  app.use('/ok', chain(mark('a'), mark('b'), mark('c')), (req, res) => {
    res.json({ steps: req.headers['x-steps'] });
  });
  app.use(
    '/fails',
    chain(mark('a'), (_req, _res, next) => next(new Error('refused')), mark('never')),
  );
  app.use(
    '/rejects',
    chain(mark('a'), async () => {
      throw new Error('rejected');
    }),
  );
  // a step run after an asynchronous one is outside Express's own try: only chain can catch its throw
  app.use(
    '/throws',
    chain(
      (_req, _res, next) => setImmediate(next),
      () => {
        throw new Error('thrown');
      },
    ),
  );
  const onError: ErrorRequestHandler = (err: Error, req, res, _next) => {
    res.status(500).json({ error: err.message, steps: req.headers['x-steps'] ?? '' });
  };
  app.use(onError);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, body: await res.json() };
};

it('runs its steps in order, then the handlers after it', async () => {
  expect(await get('/ok')).toEqual({ status: 200, body: { steps: 'abc' } });
});

it('hands an error passed to next, a rejected promise and a throw to the error handler, skipping the rest', async () => {
  expect(await get('/fails')).toEqual({ status: 500, body: { error: 'refused', steps: 'a' } });
  expect(await get('/rejects')).toEqual({ status: 500, body: { error: 'rejected', steps: 'a' } });
  expect(await get('/throws')).toEqual({ status: 500, body: { error: 'thrown', steps: '' } });
});
