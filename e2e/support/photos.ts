import type { Page } from '@playwright/test';
import { BASE } from './browser';

/** A phone-camera-like JPEG drawn by the browser itself: a portrait gradient with a sun. */
export async function cameraJpeg(page: Page, top = '#7ec8e3'): Promise<Buffer> {
  const dataUrl = await page.evaluate((top) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 1600);
    sky.addColorStop(0, top);
    sky.addColorStop(1, '#f6d6ad');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 1600);
    g.fillStyle = '#ffb703';
    g.beginPath();
    g.arc(600, 500, 220, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  }, top);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Uploads `jpeg` to an event of a timeline, as its parent (`token`); returns the photo's id and URL. */
export async function uploadPhoto(token: string, timelineId: string, eventId: string, jpeg: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${BASE}/api/timelines/${timelineId}/events/${eventId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; url: string };
}
