import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, DomainError } from '../../common/errors.js';

/** docs/product.md#photos: the largest upload accepted. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

const tooLarge = () => new DomainError('validationException', 413, [{ path: 'file', message: 'validation.tooLarge' }]);

/**
 * The bytes of the multipart field `file`, read as they stream in: past MAX_UPLOAD_BYTES the
 * request is refused (413) without buffering more, and a body announced larger is refused unread.
 */
export function readUploadedFile(req: Request): Promise<Buffer> {
  // the multipart envelope adds some bytes around the file
  if (Number(req.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) return Promise.reject(tooLarge());
  if (!req.is('multipart/form-data'))
    return Promise.reject(new DomainError('validationException', 415, [{ path: 'file', message: 'validation.unsupportedImage' }]));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    } catch {
      return reject(badRequest());
    }
    let file: Buffer | undefined;
    let failed = false;
    const fail = (err: DomainError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume(); // drains the rest unread so the answer can be sent
      reject(err);
    };
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) return stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => fail(badRequest()));
    parser.on('close', () => {
      if (failed) return;
      if (!file?.length) return fail(new DomainError('invalidForm', 422, [{ path: 'file', message: 'validation.required' }]));
      resolve(file);
    });
    req.pipe(parser);
  });
}
