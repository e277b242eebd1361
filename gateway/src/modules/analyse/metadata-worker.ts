import { parentPort, workerData } from 'node:worker_threads';
import { readProductMetadata } from './product-metadata.js';

/** Runs in a worker thread (metadata-reader.ts): a hostile page costs this thread, never the event loop. */
const { html, url } = workerData as { html: string; url: string };
try {
  parentPort!.postMessage({ metadata: readProductMetadata(html, url) });
} catch (err) {
  // a page nested deeper than the call stack (domutils walks it recursively), say
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
