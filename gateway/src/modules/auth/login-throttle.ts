import type { EntityManager } from '@mikro-orm/postgresql';
import { isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../../config.js';
import type { RateLimiter } from '../rate-limits/index.js';

/** How long a network where the account signed in stays its "usual" one. */
export const KNOWN_NETWORK_DAYS = 30;

/**
 * The client's network: IPv4 /24, IPv6 /64 (one household, one mobile operator's cell). An
 * attacker changes addresses within a network easily, not networks; anything else is kept whole.
 */
export function clientNetwork(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const [head, tail = ''] = ip.split('%')[0].split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => parseInt(g || '0', 16).toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

/** What a login attempt took from the budgets, to give back when the password was right. */
export interface LoginAttempt {
  email: string;
  network: string;
  ip: string;
  countedOnAccount: boolean;
}

/**
 * The limits on password guesses (docs/operations.md#login-limits). Every attempt is counted before the
 * password is checked (race-proof: N parallel guesses see N distinct counts), and a success gives
 * its hits back, so only failures use a budget up:
 * - per email and client network (LOGIN_LIMIT_PER_EMAIL, 5 per 15 min): the tight limit, and the
 *   only one on a network the account signed in from within 30 days. Failures elsewhere never
 *   lock the owner out of their own connection;
 * - per account, from every other network (LOGIN_LIMIT_PER_ACCOUNT, 100 an hour): bounds brute
 *   force from many addresses;
 * - per IP (LOGIN_LIMIT_PER_IP): one address trying many accounts.
 */
export class LoginThrottle {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'loginLimit'>,
  ) {}

  private keys(email: string, network: string, ip: string) {
    return { net: `login:net:${email}|${network}`, account: `login:account:${email}`, ip: `login:ip:${ip}` };
  }

  /** Counts the attempt; 429 `tooManyRequests` when a budget is spent. */
  async before(email: string, ip: string): Promise<LoginAttempt> {
    const network = clientNetwork(ip);
    const { perEmail, perIp, windowSeconds, perAccount, accountWindowSeconds } = this.config.loginLimit;
    const keys = this.keys(email, network, ip);
    const known = await this.isKnownNetwork(email, network);
    await this.limiter.hit(
      { key: keys.net, limit: perEmail, windowSeconds },
      { key: keys.ip, limit: perIp, windowSeconds },
      ...(known ? [] : [{ key: keys.account, limit: perAccount, windowSeconds: accountWindowSeconds }]),
    );
    return { email, network, ip, countedOnAccount: !known };
  }

  /** An attempt that names no account (an unknown passkey): it counts on the per-IP budget only; 429 when spent. */
  async beforeUnknown(ip: string): Promise<void> {
    const { perIp, windowSeconds } = this.config.loginLimit;
    await this.limiter.hit({ key: `login:ip:${ip}`, limit: perIp, windowSeconds });
  }

  /** The password was right: the hits are given back, and the network becomes a usual one. */
  async succeeded(attempt: LoginAttempt, userId: string): Promise<void> {
    const keys = this.keys(attempt.email, attempt.network, attempt.ip);
    await this.limiter.clear(keys.net);
    await this.limiter.refund(keys.ip);
    if (attempt.countedOnAccount) await this.limiter.refund(keys.account);
    await this.em.getConnection().execute(
      `insert into login_networks (user_id, network, last_success_at) values (?, ?, now())
       on conflict (user_id, network) do update set last_success_at = now()`,
      [userId, attempt.network],
    );
  }

  private async isKnownNetwork(email: string, network: string): Promise<boolean> {
    const rows: unknown[] = await this.em.getConnection().execute(
      `select 1 from login_networks n join users u on u.id = n.user_id
       where u.email = ? and n.network = ? and n.last_success_at > now() - make_interval(days => ?)`,
      [email, network, KNOWN_NETWORK_DAYS],
    );
    return rows.length > 0;
  }
}
