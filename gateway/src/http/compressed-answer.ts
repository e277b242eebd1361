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
  body: string,
  memo?: Map<string, Promise<Buffer>>,
): Promise<string | Buffer> {
  res.vary('Accept-Encoding');
  if (body.length < COMPRESS_THRESHOLD_BYTES && Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return body;
  if (req.method === 'HEAD' || !req.headers['accept-encoding']) return body;
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return body;
  res.setHeader('Content-Encoding', encoding);
  const known = memo?.get(encoding);
  if (known) return known;
  const compressed = encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipped(body);
  memo?.set(encoding, compressed);
  return compressed;
}

/** Ends a response with a whole answer (compressedAnswer's), announcing its length in bytes. */
export function endAnswer(res: Response, body: string | Buffer): void {
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.end(body);
}
