import { readToken } from '@cigogne/ui/apollo/token';

/** The file name the gateway gives in Content-Disposition (dated), else a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'cigogne-data.json';
}

/**
 * GET /api/auth/me/export with the session's bearer token (a plain link would carry none), handed
 * to the browser as a download. Rejects when the gateway refuses.
 */
export async function downloadAccountData(): Promise<void> {
  const token = readToken();
  const response = await fetch('/api/auth/me/export', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file over
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
