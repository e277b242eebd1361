import path from 'node:path';
import { FEATURES } from '@cigogne/remote-contract/registry.mjs';
import { boolVar, ConfigError, intVar, urlOrPath, urlVar, type Env } from './config/env.js';
import { jwtSecret, REPO_ROOT, version } from './config/files.js';
import { apiLimits, type ApiLimits } from './config/api.js';
import { photoLimits, s3Storage } from './config/photos.js';
import { webhookConfig, type WebhookConfig } from './config/webhooks.js';

// the variables' readers and what comes from files are in config/; here, what start-up reads and the Config it makes
export { ConfigError, REPO_ROOT };

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
  /** SEED_DEMO: true/false when set, undefined when not (then only the embedded database is seeded). */
  seedDemo?: boolean;
  version: string;
  /** Manifest URL per Module Federation remote, served to the shell as /app/remotes.json. */
  remotes: Record<string, string>;
  /** REMOTES_FILE: a JSON file of feature → manifest URL, reread when it changes, over `remotes` (modules/remotes). */
  remotesFile?: string;
}

/** The feature remotes the shell composes: the names in the registry shared with the frontends (remote-contract/features.json). */
export const REMOTES: readonly string[] = FEATURES.map((feature) => feature.name);

/** The variable that says where the shell loads the remote `name` from (MF_PREDICTIONS_URL...). */
export const remoteUrlVariable = (name: string) => `MF_${name.toUpperCase()}_URL`;

/**
 * Every environment variable loadConfig reads: the list docs/operations.md's table and
 * .env.example must match (config-docs.test.ts also checks it against what loadConfig reads).
 */
export const CONFIG_VARIABLES: readonly string[] = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'JWT_TTL_SECONDS',
  'SEED_DEMO',
  'NODE_ENV',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_RETRY_HOURS',
  'WORKERS',
  'PUBLIC_URL',
  'ADMIN_EMAILS',
  'BCRYPT_COST',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'ERROR_LOG_RETENTION_DAYS',
  'MAIL_OUTBOX_RETENTION_DAYS',
  'RESET_TOKEN_RETENTION_DAYS',
  'RATE_LIMIT_RETENTION_DAYS',
  'RESERVATION_EMAIL_RETENTION_DAYS',
  'ANSWER_EMAIL_RETENTION_DAYS',
  'PURGE_INTERVAL_MINUTES',
  'ERROR_LOG_MAX_PER_MINUTE',
  'LOGIN_LIMIT_PER_EMAIL',
  'LOGIN_LIMIT_PER_IP',
  'LOGIN_LIMIT_WINDOW_SECONDS',
  'LOGIN_LIMIT_PER_ACCOUNT',
  'LOGIN_LIMIT_ACCOUNT_WINDOW_SECONDS',
  'DELETE_ACCOUNT_LIMIT_PER_USER',
  'DELETE_ACCOUNT_LIMIT_WINDOW_SECONDS',
  'REGISTER_LIMIT_PER_IP',
  'REGISTER_LIMIT_WINDOW_SECONDS',
  'RESET_LIMIT_PER_EMAIL',
  'RESET_LIMIT_PER_IP',
  'RESET_LIMIT_WINDOW_SECONDS',
  'ANALYSE_LIMIT_PER_USER',
  'INVITATION_LIMIT_PER_DAY',
  'ANALYSE_LIMIT_WINDOW_SECONDS',
  'ANSWER_LIMIT_PER_PREDICTION',
  'ANSWER_LIMIT_PER_IP',
  'ANSWER_LIMIT_WINDOW_SECONDS',
  'RESERVE_LIMIT_PER_IP',
  'RESERVE_LIMIT_WINDOW_SECONDS',
  'MAIL_LIMIT_PER_RECIPIENT_PER_DAY',
  'ANALYSE_ALLOW_PRIVATE',
  'WEBHOOKS_ALLOW_PRIVATE',
  'WEBHOOK_LIMIT_PER_ACCOUNT',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_SECRET_KEY',
  'API_TOKENS_PER_USER',
  'API_COST_BUCKET_SIZE',
  'API_COST_RESTORE_PER_SECOND',
  'PHOTO_QUOTA_MB',
  'PHOTO_UPLOAD_LIMIT_PER_USER',
  'PHOTO_UPLOAD_LIMIT_WINDOW_SECONDS',
  'PHOTO_WORK_CONCURRENCY',
  'PHOTO_WORK_QUEUE',
  'S3_URL',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  ...REMOTES.map(remoteUrlVariable),
  'REMOTES_FILE',
  'SSR_BUDGET_MS',
  'SSR_RENDERS_PER_CLIENT',
  'SSR_CONCURRENCY',
  'LIVE_STREAMS_PER_CLIENT',
  'LIVE_MAX_STREAMS',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and validates the environment once; a bad value stops start-up with one line naming it. */
export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, 'PORT', 4000, 0, 65535);
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data');
  const adminEmails = (env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!EMAIL.test(email)) throw new ConfigError(`ADMIN_EMAILS must be a comma-separated list of emails (bad: "${email}")`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  const publicUrl = (urlVar(env, 'PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port || 4000}`).replace(/\/+$/, '');
  const databaseUrl = urlVar(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const production = env.NODE_ENV === 'production';
  const analyseAllowPrivate = boolVar(env, 'ANALYSE_ALLOW_PRIVATE') ?? false;
  // it would open the SSRF guard to the internal network: a test-only switch
  if (analyseAllowPrivate && production) throw new ConfigError('ANALYSE_ALLOW_PRIVATE must not be set with NODE_ENV=production');
  const mailFrom = env.MAIL_FROM?.trim() || 'Cigogne <no-reply@cigogne.local>';
  if (!/@/.test(mailFrom)) throw new ConfigError(`MAIL_FROM must contain an email address (got "${mailFrom}")`);
  const secret = jwtSecret(env, dataDir, databaseUrl !== undefined);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret: secret,
    ssrBudgetMs: intVar(env, 'SSR_BUDGET_MS', 300, 1, 60_000),
    ssrRendersPerClient: intVar(env, 'SSR_RENDERS_PER_CLIENT', 4, 1, 100000),
    ssrConcurrency: intVar(env, 'SSR_CONCURRENCY', 2, 1, 64),
    liveStreams: {
      perClient: intVar(env, 'LIVE_STREAMS_PER_CLIENT', 50, 1, 100_000),
      max: intVar(env, 'LIVE_MAX_STREAMS', 5000, 1, 1_000_000),
    },
    jwtTtlSeconds: intVar(env, 'JWT_TTL_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom,
    mailRetryHours: intVar(env, 'MAIL_RETRY_HOURS', 24, 1, 24 * 30),
    workers: boolVar(env, 'WORKERS') ?? true,
    publicUrl,
    adminEmails,
    bcryptCost: intVar(env, 'BCRYPT_COST', 12, 10, 15),
    logLevel,
    // which proxies may set X-Forwarded-For (client IPs feed the login limit and the error log)
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    production,
    loginLimit: {
      perEmail: intVar(env, 'LOGIN_LIMIT_PER_EMAIL', 5, 1, 1000),
      perIp: intVar(env, 'LOGIN_LIMIT_PER_IP', 30, 1, 100000),
      windowSeconds: intVar(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      perAccount: intVar(env, 'LOGIN_LIMIT_PER_ACCOUNT', 100, 1, 100000),
      accountWindowSeconds: intVar(env, 'LOGIN_LIMIT_ACCOUNT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    retentionDays: {
      errorLog: intVar(env, 'ERROR_LOG_RETENTION_DAYS', 30, 1, 3650),
      mailOutbox: intVar(env, 'MAIL_OUTBOX_RETENTION_DAYS', 30, 1, 3650),
      resetTokens: intVar(env, 'RESET_TOKEN_RETENTION_DAYS', 7, 1, 3650),
      rateLimitCounters: intVar(env, 'RATE_LIMIT_RETENTION_DAYS', 2, 1, 3650),
    },
    guestEmailRetentionDays: {
      reservation: intVar(env, 'RESERVATION_EMAIL_RETENTION_DAYS', 30, 1, 3650),
      // a pregnancy outlasts most answers' wait for the birth: a year covers it
      answer: intVar(env, 'ANSWER_EMAIL_RETENTION_DAYS', 365, 1, 3650),
    },
    deleteAccountLimit: {
      perUser: intVar(env, 'DELETE_ACCOUNT_LIMIT_PER_USER', 5, 1, 1000),
      windowSeconds: intVar(env, 'DELETE_ACCOUNT_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    },
    purgeIntervalMinutes: intVar(env, 'PURGE_INTERVAL_MINUTES', 60, 1, 7 * 24 * 60),
    errorLogMaxPerMinute: intVar(env, 'ERROR_LOG_MAX_PER_MINUTE', 20, 1, 100000),
    registerLimit: {
      perIp: intVar(env, 'REGISTER_LIMIT_PER_IP', 20, 1, 100000),
      windowSeconds: intVar(env, 'REGISTER_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    resetLimit: {
      perEmail: intVar(env, 'RESET_LIMIT_PER_EMAIL', 3, 1, 1000),
      perIp: intVar(env, 'RESET_LIMIT_PER_IP', 20, 1, 100000),
      windowSeconds: intVar(env, 'RESET_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    invitationLimitPerDay: intVar(env, 'INVITATION_LIMIT_PER_DAY', 20, 1, 100000),
    analyseLimit: {
      perUser: intVar(env, 'ANALYSE_LIMIT_PER_USER', 30, 1, 100000),
      windowSeconds: intVar(env, 'ANALYSE_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    answerLimit: {
      perPrediction: intVar(env, 'ANSWER_LIMIT_PER_PREDICTION', 1000, 1, 100000),
      perIp: intVar(env, 'ANSWER_LIMIT_PER_IP', 30, 1, 100000),
      windowSeconds: intVar(env, 'ANSWER_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    reserveLimit: {
      perIp: intVar(env, 'RESERVE_LIMIT_PER_IP', 20, 1, 100000),
      windowSeconds: intVar(env, 'RESERVE_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    },
    mailLimitPerRecipientPerDay: intVar(env, 'MAIL_LIMIT_PER_RECIPIENT_PER_DAY', 30, 1, 100000),
    analyseAllowPrivate,
    webhooks: webhookConfig(env, production, secret),
    seedDemo: boolVar(env, 'SEED_DEMO'),
    api: apiLimits(env),
    photos: photoLimits(env),
    s3: s3Storage(env),
    version: version(),
    remotes: Object.fromEntries(
      REMOTES.map((name) => [`mf_${name}`, urlOrPath(env, remoteUrlVariable(name)) ?? `/mf/${name}/mf-manifest.json`]),
    ),
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(REPO_ROOT, env.REMOTES_FILE.trim()) : undefined,
  };
}
