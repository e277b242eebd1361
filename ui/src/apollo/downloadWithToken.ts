import { readToken } from './token';

/** The file name the gateway gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * GETs an /api file with the session's bearer token (a plain link would carry none) and hands it
 * to the browser as a download named as the gateway says. Rejects when the gateway refuses.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download of ${path} failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file over
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
