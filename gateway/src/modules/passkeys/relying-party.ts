import type { Config } from '../../config.js';

/** The WebAuthn relying party: its id is PUBLIC_URL's host, and a ceremony must come from PUBLIC_URL's origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: 'Cigogne', origin: url.origin };
}
