/** Whether the standard variables ask for traces: an OTLP endpoint (all signals' or the traces' own). */
export const tracingRequested = (env: Record<string, string | undefined>): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
