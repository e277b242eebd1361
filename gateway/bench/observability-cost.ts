// The cost of the observability (docs/performance.md#observability-cost): the same gateway build as
// four processes on the run's database, loaded in turn with one route, round after round (so load
// from elsewhere weighs on them alike): without metrics or the tracing register file, with the
// register file and no OTLP endpoint (tracing off), with METRICS_PORT (metrics on, tracing off),
// and with metrics and tracing on (every request sampled, spans sent to a receiver that drops them).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/modules/mail/__tests__/smtp-peer.js';
import { runLoad } from './load-runner.js';
import { median } from './targets.js';

/** The compiled gateway next to this file (dist-bench/src/). */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

interface Variant {
  title: string;
  env: Record<string, string>;
  register: boolean;
}

/** CPU time (user + system) a process has used, in microseconds (/proc: clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A sink for OTLP/HTTP: answers every export at once and keeps nothing. */
async function otlpSink(): Promise<{ endpoint: string; close(): void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function spawnGateway(databaseUrl: string, variant: Variant): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const args = [...(variant.register ? ['--import', path.join(SRC, 'observability', 'otel-register.js')] : []), path.join(SRC, 'main.js')];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-observability-')),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WORKERS: 'false',
      API_COST_BUCKET_SIZE: '100000000',
      API_COST_RESTORE_PER_SECOND: '100000000',
      ...variant.env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.title}: the gateway exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Requests/s and p99 of `route` on each variant, and each one's ratio to the plain gateway (median of the per-round ratios). */
export async function observabilityCost(options: {
  databaseUrl: string;
  route: string;
  connections: number;
  seconds: number;
  rounds: number;
}) {
  const sink = await otlpSink();
  const variants: Variant[] = [
    { title: 'plain (no register file, no METRICS_PORT)', env: {}, register: false },
    { title: 'tracing off (register file, no endpoint)', env: {}, register: true },
    { title: 'metrics on, tracing off', env: { METRICS_PORT: '0' }, register: true },
    {
      title: 'metrics on, tracing on (always_on)',
      env: {
        METRICS_PORT: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        OTEL_TRACES_SAMPLER: 'always_on',
      },
      register: true,
    },
  ];
  const gateways = [];
  for (const variant of variants) gateways.push(await spawnGateway(options.databaseUrl, variant));
  try {
    // warm: the first requests compile the code paths
    for (const { url } of gateways) await runLoad({ url: `${url}${options.route}`, connections: options.connections, duration: 2 });
    const slices = variants.map(() => [] as { rps: number; p99: number; cpu: number; requests: number }[]);
    const slice = Math.max(1, options.seconds / options.rounds);
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, { url, child }] of gateways.entries()) {
        const cpu = cpuMicros(child.pid!);
        const result = await runLoad({ url: `${url}${options.route}`, connections: options.connections, duration: slice });
        if (result.non2xx || result.errors) throw new Error(`${variants[i]!.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        slices[i]!.push({ rps: result.requestsPerSecond, p99: result.p99, cpu: cpuMicros(child.pid!) - cpu, requests: result.total });
      }
    }
    console.log(
      `\nObservability cost, GET ${options.route.replace(/[0-9a-f-]{36}/, '{id}')} (${options.connections} connections, ${options.rounds} rounds):`,
    );
    for (const [i, variant] of variants.entries()) {
      const rps = median(slices[i]!.map((s) => s.rps));
      const ratio = median(slices[i]!.map((s, round) => s.rps / slices[0]![round]!.rps));
      const p99 = median(slices[i]!.map((s) => s.p99));
      // CPU per request: the steadiest figure on a shared machine (throughput follows whatever else runs)
      const perRequest = (k: number) => slices[k]!.reduce((n, s) => n + s.cpu, 0) / slices[k]!.reduce((n, s) => n + s.requests, 0);
      const cpu = perRequest(i);
      console.log(
        `  ${variant.title.padEnd(46)} ${rps.toFixed(0).padStart(6)} req/s  ${ratio.toFixed(2)} × plain  p99 ${p99.toFixed(0)} ms  CPU ${cpu.toFixed(0)} µs/request (${(cpu / perRequest(0)).toFixed(2)} × plain)`,
      );
    }
  } finally {
    for (const { child } of gateways) child.kill('SIGTERM');
    await Promise.all(
      gateways.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))),
    );
    sink.close();
  }
}
