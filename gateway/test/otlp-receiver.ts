import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A received span, flattened from OTLP/JSON (ids in hex, attribute values unwrapped). */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  service: string;
}

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
const unwrap = (v: AnyValue): unknown =>
  v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue ?? (v.arrayValue ? (v.arrayValue.values ?? []).map(unwrap) : undefined);
const attributesOf = (list: { key: string; value: AnyValue }[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.key, unwrap(a.value)]));

/** An OTLP/HTTP receiver (http/json) on loopback: what a collector would get at POST /v1/traces. */
export async function startOtlpReceiver(): Promise<{ endpoint: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url !== '/v1/traces' || !String(req.headers['content-type']).includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const rs of body.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId || undefined,
              name: s.name,
              kind: s.kind,
              attributes: attributesOf(s.attributes),
              service,
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
