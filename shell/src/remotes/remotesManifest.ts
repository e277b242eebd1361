/** Manifest URL per remote container name, read from /app/remotes.json (written by the gateway). */
export type RemotesManifest = Record<string, string>;

export const REMOTES_JSON_URL = '/app/remotes.json';

/** A remote that remotes.json does not list. */
export class RemoteMissingError extends Error {
  constructor(remote: string) {
    super(`Remote ${remote} is not listed in ${REMOTES_JSON_URL}`);
    this.name = 'RemoteMissingError';
  }
}

let pending: Promise<RemotesManifest> | null = null;

/** Fetches remotes.json once; a failed fetch is forgotten so the next call (Retry) fetches again. */
export function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  pending ??= fetchImpl(REMOTES_JSON_URL, { headers: { accept: 'application/json' }, cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}`);
      const body = (await response.json()) as unknown;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${REMOTES_JSON_URL} is not an object`);
      return Object.fromEntries(
        Object.entries(body as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Manifest URLs may be relative to the site ('/mf/timelines/mf-manifest.json') or absolute. */
export function absoluteEntry(url: string, base = window.location.origin): string {
  return new URL(url, base).toString();
}

/** Test helper: forget the cached remotes.json. */
export function resetRemotesManifest(): void {
  pending = null;
}
