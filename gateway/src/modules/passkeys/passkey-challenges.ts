import type { EntityManager } from '@mikro-orm/postgresql';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { randomBytes } from 'node:crypto';
import { passkeyRefused } from './passkey-errors.js';

/** How long a ceremony may take between its options and its answer. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type Ceremony = 'registration' | 'authentication';

/**
 * Challenges live in `passkey_challenges` (shared by every replica) and are consumed by one
 * `delete … returning`: two answers to one challenge cannot both see it.
 */
export class PasskeyChallenges {
  constructor(private readonly em: EntityManager) {}

  async issue(purpose: Ceremony, userId: string | null): Promise<string> {
    const challenge = isoBase64URL.fromBuffer(randomBytes(32));
    await this.em.getConnection().execute(
      `insert into passkey_challenges (id, created_at, challenge, purpose, user_id, expires_at)
       values (gen_random_uuid(), now(), ?, ?, ?, now() + make_interval(secs => ?))`,
      [challenge, purpose, userId, CHALLENGE_TTL_SECONDS],
    );
    return challenge;
  }

  /** Deletes the challenge the answer echoes, if it was issued for this ceremony and user and is still valid; refused otherwise. */
  async consume(purpose: Ceremony, userId: string | null, clientDataJSON: unknown): Promise<string> {
    const challenge = echoedChallenge(clientDataJSON);
    const rows: { challenge: string }[] = await this.em.getConnection().execute(
      `delete from passkey_challenges where challenge = ? and purpose = ? and user_id is not distinct from ? and expires_at > now()
       returning challenge`,
      [challenge, purpose, userId],
    );
    if (!rows.length) throw passkeyRefused('validation.passkeyChallenge');
    return rows[0].challenge;
  }
}

/** The challenge of a clientDataJSON (base64url JSON), read before any verification to find its row. */
function echoedChallenge(clientDataJSON: unknown): string {
  if (typeof clientDataJSON !== 'string' || !isoBase64URL.isBase64URL(clientDataJSON)) throw passkeyRefused('validation.passkeyResponse');
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && data.challenge.length <= 128) return data.challenge;
  } catch {
    // not JSON: refused below
  }
  throw passkeyRefused('validation.passkeyResponse');
}
