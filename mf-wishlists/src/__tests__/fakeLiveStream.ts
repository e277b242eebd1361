import type { WishlistChangedSubscription, WishlistChangedSubscriptionVariables } from '@cigogne/graphql/live';
import { http, HttpResponse } from 'msw';

interface OpenStream {
  id: string;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

const encoder = new TextEncoder();

/**
 * The gateway's /graphql/stream for the tests (graphql-sse's events, docs/architecture.md#live-updates):
 * every subscription gets an open stream that stays silent until `publish(id)` tells its list changed.
 */
function fakeLiveStreams() {
  const open = new Set<OpenStream>();
  const handler = http.post('*/graphql/stream', async ({ request }) => {
    const { variables } = (await request.json()) as { variables: WishlistChangedSubscriptionVariables };
    let stream: OpenStream;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = { id: String(variables.id), controller };
        open.add(stream);
        controller.enqueue(encoder.encode(':\n\n'));
        // the page left (its client aborted the request)
        request.signal.addEventListener('abort', () => open.delete(stream));
      },
      cancel() {
        open.delete(stream);
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return {
    handler,
    /** The open streams of list `id`. */
    count: (id: string) => [...open].filter((s) => s.id === id).length,
    publish(id: string) {
      const event: { data: WishlistChangedSubscription } = { data: { wishlistChanged: { wishlistId: id } } };
      for (const stream of open)
        if (stream.id === id) stream.controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(event)}\n\n`));
    },
  };
}

export const liveStreams = fakeLiveStreams();
