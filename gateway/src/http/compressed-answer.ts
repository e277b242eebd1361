import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** API answers at least this long are compressed (the `compression` middleware's threshold on /api). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The bytes to send for a complete answer (a GraphQL result, a server-rendered page), as the
 * `compression` middleware would send them: brotli (quality 4) or gzip when the answer is over
 * the threshold and the client accepts one, the text itself otherwise. The answer varies by
 * Accept-Encoding either way. For a handler that holds its whole answer: the middleware's stream
 * wrapping costs every small answer too. `memo`: the compressed forms of this very body, kept by
 * its owner (a cached server-rendered page is compressed once, not for every visitor).
 */
export async function compressedAnswer(
  req: Request,
  res: Response,
  body: string | Buffer,
  memo?: Map<string, Promise<Buffer>>,
): Promise<string | Buffer> {
  res.vary('Accept-Encoding');
  if (body.length < COMPRESS_THRESHOLD_BYTES && (typeof body !== 'string' || Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES))
    return body;
  if (req.method === 'HEAD' || !req.headers['accept-encoding']) return body;
  // brotli whenever accepted: browsers list gzip first (`gzip, deflate, br, zstd`), and Express's
  // negotiation would follow their order
  const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  if (!encoding) return body;
  res.setHeader('Content-Encoding', encoding);
  const known = memo?.get(encoding);
  if (known) return known;
  // a kept page is compressed once for all its visitors: worth a denser level (9: half the bytes of
  // 4 for a few ms of libuv's threads; 11 took 40 times longer for no gain on our pages); an
  // answer compressed for one request, a fast one
  const quality = memo ? 9 : 4;
  const compressed =
    encoding === 'br'
      ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipped(body, { level: memo ? 9 : 6 });
  memo?.set(encoding, compressed);
  return compressed;
}

/** Ends a response with a whole answer (compressedAnswer's), announcing its length in bytes. */
export function endAnswer(res: Response, body: string | Buffer): void {
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.end(body);
}
