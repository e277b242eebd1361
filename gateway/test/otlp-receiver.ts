import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeTraceRequest } from './otlp-protobuf.js';

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
  /** Already decoded (otlp-protobuf.ts). */
  raw?: unknown;
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
const unwrap = (v: AnyValue): unknown =>
  v.raw ??
  v.stringValue ??
  v.intValue ??
  v.boolValue ??
  v.doubleValue ??
  (v.arrayValue ? (v.arrayValue.values ?? []).map(unwrap) : undefined);
const attributesOf = (list: { key: string; value: AnyValue }[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.key, unwrap(a.value)]));

/** An OTLP/HTTP receiver on loopback (http/json and http/protobuf): what a collector would get at POST /v1/traces. */
export async function startOtlpReceiver(): Promise<{
  endpoint: string;
  spans: ReceivedSpan[];
  encodings: Set<string>;
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const encodings = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const type = String(req.headers['content-type']);
      if (req.url !== '/v1/traces' || !['application/json', 'application/x-protobuf'].includes(type)) {
        res.writeHead(415).end();
        return;
      }
      encodings.add(type);
      const raw = Buffer.concat(chunks);
      const body = type === 'application/json' ? JSON.parse(raw.toString('utf8')) : decodeTraceRequest(raw);
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
      // an empty ExportTraceServiceResponse in the request's encoding
      res.writeHead(200, { 'content-type': type }).end(type === 'application/json' ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    encodings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
