import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

/** The payload field that carries the enqueuing request's trace context (W3C traceparent) to the job. */
const CARRIER = 'trace';

const tracer = trace.getTracer('cigogne');

/**
 * `payload` with the active trace context under `trace` when tracing is on (unchanged when off:
 * the API's propagator does nothing), so the job's spans join the request's trace on whichever
 * process runs it.
 */
export function withTraceContext<T extends object>(payload: T): T {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? { ...payload, [CARRIER]: carrier } : payload;
}

/** Runs a job inside a span of the trace its payload carries (a root span when it carries none). */
export function inJobSpan<T>(task: string, payload: unknown, attempt: number, run: () => Promise<T>): Promise<T> {
  const carrier = (payload as Record<string, unknown> | null)?.[CARRIER];
  const parent = carrier && typeof carrier === 'object' ? propagation.extract(context.active(), carrier) : context.active();
  return tracer.startActiveSpan(
    `job ${task}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'graphile_worker', 'messaging.destination.name': task, 'cigogne.job.attempt': attempt },
    },
    parent,
    (span) => settle(span, run),
  );
}

/** A client span around `run` (an SMTP send): ended with its outcome. */
export function inClientSpan<T>(name: string, attributes: Record<string, string | number>, run: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => settle(span, run));
}

async function settle<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // the error's kind only: its message may carry what the peer said about an address
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : 'error' });
    throw err;
  } finally {
    span.end();
  }
}
