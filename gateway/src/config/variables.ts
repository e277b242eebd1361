import { FEATURES } from '@cigogne/remote-contract/registry.mjs';
import { bool, emails, int, oneOf, optionalInt, text, url, urlOrPath, type Variable } from './kinds.js';

/**
 * Every environment variable the gateway reads, declared once: its kind, default, bounds and
 * meaning. loadConfig reads them through this table; docs/operations.md's table and .env.example
 * are generated from it (`npm run config:docs -w gateway`), and a test fails when they are stale.
 * Adding a variable is one entry here (docs/operations.md#configuration).
 */
export const VARIABLES = {
  PORT: int(4000, 0, 65535, 'HTTP port; `0` takes any free port'),
  HOST: text('0.0.0.0', 'address the HTTP server listens on'),
  DATABASE_URL: url(['postgres', 'postgresql'], 'PostgreSQL to use; when unset an embedded PostgreSQL runs in `DATA_DIR/postgres`', {
    shown: 'embedded',
    secret: true,
  }),
  DATA_DIR: text('.data', 'embedded database and generated JWT secret (relative to the repository)'),
  JWT_SECRET: text(undefined, 'token signing secret, at least 32 characters; **required with `DATABASE_URL`**, the same on every replica', {
    shown: 'generated once (embedded database only)',
    pattern: /^.{32,}$/s,
    must: 'must be at least 32 characters long',
    secret: true,
  }),
  JWT_TTL_SECONDS: int(7 * 24 * 3600, 60, 365 * 24 * 3600, 'session length (60 s to a year)'),
  SEED_DEMO: bool(undefined, 'create the sample data and demo logins on an empty database; never with `NODE_ENV=production`', {
    shown: '`true` on the embedded database, else `false`',
  }),
  NODE_ENV: text(
    undefined,
    '`production`: no sample data or demo logins whatever `SEED_DEMO` says, and `ANALYSE_ALLOW_PRIVATE`, `WEBHOOKS_ALLOW_PRIVATE` and `PUSH_ALLOW_PRIVATE` refused',
  ),
  SMTP_URL: url(
    ['smtp', 'smtps'],
    'SMTP server, credentials included; without it mails go to the `mail_outbox` table and the log ([mail delivery](#mail-delivery))',
    { secret: true },
  ),
  MAIL_FROM: text('Cigogne <no-reply@cigogne.local>', 'sender of every mail', { pattern: /@/, must: 'must contain an email address' }),
  MAIL_RETRY_HOURS: int(
    24,
    1,
    24 * 30,
    'how long a mail is retried while the SMTP server is down or answers a temporary error; then `failed`',
  ),
  WORKERS: bool(
    true,
    "`false`: this process serves HTTP only, and `npm run worker` runs the queue's workers elsewhere ([job queue and workers](#job-queue-and-workers))",
  ),
  PUBLIC_URL: url(['http', 'https'], 'base of the links in mails (reset, verification, reservation cancel)', {
    shown: '`http://localhost:PORT`',
  }),
  ADMIN_EMAILS: emails(
    'comma-separated administrator addresses, admin once **verified**, no longer once off the list ([sessions](#sessions))',
  ),
  BCRYPT_COST: int(12, 10, 15, 'password hashing cost'),
  LOG_LEVEL: oneOf(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'info',
    'how much the gateway logs ([logs and secrets](#logs-and-secrets))',
  ),
  TRUST_PROXY: text(
    'loopback',
    'Express `trust proxy`: which proxies may set `X-Forwarded-For` (the client address feeds rate limits and the error log)',
  ),
  ERROR_LOG_RETENTION_DAYS: int(30, 1, 3650, 'days `api_error_logs` rows are kept'),
  MAIL_OUTBOX_RETENTION_DAYS: int(30, 1, 3650, 'days `mail_outbox` rows are kept'),
  RESET_TOKEN_RETENTION_DAYS: int(7, 1, 3650, 'days `password_reset_tokens` rows are kept after they expire'),
  RATE_LIMIT_RETENTION_DAYS: int(2, 1, 3650, 'days `rate_limit_counters` rows are kept after their window ended'),
  RESERVATION_EMAIL_RETENTION_DAYS: int(
    30,
    1,
    3650,
    "days a guest's e-mail stays on a reservation; the purge then blanks it and keeps the reservation",
  ),
  // a pregnancy outlasts most answers' wait for the birth: a year covers it
  ANSWER_EMAIL_RETENTION_DAYS: int(
    365,
    1,
    3650,
    'days the e-mail a guest may leave with a prediction answer is kept when the birth is never announced (the announcement erases it)',
  ),
  PURGE_INTERVAL_MINUTES: int(
    60,
    1,
    7 * 24 * 60,
    "how often the purge runs: a job of the queue's crontab, once per due time across all processes (and once at start)",
  ),
  ERROR_LOG_MAX_PER_MINUTE: int(
    20,
    1,
    100000,
    '4xx recorded in the error log per minute and client address, all routes together; 5xx are always recorded',
  ),
  LOGIN_LIMIT_PER_EMAIL: int(5, 1, 1000, 'login attempts per window per email **and** client network (IPv4 /24, IPv6 /64)'),
  LOGIN_LIMIT_PER_IP: int(30, 1, 100000, 'login attempts per window per client address'),
  LOGIN_LIMIT_WINDOW_SECONDS: int(15 * 60, 1, 24 * 3600, 'window of the two limits above'),
  LOGIN_LIMIT_PER_ACCOUNT: int(100, 1, 100000, 'wrong passwords one account takes per window from networks it never signed in from'),
  LOGIN_LIMIT_ACCOUNT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  DELETE_ACCOUNT_LIMIT_PER_USER: int(5, 1, 1000, "password attempts at erasing one's account per user per window"),
  DELETE_ACCOUNT_LIMIT_WINDOW_SECONDS: int(15 * 60, 1, 24 * 3600, 'window of the limit above'),
  REGISTER_LIMIT_PER_IP: int(20, 1, 100000, 'registrations per client address per window'),
  REGISTER_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  RESET_LIMIT_PER_EMAIL: int(3, 1, 1000, 'forgot-password requests (reset mails) per address per window'),
  RESET_LIMIT_PER_IP: int(20, 1, 100000, 'forgot-password requests per client address per window'),
  RESET_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the two limits above'),
  ANALYSE_LIMIT_PER_USER: int(30, 1, 100000, 'product pages a user may read (`POST /api/analyse`) per window'),
  ANALYSE_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  INVITATION_LIMIT_PER_DAY: int(20, 1, 100000, 'co-owner invitations an owner may send a day (`POST /api/{kind}/{id}/co-owners`)'),
  ANSWER_LIMIT_PER_PREDICTION: int(1000, 1, 100000, 'answers one prediction takes in all'),
  ANSWER_LIMIT_PER_IP: int(30, 1, 100000, 'prediction answers per client address per window (a family behind one home connection fits)'),
  ANSWER_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  RESERVE_LIMIT_PER_IP: int(20, 1, 100000, 'wishlist reservations per client address per window (each mails the address the guest typed)'),
  RESERVE_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  MAIL_LIMIT_PER_RECIPIENT_PER_DAY: int(
    30,
    1,
    100000,
    'mails one address receives in 24 hours, every kind together ([rate limits](#rate-limits))',
  ),
  // it would open the SSRF guard to the internal network: a test-only switch, refused in production
  ANALYSE_ALLOW_PRIVATE: bool(
    false,
    'tests only: `POST /api/analyse` may fetch loopback and private addresses; refused with `NODE_ENV=production`',
  ),
  WEBHOOKS_ALLOW_PRIVATE: bool(
    false,
    'tests only: webhook endpoints may be `http://` and deliveries may reach loopback and private addresses; refused with `NODE_ENV=production`',
  ),
  WEBHOOK_LIMIT_PER_ACCOUNT: int(10, 1, 1000, 'webhook endpoints one account may register'),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 60_000, 'milliseconds a webhook delivery attempt may take before it is retried'),
  WEBHOOK_SECRET_KEY: text(
    undefined,
    "64 hex characters: the AES-256-GCM key that encrypts the endpoints' signing secrets in the database (changing it makes existing secrets unreadable: their endpoints must be registered again)",
    {
      shown: 'derived from `JWT_SECRET`',
      pattern: /^[0-9a-fA-F]{64}$/,
      must: 'must be 64 hexadecimal characters (32 bytes)',
      secret: true,
    },
  ),
  VAPID_PUBLIC_KEY: text(
    undefined,
    'Web Push public key (base64url, 65 bytes uncompressed P-256), set with `VAPID_PRIVATE_KEY` ([push notifications](#push-notifications))',
    {
      shown: 'generated once in `DATA_DIR` (embedded database), else derived from `JWT_SECRET`',
      pattern: /^[A-Za-z0-9_-]{87}$/,
      must: 'must be 87 base64url characters',
    },
  ),
  VAPID_PRIVATE_KEY: text(undefined, 'Web Push private key (base64url, 32 bytes), set with `VAPID_PUBLIC_KEY`', {
    shown: 'as `VAPID_PUBLIC_KEY`',
    pattern: /^[A-Za-z0-9_-]{43}$/,
    must: 'must be 43 base64url characters',
    secret: true,
  }),
  VAPID_SUBJECT: text(undefined, 'contact the push services may use (`mailto:` or `https:`)', {
    shown: '`mailto:` and the address of `MAIL_FROM`',
    pattern: /^(mailto:\S+@\S+|https:\/\/\S+)$/,
    must: 'must be a mailto: or https: address',
  }),
  // it would open the SSRF guard to the internal network: a test-only switch, refused in production
  PUSH_ALLOW_PRIVATE: bool(
    false,
    'tests only: push endpoints may be `http://` and pushes may reach loopback and private addresses; refused with `NODE_ENV=production`',
  ),
  API_TOKENS_PER_USER: int(20, 1, 1000, 'personal access tokens one account may hold unexpired ([api.md](api.md#tokens))'),
  API_COST_BUCKET_SIZE: int(
    5000,
    10,
    100_000_000,
    'points of the API cost bucket of each token, signed-in session and anonymous address ([api.md](api.md#limits-and-cost)); the benches raise it',
  ),
  API_COST_RESTORE_PER_SECOND: int(250, 1, 100_000_000, 'points a cost bucket gets back each second'),
  PHOTO_QUOTA_MB: int(
    500,
    1,
    1_000_000,
    'megabytes of timeline photos one account may store (after processing: the re-encoded photo and its thumbnail)',
  ),
  PHOTO_UPLOAD_LIMIT_PER_USER: int(60, 1, 100_000, 'photos a user may upload per window (each costs a decode and three encodes)'),
  PHOTO_UPLOAD_LIMIT_WINDOW_SECONDS: int(3600, 1, 24 * 3600, 'window of the limit above'),
  PHOTO_WORK_CONCURRENCY: int(
    1,
    1,
    16,
    'images one gateway process decodes at once (libuv threads are shared with gzip and bcrypt: [photo storage](#photo-storage))',
  ),
  PHOTO_WORK_QUEUE: int(8, 0, 1000, 'uploads waiting for their turn per process; past it 429'),
  S3_URL: url(
    ['http', 'https'],
    'endpoint of an S3-compatible object storage for photos; unset, photos are stored in PostgreSQL ([photo storage](#photo-storage))',
  ),
  S3_BUCKET: text(undefined, 'bucket of the photos (required with `S3_URL`)'),
  S3_REGION: text('us-east-1', 'region the S3 requests are signed for'),
  S3_ACCESS_KEY_ID: text(undefined, 'access key of the storage (required with `S3_URL`)', { secret: true }),
  S3_SECRET_ACCESS_KEY: text(undefined, 'its secret (required with `S3_URL`; never logged)', { secret: true }),
  REMOTES_FILE: text(
    undefined,
    'a JSON file (absolute, or relative to the repository) `{ "<feature>": "<manifest URL>" }` over `MF_<NAME>_URL`, reread when it changes (no restart; each replica reads its own copy): [remotes on their own origin](#remotes-on-their-own-origin)',
  ),
  SSR_BUDGET_MS: int(
    300,
    1,
    60_000,
    'time a server render of a guest page may take, or wait for a slot, before the plain page is sent instead',
  ),
  SSR_RENDERS_PER_CLIENT: int(
    4,
    1,
    100000,
    'server renders per client address at once and per rolling second, per process; past it the plain page is sent',
  ),
  // a render is mostly synchronous CPU work: more at once than cores only queues them
  SSR_CONCURRENCY: int(2, 1, 64, 'server renders under way at once per process'),
  LIVE_STREAMS_PER_CLIENT: int(
    50,
    1,
    100_000,
    'live update streams (`/graphql/stream`) open at once per client address, per process (a family at a baby shower behind one connection fits); past it 429',
  ),
  LIVE_MAX_STREAMS: int(
    5000,
    1,
    1_000_000,
    'live update streams open at once per process; past it 429 (what a process holds: [performance](performance.md#live-updates-issue-20))',
  ),
  SHUTDOWN_DELAY_MS: int(
    5000,
    0,
    600_000,
    'after SIGTERM, how long `/readyz` answers 503 while the process keeps serving, so load balancers stop sending to it ([deploys](#deploys-with-no-failed-request))',
  ),
  SHUTDOWN_TIMEOUT_MS: int(
    30_000,
    1000,
    3_600_000,
    'from SIGTERM to the exit: requests under way, live streams and running jobs get this long, counted from the signal (more than `SHUTDOWN_DELAY_MS`)',
  ),
  METRICS_PORT: optionalInt(0, 65535, 'port of the Prometheus exposition `GET /metrics`; unset: no metrics server ([metrics](#metrics))', {
    shown: 'unset (off)',
  }),
  METRICS_HOST: text('127.0.0.1', 'address the metrics server listens on; loopback by default, so only a scraper on the host reads it'),
} satisfies Record<string, Variable>;

/** The feature remotes the shell composes: the names in the registry shared with the frontends (remote-contract/features.json). */
export const REMOTES: readonly string[] = FEATURES.map((feature) => feature.name);

/** The variable that says where the shell loads the remote `name` from (MF_PREDICTIONS_URL...). */
export const remoteUrlVariable = (name: string) => `MF_${name.toUpperCase()}_URL`;

/** One variable per remote of the registry, documented once as MF_<NAME>_URL. */
export const REMOTE_URL_VARIABLE = {
  template: 'MF_<NAME>_URL',
  variable: urlOrPath(
    'where the shell loads the remote `<name>` (a feature of the registry) from (a path on this host or an http(s) URL), served to it as `/app/remotes.json`',
    { shown: '`/mf/<name>/mf-manifest.json`' },
  ),
};

export type VariableName = keyof typeof VARIABLES;
