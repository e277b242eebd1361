import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { ProductMetadata } from './product-metadata.js';

const NOTHING: ProductMetadata = { title: null, price: null, image: null };

/**
 * Reads a page's product metadata in a worker thread under a time budget. Parsing HTML is linear
 * for most pages but not all: parse5 checks the stack of open elements at each tag, so 26 000
 * nested <div> (128 KiB) took 6 to 15 s, and nested tables seconds. In a worker, such a page costs
 * that thread until the budget ends it; the event loop keeps serving everyone else. A page that
 * cannot be read in time (or at all) tells nothing: every field null, as for a page without data.
 */
export class MetadataReader {
  constructor(
    private readonly log: Logger,
    private readonly budgetMs = 3000,
  ) {}

  read(html: string, url: string): Promise<ProductMetadata> {
    // the compiled gateway runs metadata-worker.js; the tests and `npm run dev` run TypeScript through swc
    const typescript = import.meta.url.endsWith('.ts');
    const worker = new Worker(new URL(`./metadata-worker.${typescript ? 'ts' : 'js'}`, import.meta.url), {
      workerData: { html, url },
      execArgv: typescript ? ['--import', '@swc-node/register/esm-register'] : [],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    return new Promise<ProductMetadata>((resolve) => {
      let settled = false;
      const done = (metadata: ProductMetadata, problem?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (problem) this.log.warn({ url, problem }, 'product page not read: its fields are left empty');
        resolve(metadata);
        void worker.terminate();
      };
      const timer = setTimeout(() => done(NOTHING, `over ${this.budgetMs} ms`), this.budgetMs);
      worker.once('message', (m: { metadata?: ProductMetadata; error?: string }) => done(m.metadata ?? NOTHING, m.error));
      worker.once('error', (err) => done(NOTHING, err.message));
      worker.once('exit', (code) => done(NOTHING, `worker exited (${code})`));
    });
  }
}
