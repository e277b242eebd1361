import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Every metric the gateway exposes, in one registry. Counters and histograms are updated where
 * things happen (a few nanoseconds each, scraped or not); the gauges of state (pool, queue, live
 * streams) are read at scrape time by observability/state-gauges.ts. Labels take bounded values
 * only: route templates, task names, kinds and rules, never a raw path, id or address.
 */
export const registry = new Registry();

/** OpenTelemetry's HTTP server histogram boundaries (semantic conventions for http.server.request.duration). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

export const httpDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by route template, method and status.',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers: [registry],
});

export const graphqlOperations = new Counter({
  name: 'graphql_server_operations_total',
  help: 'GraphQL operations answered, by operation name, type and outcome (success, error).',
  labelNames: ['graphql_operation_name', 'graphql_operation_type', 'outcome'] as const,
  registers: [registry],
});

export const mails = new Counter({
  name: 'cigogne_mails_total',
  help: 'Mail delivery attempts, by kind and result (sent, retry, failed).',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: 'cigogne_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by event type and result (sent, retry, failed).',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});

export const serverRenders = new Counter({
  name: 'cigogne_server_renders_total',
  help: 'Server-rendered page requests, by result (cache_hit, shared, rendered, plain).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const refusals = new Counter({
  name: 'cigogne_limit_refusals_total',
  help: 'Requests refused by a rate limit or a cost bucket (429), by rule.',
  labelNames: ['rule'] as const,
  registers: [registry],
});

export const queueJobs = new Counter({
  name: 'cigogne_queue_jobs_total',
  help: 'Job attempts run by this process, by task and result (success, retry, failed).',
  labelNames: ['task', 'result'] as const,
  registers: [registry],
});

/** Distinct GraphQL operation names kept as label values; later new names count as `_OTHER`. */
const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** An operation name as a label value: a client chooses it, so the set is capped. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '_ANONYMOUS';
  if (!OPERATION_NAME.test(name)) return '_OTHER';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return '_OTHER';
  operationNames.add(name);
  return name;
}

/**
 * A rate-limit key's rule: its leading word segments (`reserve:ip:1.2.3.4` → `reserve:ip`,
 * `login:net:a@b|net` → `login:net`), never the address, e-mail or id after them.
 */
export function ruleOf(key: string): string {
  const parts = key.split(':');
  const rule = [parts[0]];
  if (parts.length > 2 && /^[a-z-]+$/.test(parts[1]!)) rule.push(parts[1]!);
  return /^[a-z-]+(:[a-z-]+)?$/.test(rule.join(':')) ? rule.join(':') : 'other';
}

/** A mail or delivery kind as a label: the code's own names, or `other`. */
export const kindLabel = (kind: string | null | undefined) => (kind && /^[a-z][a-z0-9_.-]{0,40}$/i.test(kind) ? kind : 'other');
