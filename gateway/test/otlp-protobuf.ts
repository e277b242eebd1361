/**
 * Just enough of the protobuf wire format to read an OTLP ExportTraceServiceRequest
 * (opentelemetry/proto/collector/trace/v1): the fields a test checks, into the JSON mapping's shape
 * (ids in hex), so one receiver reads both OTLP/HTTP encodings.
 */

type Field = { no: number; wire: number; value: bigint | Buffer };

function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = buf[at++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return result;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const no = key >> 3;
    const wire = key & 7;
    if (wire === 0) out.push({ no, wire, value: varint() });
    else if (wire === 1) out.push({ no, wire, value: buf.subarray(at, (at += 8)) });
    else if (wire === 5) out.push({ no, wire, value: buf.subarray(at, (at += 4)) });
    else if (wire === 2) {
      const length = Number(varint());
      out.push({ no, wire, value: buf.subarray(at, (at += length)) });
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
  return out;
}

const all = (buf: Buffer, no: number) =>
  fields(buf)
    .filter((f) => f.no === no && Buffer.isBuffer(f.value))
    .map((f) => f.value as Buffer);
const one = (buf: Buffer, no: number) => fields(buf).find((f) => f.no === no);

function anyValue(buf: Buffer): unknown {
  const f = fields(buf)[0];
  if (!f) return undefined;
  if (f.no === 1) return (f.value as Buffer).toString('utf8');
  if (f.no === 2) return f.value === 1n;
  if (f.no === 3) return String(BigInt.asIntN(64, f.value as bigint));
  if (f.no === 4) return (f.value as Buffer).readDoubleLE(0);
  return undefined;
}

const keyValues = (list: Buffer[]) =>
  list.map((kv) => ({
    key: (one(kv, 1)?.value as Buffer).toString('utf8'),
    value: { raw: anyValue((one(kv, 2)?.value as Buffer) ?? Buffer.alloc(0)) },
  }));

/** An ExportTraceServiceRequest in OTLP/JSON's shape (attribute values as `{ raw }`). */
export function decodeTraceRequest(body: Buffer) {
  return {
    resourceSpans: all(body, 1).map((rs) => ({
      resource: { attributes: keyValues(all((one(rs, 1)?.value as Buffer) ?? Buffer.alloc(0), 1)) },
      scopeSpans: all(rs, 2).map((ss) => ({
        spans: all(ss, 2).map((span) => ({
          traceId: (one(span, 1)?.value as Buffer).toString('hex'),
          spanId: (one(span, 2)?.value as Buffer).toString('hex'),
          parentSpanId: ((one(span, 4)?.value as Buffer | undefined) ?? Buffer.alloc(0)).toString('hex'),
          name: (one(span, 5)?.value as Buffer).toString('utf8'),
          kind: Number((one(span, 6)?.value as bigint | undefined) ?? 0n),
          attributes: keyValues(all(span, 9)),
        })),
      })),
    })),
  };
}
