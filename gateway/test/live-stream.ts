/** One server-sent event as read off the wire (graphql-sse's `next` and `complete`). */
export interface StreamEvent {
  event: string;
  data: any;
}

export interface LiveStream {
  status: number;
  /** The answer's body when it is not a stream (a refusal). */
  body?: any;
  headers: Headers;
  events: StreamEvent[];
  /** Everything received, comments included: what a client could read. */
  raw(): string;
  /** The next event not yet taken, or rejects after `ms`. */
  next(ms?: number): Promise<StreamEvent>;
  /** Waits `ms`, then counts every event received so far as taken. */
  settle(ms?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export const WISHLIST_CHANGED = 'subscription W($id: ID!) { wishlistChanged(id: $id) { wishlistId } }';

/** A subscription over /graphql/stream as graphql-sse's client opens one (distinct connection, POST). */
export async function openStream(
  baseUrl: string,
  body: { query: string; variables?: Record<string, unknown> },
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let raw = '';
  let taken = 0;
  let wake: (() => void) | undefined;
  const base = { status: res.status, headers: res.headers, events, raw: () => raw, close: () => abort.abort() };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await res.text();
    return {
      ...base,
      body: text ? JSON.parse(text) : undefined,
      next: () => Promise.reject(new Error('no stream')),
      settle: () => Promise.resolve(),
      ended: Promise.resolve(),
    };
  }
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, data: fields.data ? JSON.parse(fields.data) : null });
          wake?.();
        }
      }
    } catch {
      // closed by the test
    }
    wake?.();
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    ...base,
    ended,
    async settle(ms = 500) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      taken = events.length;
    },
    async next(ms = 30_000) {
      const deadline = Date.now() + ms;
      while (events.length <= taken) {
        if (done) throw new Error(`stream ended; received: ${raw}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms; received: ${raw}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return events[taken++];
    },
  };
}
