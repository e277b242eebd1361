import { parentPort } from 'node:worker_threads';
import { readProductPage } from './product-metadata.js';

/** Runs in a worker thread (metadata-reader.ts): a hostile page costs this thread, never the event loop. */
parentPort!.on('message', ({ id, html, url }: { id: number; html: string; url: string }) => {
  try {
    parentPort!.postMessage({ id, reading: readProductPage(html, url) });
  } catch (err) {
    // a page nested deeper than the call stack (domutils walks it recursively), say
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
// loading cheerio takes a while (seconds under swc on a loaded machine): the budget starts after it
parentPort!.postMessage({ ready: true });
