import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from './accept-language.js';
import { ServerBuild, type LocalRemote } from './page-document.js';
import type { GraphQLRequest, GraphQLResult } from './server-bundles.js';
import type { FromRenderThread, ToRenderThread } from './render-messages.js';

/**
 * A render thread (render-pool.ts): React renders a page here, off the gateway's event loop, so a
 * crowd on a guest page costs this thread and never the API's requests. The page's GraphQL
 * operations run on the main thread (the schema, the database pool and the rate limits live
 * there): each is a message out and its result a message back. The finished page travels back as
 * UTF-8 bytes, transferred rather than copied.
 */
const { webRoot, remotes } = workerData as { webRoot: string; remotes: LocalRemote[] };
const port = parentPort!;
const send = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const build = new ServerBuild(webRoot, remotes);
const waiting = new Map<number, (result: GraphQLResult) => void>();
let nextCall = 0;

/** One GraphQL operation of render `job`, run by the main thread. */
function execute(job: number, request: GraphQLRequest): Promise<GraphQLResult> {
  const call = ++nextCall;
  return new Promise((resolve) => {
    waiting.set(call, resolve);
    send({ type: 'execute', job, call, request });
  });
}

async function render(id: number, url: string, language: Language, cookie?: string, remoteBase?: string): Promise<void> {
  try {
    const page = await build.bundle.renderPage({
      url,
      language,
      execute: (request) => execute(id, request),
      loadRemote: build.loadRemote,
      cookie,
    });
    if (!page) {
      send({ type: 'rendered', id });
      return;
    }
    const bytes = new TextEncoder().encode(build.document(page, language, remoteBase));
    send({ type: 'rendered', id, bytes, dataFree: page.dataFree }, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    send({ type: 'rendered', id, problem: err instanceof Error ? err.message : String(err) });
  }
}

/** Each server-rendered page once (an unknown id for its parameters): the first render of a page loads and compiles its code. */
async function warmUp(): Promise<void> {
  const started = performance.now();
  for (const url of build.bundle.warmUpUrls(build.loadRemote)) {
    await build.bundle
      .renderPage({ url, language: 'fr', execute: (request) => execute(0, request), loadRemote: build.loadRemote })
      .catch(() => undefined);
  }
  send({ type: 'warmed', ms: Math.round(performance.now() - started) });
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'result') {
    waiting.get(message.call)?.(message.result);
    waiting.delete(message.call);
  } else if (message.type === 'render') void render(message.id, message.url, message.language, message.cookie, message.remoteBase);
  else void warmUp();
});
send({ type: 'ready', paths: build.serverRenderedPaths() });
