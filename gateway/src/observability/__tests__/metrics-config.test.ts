import { expect, it } from '@jest/globals';
import { metricsConfig } from '../../config/metrics.js';
import { ConfigError, readVariables, type Env } from '../../config/read-variables.js';
import { tracingRequested } from '../tracing-requested.js';

const metricsOf = (env: Env) => metricsConfig(readVariables(env).variables);

it('METRICS_PORT unset leaves the metrics off; set, it is a port on loopback unless METRICS_HOST says otherwise', () => {
  expect(metricsOf({})).toEqual({ port: undefined, host: '127.0.0.1' });
  expect(metricsOf({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
  expect(metricsOf({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 0, host: '0.0.0.0' });
  expect(() => metricsOf({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
  expect(() => metricsOf({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
});

it('tracing is asked for by an OTLP endpoint only', () => {
  expect(tracingRequested({})).toBe(false);
  expect(tracingRequested({ OTEL_SERVICE_NAME: 'cigogne', OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
  expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
  expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
});
