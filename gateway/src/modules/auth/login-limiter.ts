import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError } from '../../common/errors.js';

/**
 * Counts failed logins per email and per IP in PostgreSQL (so several gateway processes share
 * the counters). Past the limit inside the window, logins answer 429 `tooManyRequests`.
 */
export class LoginLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: Config['loginLimit'],
  ) {}

  private keys(email: string, ip: string) {
    return [
      { key: `email:${email}`, limit: this.limits.perEmail },
      { key: `ip:${ip}`, limit: this.limits.perIp },
    ];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const rows: { key: string; count: number }[] = await this.em
      .getConnection()
      .execute(`select key, count from login_attempts where key in (?, ?) and window_start > now() - make_interval(secs => ?)`, [
        keys[0].key,
        keys[1].key,
        this.limits.windowSeconds,
      ]);
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.count >= limit) throw new DomainError('tooManyRequests', 429);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    for (const { key } of this.keys(email, ip)) {
      // one atomic statement: concurrent failures on several processes all count
      await this.em.getConnection().execute(
        `insert into login_attempts (key, count, window_start) values (?, 1, now())
         on conflict (key) do update set
           count = case when login_attempts.window_start > now() - make_interval(secs => ?) then login_attempts.count + 1 else 1 end,
           window_start = case when login_attempts.window_start > now() - make_interval(secs => ?) then login_attempts.window_start else now() end`,
        [key, this.limits.windowSeconds, this.limits.windowSeconds],
      );
    }
  }

  async reset(email: string): Promise<void> {
    await this.em.getConnection().execute(`delete from login_attempts where key = ?`, [`email:${email}`]);
  }
}
