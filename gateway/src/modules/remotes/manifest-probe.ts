import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a remote's mf-manifest.json says of its build (tooling's BuildStampPlugin), and whether it answered. */
export interface ManifestProbe {
  url: string;
  /** Whether the manifest answered, as JSON, within the timeout. */
  ok: boolean;
  /** How long it took to answer (or to fail), in ms. */
  ms: number;
  buildVersion: string | null;
  contractVersion: string | null;
  /** Why it did not answer (status, timeout, not JSON). */
  problem: string | null;
}

/** How long an answer is used before the manifest is asked again. */
const FRESH_MS = 5000;
const TIMEOUT_MS = 2000;

const stamp = (json: unknown, field: 'buildVersion' | 'contractVersion'): string | null => {
  const value = (json as { metaData?: { buildInfo?: Record<string, unknown> } } | null)?.metaData?.buildInfo?.[field];
  return typeof value === 'string' ? value : null;
};

/**
 * Reads remotes' manifests, each answer kept a few seconds (FRESH_MS) and shared by the requests
 * meanwhile: a crowd on a remote's server-rendered page asks its manifest once per few seconds,
 * and a manifest that does not answer costs at most TIMEOUT_MS. The gateway's own builds
 * (`/mf/<feature>/...`) are read from disk; another path on this host from PUBLIC_URL.
 */
export class ManifestReader {
  readonly #answers = new Map<string, { at: number; probe: Promise<ManifestProbe> }>();

  constructor(
    private readonly webRoot: string,
    private readonly publicUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  read(url: string): Promise<ManifestProbe> {
    const known = this.#answers.get(url);
    if (known && performance.now() - known.at < FRESH_MS) return known.probe;
    const probe = this.#probe(url);
    this.#answers.set(url, { at: performance.now(), probe });
    return probe;
  }

  async #probe(url: string): Promise<ManifestProbe> {
    const started = performance.now();
    const answer = (json: unknown, problem: string | null): ManifestProbe => ({
      url,
      ok: problem === null,
      ms: Math.round(performance.now() - started),
      buildVersion: stamp(json, 'buildVersion'),
      contractVersion: stamp(json, 'contractVersion'),
      problem,
    });
    try {
      const local = /^\/mf\/([\w-]+)\/([\w-]+\.json)$/.exec(url);
      if (local) return answer(JSON.parse(await readFile(path.join(this.webRoot, `mf-${local[1]}`, 'dist', local[2]!), 'utf8')), null);
      const response = await this.fetchImpl(new URL(url, this.publicUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return answer(null, `answered ${response.status}`);
      return answer(await response.json(), null);
    } catch (err) {
      const problem = (err as Error).name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS} ms` : (err as Error).message;
      return answer(null, problem);
    }
  }
}
