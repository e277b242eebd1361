import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { isUUID } from 'class-validator';
import type { Config } from '../../config.js';
import { notFound } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { parseInput } from '../../common/validation.js';
import type { AuthResult, AuthService, Client } from '../auth/index.js';
import { requireUser } from '../auth/index.js';
import { User } from '../auth/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { PasskeyAuthenticationInput, PasskeyRegistrationInput } from './dto/passkeys.inputs.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { lastPasskey, passkeyRefused } from './passkey-errors.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

/** A passkey as the account page lists it: never its key. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  email: string;
  public_key: string;
  counter: string | number;
  transports: string[];
}

const viewOf = (row: { id: string; name: string; created_at: Date | string; last_used_at: Date | string | null }): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
});

/**
 * Passkeys (docs/product.md#passkeys): WebAuthn registration and sign-in with discoverable
 * credentials, through SimpleWebAuthn. A sign-in opens the same session a password login opens
 * (AuthService.signedIn), within the same login limits.
 */
export class PasskeysService {
  private readonly rp: RelyingParty;
  private readonly challenges: PasskeyChallenges;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
  ) {
    this.rp = relyingParty(config);
    this.challenges = new PasskeyChallenges(em);
  }

  async registrationOptions(userId: string | undefined): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const user = await requireUser(this.em, userId);
    const existing: { credential_id: string; transports: string[] }[] = await this.em
      .getConnection()
      .execute(`select credential_id, transports from passkeys where user_id = ?`, [user.id]);
    return generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`,
      userID: isoUint8Array.fromUTF8String(user.id),
      challenge: isoBase64URL.toBuffer(await this.challenges.issue('registration', user.id)),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports as AuthenticatorTransport[] })),
    });
  }

  async register(userId: string | undefined, body: unknown): Promise<PasskeyView> {
    requireUserId(userId);
    const input = await parseInput(PasskeyRegistrationInput, body);
    const response = input.response as unknown as RegistrationResponseJSON;
    const expectedChallenge = await this.challenges.consume('registration', userId!, response.response?.clientDataJSON);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw passkeyRefused('validation.passkeyInvalid');
    const { credential } = verification.registrationInfo;
    try {
      const [row]: Parameters<typeof viewOf>[0][] = await this.em.getConnection().execute(
        `insert into passkeys (id, created_at, user_id, credential_id, public_key, counter, transports, name)
         values (gen_random_uuid(), now(), ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?) returning id, name, created_at, last_used_at`,
        [
          userId,
          credential.id,
          isoBase64URL.fromBuffer(credential.publicKey),
          credential.counter,
          JSON.stringify(credential.transports ?? []),
          input.name,
        ],
      );
      return viewOf(row);
    } catch (err) {
      // the same authenticator registered twice (excludeCredentials asks browsers not to)
      if (err instanceof UniqueConstraintViolationException) throw passkeyRefused('validation.passkeyTaken');
      throw err;
    }
  }

  /** Options for a sign-in with no e-mail typed: no allowCredentials, the authenticator offers its own. Counted per IP. */
  async authenticationOptions(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { perIp, windowSeconds } = this.config.loginLimit;
    await this.limiter.hit({ key: `passkey-options:ip:${ip}`, limit: perIp, windowSeconds });
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'required',
      challenge: isoBase64URL.toBuffer(await this.challenges.issue('authentication', null)),
    });
  }

  /** Verifies the assertion, then opens a session exactly as a password login does: answers `{token, user}`. */
  async authenticate(body: unknown, client: Client): Promise<AuthResult> {
    const input = await parseInput(PasskeyAuthenticationInput, body);
    const response = input.response as unknown as AuthenticationResponseJSON;
    const credentialId = typeof response.id === 'string' && response.id.length <= 1024 ? response.id : '';
    const [passkey]: PasskeyRow[] = await this.em
      .getConnection()
      .execute(
        `select p.id, p.user_id, u.email, p.public_key, p.counter, p.transports from passkeys p join users u on u.id = p.user_id where p.credential_id = ?`,
        [credentialId],
      );
    if (!passkey) {
      await this.auth.throttle.beforeUnknown(client.ip);
      await this.challenges.consume('authentication', null, response.response?.clientDataJSON);
      throw passkeyRefused('validation.passkeyUnknown');
    }
    const attempt = await this.auth.throttle.before(passkey.email, client.ip);
    const expectedChallenge = await this.challenges.consume('authentication', null, response.response?.clientDataJSON);
    // the user handle, when the authenticator sends it, must name the credential's own account
    if (response.response.userHandle && response.response.userHandle !== isoBase64URL.fromUTF8String(passkey.user_id))
      throw passkeyRefused('validation.passkeyInvalid');
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: {
        id: credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw passkeyRefused('validation.passkeyInvalid');
    const { newCounter } = verification.authenticationInfo;
    // a counter that did not move forward (when the authenticator keeps one) is a copy of the key
    const moved: unknown[] = await this.em
      .getConnection()
      .execute(
        `update passkeys set counter = ?, last_used_at = now() where id = ? and (counter < ? or (counter = 0 and ? = 0)) returning id`,
        [newCounter, passkey.id, newCounter, newCounter],
      );
    if (!moved.length) throw passkeyRefused('validation.passkeyInvalid');
    const user = await this.em.findOneOrFail(User, passkey.user_id);
    return this.auth.signedIn(user, attempt, client);
  }

  async list(userId: string | undefined): Promise<PasskeyView[]> {
    requireUserId(userId);
    const rows: Parameters<typeof viewOf>[0][] = await this.em
      .getConnection()
      .execute(`select id, name, created_at, last_used_at from passkeys where user_id = ? order by created_at, id`, [userId]);
    return rows.map(viewOf);
  }

  /**
   * Removes one of the user's passkeys; 404 for another's. The last passkey of an account without a
   * password stays (409 `lastPasskey`): the user row is locked so that two removals cannot both pass.
   */
  async remove(userId: string | undefined, id: string): Promise<void> {
    requireUserId(userId);
    if (!isUUID(id, 'all')) throw notFound();
    await this.em.transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      const [owner]: { has_password: boolean }[] = await conn.execute(
        `select password_hash <> '' as has_password from users where id = ? for update`,
        [userId],
        'all',
        ctx,
      );
      const keys: { id: string }[] = await conn.execute(`select id from passkeys where user_id = ?`, [userId], 'all', ctx);
      if (!owner || !keys.some((k) => k.id === id)) throw notFound();
      if (!owner.has_password && keys.length === 1) throw lastPasskey();
      await conn.execute(`delete from passkeys where id = ? and user_id = ?`, [id, userId], 'run', ctx);
    });
  }
}
