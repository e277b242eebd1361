import sharp from 'sharp';
import type { TestServer } from '../../../../test/harness.js';

/**
 * A phone-like JPEG of `width` x `height` pixels as stored (landscape), with EXIF saying "rotate 90°
 * clockwise to display" and a GPS position: what processing must apply and drop.
 */
export function phoneJpeg({ width = 400, height = 200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' } })
    .toBuffer();
}

/** A small PNG. */
export const smallPng = () =>
  sharp({ create: { width: 60, height: 40, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();

interface UploadOptions {
  field?: string;
  name?: string;
  type?: string;
}

/** POST .../photos with `data` as the multipart field `field` (fetch builds the body). */
export function uploadPhoto(
  server: TestServer,
  token: string | undefined,
  timelineId: string,
  eventId: string,
  data: Buffer,
  options: UploadOptions = {},
) {
  return postFile(server, token, `/api/timelines/${timelineId}/events/${eventId}/photos`, data, options);
}

/** POST of `data` to `path` as the multipart field `field`: any photo upload route. */
export async function postFile(
  server: TestServer,
  token: string | undefined,
  path: string,
  data: Buffer,
  { field = 'file', name = 'photo.jpg', type = 'image/jpeg' }: UploadOptions = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** GET of a photo URL as answered (a path on the server); the bytes and headers. */
export async function getPhoto(server: TestServer, url: string, token?: string) {
  const res = await fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}
