/**
 * `node --import …/observability/otel-register.js dist/main.js`: starts OpenTelemetry before the
 * app's modules load, as ESM instrumentation needs (its loader hook sees their imports). Without an
 * OTLP endpoint in the environment it does nothing: no hook, no SDK loaded, no cost.
 */
import { register } from 'node:module';
import { tracingRequested } from './tracing-requested.js';

if (tracingRequested(process.env)) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./tracing.js');
  const sdk = startTracing();
  // the spans still buffered are sent when the process ends by itself
  process.once('beforeExit', () => void sdk.shutdown());
}
