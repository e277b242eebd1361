import path from 'node:path';
import { jwtSecret, REPO_ROOT, version } from './config/files.js';
import { apiLimits, type ApiLimits } from './config/api.js';
import { photoLimits, s3Storage } from './config/photos.js';
import { ConfigError, readVariables, type Env } from './config/read-variables.js';
import { REMOTES, remoteUrlVariable, VARIABLES } from './config/variables.js';
import { shutdownConfig, type ShutdownConfig } from './config/shutdown.js';
import { webhookConfig, type WebhookConfig } from './config/webhooks.js';
import { metricsConfig, type MetricsConfig } from './config/metrics.js';
import { pushConfig, type PushConfig } from './config/push.js';

// each variable is declared once in config/variables.ts; here, the Config start-up makes of them
export { ConfigError, REMOTES, remoteUrlVariable, REPO_ROOT };

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Hours a mail's delivery is retried (exponential backoff) before it is marked failed. */
  mailRetryHours: number;
  /** Whether this process runs the job queue's workers (mail delivery, purges) besides HTTP. */
  workers: boolean;
  publicUrl: string;
  adminEmails: string[];
  bcryptCost: number;
  logLevel: string;
  trustProxy: string | boolean;
  production: boolean;
  /**
   * Login attempts: per email and client network (IPv4 /24, IPv6 /64) and per IP in `windowSeconds`;
   * and wrong passwords per account in `accountWindowSeconds`, from networks the account never
   * signed in from (docs/operations.md#login-limits).
   */
  loginLimit: { perEmail: number; perIp: number; windowSeconds: number; perAccount: number; accountWindowSeconds: number };
  /** Days rows of the tables that only grow are kept before the purge deletes them. */
  retentionDays: { errorLog: number; mailOutbox: number; resetTokens: number; rateLimitCounters: number };
  /** Days a guest's e-mail is kept on a reservation (it only carries the confirmation mail); the purge then blanks it. */
  guestEmailRetentionDays: { reservation: number; answer: number };
  /** Password attempts at erasing one's account (DELETE /auth/me), per user and window. */
  deleteAccountLimit: { perUser: number; windowSeconds: number };
  /** Minutes between two purges (run by the queue's scheduler, once across replicas). */
  purgeIntervalMinutes: number;
  /** Milliseconds a server render of a page may take before the plain page is sent instead (SSR_BUDGET_MS). */
  ssrBudgetMs: number;
  /** Server renders per client address at once and per rolling second; over it the plain page is sent (SSR_RENDERS_PER_CLIENT). */
  ssrRendersPerClient: number;
  /** Server renders under way at once in this process; a render that cannot start within SSR_BUDGET_MS is not started (SSR_CONCURRENCY). */
  ssrConcurrency: number;
  /** Live update streams (/graphql/stream) open at once per client address, and in all, per process (LIVE_STREAMS_PER_CLIENT, LIVE_MAX_STREAMS). */
  liveStreams: { perClient: number; max: number };
  /** 4xx recorded per minute and client address in the error log, all routes together; 5xx are all kept. */
  errorLogMaxPerMinute: number;
  /** Registrations per IP. */
  registerLimit: { perIp: number; windowSeconds: number };
  /** Forgot-password requests (reset mails) per address and per IP. */
  resetLimit: { perEmail: number; perIp: number; windowSeconds: number };
  /** Product pages read per user (POST /analyse makes outgoing requests). */
  analyseLimit: { perUser: number; windowSeconds: number };
  /** Co-owner invitations an owner may send a day (each mails an address). */
  invitationLimitPerDay: number;
  /** Prediction answers: per prediction (in all), and per client address per window. */
  answerLimit: { perPrediction: number; perIp: number; windowSeconds: number };
  /** Reservations per client address (they mail the address the guest gives). */
  reserveLimit: { perIp: number; windowSeconds: number };
  /** Mails one address may receive a day, every kind together. */
  mailLimitPerRecipientPerDay: number;
  /** Timeline photos (docs/operations.md#photo-storage): stored bytes per account, uploads per user and window, image work at once and waiting. */
  photos: { quotaMb: number; uploadsPerUser: number; windowSeconds: number; workConcurrency: number; workQueue: number };
  /** Personal access tokens and the API's cost buckets (docs/api.md#limits-and-cost). */
  api: ApiLimits;
  /** S3-compatible object storage for photos; unset: they are stored in PostgreSQL. */
  s3?: { url: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** Tests only: lets POST /analyse fetch loopback and private addresses (refused with NODE_ENV=production). */
  analyseAllowPrivate: boolean;
  /** Webhooks (WEBHOOK_*, WEBHOOKS_ALLOW_PRIVATE): endpoints per account, attempt timeout, the key of their secrets. */
  webhooks: WebhookConfig;
  /** Web Push (VAPID_*, PUSH_ALLOW_PRIVATE): the VAPID keys and the outbound guard's test switch. */
  push: PushConfig;
  /** SIGTERM: readiness off, then the stop in order (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS). */
  shutdown: ShutdownConfig;
  /** SEED_DEMO: true/false when set, undefined when not (then only the embedded database is seeded). */
  seedDemo?: boolean;
  version: string;
  /** Manifest URL per Module Federation remote, served to the shell as /app/remotes.json. */
  remotes: Record<string, string>;
  /** REMOTES_FILE: a JSON file of feature → manifest URL, reread when it changes, over `remotes` (modules/remotes). */
  remotesFile?: string;
  /** The Prometheus exposition's own port and address (METRICS_PORT, METRICS_HOST). */
  metrics: MetricsConfig;
}

/** Every environment variable loadConfig reads (one per remote for MF_<NAME>_URL). */
export const CONFIG_VARIABLES: readonly string[] = [...Object.keys(VARIABLES), ...REMOTES.map(remoteUrlVariable)];

/** Reads and validates the environment once; a bad value stops start-up with one line naming it. */
export function loadConfig(env: Env = process.env): Config {
  const { variables: v, remoteUrls } = readVariables(env);
  const dataDir = path.resolve(REPO_ROOT, v.DATA_DIR);
  const production = v.NODE_ENV === 'production';
  // it would open the SSRF guard to the internal network: a test-only switch
  if (v.ANALYSE_ALLOW_PRIVATE && production) throw new ConfigError('ANALYSE_ALLOW_PRIVATE must not be set with NODE_ENV=production');
  const secret = jwtSecret(v.JWT_SECRET, dataDir, v.DATABASE_URL !== undefined);
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dataDir,
    jwtSecret: secret,
    ssrBudgetMs: v.SSR_BUDGET_MS,
    ssrRendersPerClient: v.SSR_RENDERS_PER_CLIENT,
    ssrConcurrency: v.SSR_CONCURRENCY,
    liveStreams: { perClient: v.LIVE_STREAMS_PER_CLIENT, max: v.LIVE_MAX_STREAMS },
    jwtTtlSeconds: v.JWT_TTL_SECONDS,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailRetryHours: v.MAIL_RETRY_HOURS,
    workers: v.WORKERS,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT || 4000}`).replace(/\/+$/, ''),
    adminEmails: v.ADMIN_EMAILS,
    bcryptCost: v.BCRYPT_COST,
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY,
    production,
    loginLimit: {
      perEmail: v.LOGIN_LIMIT_PER_EMAIL,
      perIp: v.LOGIN_LIMIT_PER_IP,
      windowSeconds: v.LOGIN_LIMIT_WINDOW_SECONDS,
      perAccount: v.LOGIN_LIMIT_PER_ACCOUNT,
      accountWindowSeconds: v.LOGIN_LIMIT_ACCOUNT_WINDOW_SECONDS,
    },
    retentionDays: {
      errorLog: v.ERROR_LOG_RETENTION_DAYS,
      mailOutbox: v.MAIL_OUTBOX_RETENTION_DAYS,
      resetTokens: v.RESET_TOKEN_RETENTION_DAYS,
      rateLimitCounters: v.RATE_LIMIT_RETENTION_DAYS,
    },
    guestEmailRetentionDays: { reservation: v.RESERVATION_EMAIL_RETENTION_DAYS, answer: v.ANSWER_EMAIL_RETENTION_DAYS },
    deleteAccountLimit: { perUser: v.DELETE_ACCOUNT_LIMIT_PER_USER, windowSeconds: v.DELETE_ACCOUNT_LIMIT_WINDOW_SECONDS },
    purgeIntervalMinutes: v.PURGE_INTERVAL_MINUTES,
    errorLogMaxPerMinute: v.ERROR_LOG_MAX_PER_MINUTE,
    registerLimit: { perIp: v.REGISTER_LIMIT_PER_IP, windowSeconds: v.REGISTER_LIMIT_WINDOW_SECONDS },
    resetLimit: { perEmail: v.RESET_LIMIT_PER_EMAIL, perIp: v.RESET_LIMIT_PER_IP, windowSeconds: v.RESET_LIMIT_WINDOW_SECONDS },
    invitationLimitPerDay: v.INVITATION_LIMIT_PER_DAY,
    analyseLimit: { perUser: v.ANALYSE_LIMIT_PER_USER, windowSeconds: v.ANALYSE_LIMIT_WINDOW_SECONDS },
    answerLimit: {
      perPrediction: v.ANSWER_LIMIT_PER_PREDICTION,
      perIp: v.ANSWER_LIMIT_PER_IP,
      windowSeconds: v.ANSWER_LIMIT_WINDOW_SECONDS,
    },
    reserveLimit: { perIp: v.RESERVE_LIMIT_PER_IP, windowSeconds: v.RESERVE_LIMIT_WINDOW_SECONDS },
    mailLimitPerRecipientPerDay: v.MAIL_LIMIT_PER_RECIPIENT_PER_DAY,
    analyseAllowPrivate: v.ANALYSE_ALLOW_PRIVATE,
    webhooks: webhookConfig(v, production, secret),
    push: pushConfig(v, { production, dataDir, external: v.DATABASE_URL !== undefined, jwtSecret: secret }),
    seedDemo: v.SEED_DEMO,
    shutdown: shutdownConfig(v),
    api: apiLimits(v),
    photos: photoLimits(v),
    s3: s3Storage(v),
    version: version(),
    remotes: Object.fromEntries(REMOTES.map((name) => [`mf_${name}`, remoteUrls[name] ?? `/mf/${name}/mf-manifest.json`])),
    metrics: metricsConfig(v),
    remotesFile: v.REMOTES_FILE ? path.resolve(REPO_ROOT, v.REMOTES_FILE) : undefined,
  };
}
