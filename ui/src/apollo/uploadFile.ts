import { readToken } from './token';

/**
 * What a photo picker offers (the gateway judges by content). HEIC is left out on purpose: an iPhone
 * then hands the photo over as JPEG, which every build of the gateway's image library decodes.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The largest photo the gateway takes (docs/product.md#photos). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Why an upload failed: the gateway's error (SPEC shape), or none when it was cancelled or the network failed. */
export class UploadError extends Error {
  constructor(
    readonly type: string,
    /** The field message (`validation.storageFull`...), empty when the gateway gave none. */
    readonly field: string,
  ) {
    super(field || type);
  }
}

export interface Upload {
  done: Promise<void>;
  abort(): void;
}

/**
 * POSTs one file (multipart field `file`, as the gateway's photo uploads read it) to `path`, with the
 * session's token. XHR rather than fetch: it reports the upload's progress (0 to 1) and can be aborted.
 */
export function uploadFile(path: string, file: File, onProgress: (fraction: number) => void = () => {}): Upload {
  const xhr = new XMLHttpRequest();
  let cancel = () => {};
  const done = new Promise<void>((resolve, reject) => {
    // settled at once on cancel, whether or not the request still fires its abort event
    cancel = () => reject(new UploadError('cancelled', ''));
    xhr.open('POST', path);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: { type?: string; errors?: { message?: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not the SPEC shape (a proxy's page) */
      }
      reject(new UploadError(body.type ?? 'unknown', body.errors?.[0]?.message ?? ''));
    };
    xhr.onerror = () => reject(new UploadError('network', ''));
    xhr.onabort = () => reject(new UploadError('cancelled', ''));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return {
    done,
    abort: () => {
      xhr.abort();
      cancel();
    },
  };
}
