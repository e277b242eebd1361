import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';
import { RedactingSpanProcessor } from './span-redaction.js';

type Env = Record<string, string | undefined>;

/** The exporter OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL names; each reads the endpoint, headers and timeout from the environment itself. */
function exporterFor(env: Env) {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
  if (protocol === 'http/json') return new JsonExporter();
  if (protocol === 'http/protobuf') return new ProtobufExporter();
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (got "${protocol}")`);
}

/**
 * OpenTelemetry traces, configured by the standard OTEL_* variables only (endpoint, protocol,
 * headers, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY): the HTTP requests, Express's
 * routing, GraphQL operations and the resolvers that do their own work, every SQL statement
 * (its text, never its parameters), and the spans the gateway makes itself (queue jobs, SMTP).
 * No metrics or logs are exported (the metrics are Prometheus's, the logs stdout's).
 */
export function startTracing(env: Env = process.env): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() ? undefined : 'cigogne',
    spanProcessors: [
      new RedactingSpanProcessor(),
      new BatchSpanProcessor({ exporter: exporterFor(env), scheduledDelayMillis: Number(env.OTEL_BSP_SCHEDULE_DELAY) || undefined }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // the probes poll every few seconds: their traces would bury the real ones
        ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz',
      }),
      new ExpressInstrumentation(),
      // resolvers that only read a field of their parent make no span of their own
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return sdk;
}
