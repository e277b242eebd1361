import { REMOTES } from '../../config.js';

/** A remotes file that cannot be used, and why (the gateway keeps its last good registry). */
export class RegistryFileError extends Error {
  override name = 'RegistryFileError';
}

/** The manifest URLs a registry may hold: a path on this host, or an http(s) URL. */
export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * REMOTES_FILE's text, `{ "<feature>": "<manifest URL>", ... }` (features of
 * remote-contract/features.json; a feature left out keeps its MF_<FEATURE>_URL or local build),
 * as manifest URL by container (`mf_<feature>`). Throws RegistryFileError saying what is wrong.
 */
export function parseRegistryFile(text: string): Record<string, string> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new RegistryFileError(`not JSON (${(err as Error).message})`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RegistryFileError('not a JSON object of feature → manifest URL');
  const urls: Record<string, string> = {};
  for (const [feature, url] of Object.entries(body)) {
    if (!REMOTES.includes(feature)) throw new RegistryFileError(`"${feature}" is no remote (one of ${REMOTES.join(', ')})`);
    if (!isManifestUrl(url)) throw new RegistryFileError(`"${feature}" is not a path on this host or an http(s) URL`);
    urls[`mf_${feature}`] = url.trim();
  }
  return urls;
}
