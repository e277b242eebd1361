import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/modules/mail/__tests__/smtp-peer.js';

export interface PrometheusPeer {
  url: string;
  /** A PromQL instant query over the HTTP API: its vector's samples. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  /** The rules Prometheus loaded, with their health. */
  rules(): Promise<{ name: string; health: string; lastError?: string }[]>;
  close(): Promise<void>;
}

/**
 * A real Prometheus (Debian's binary) on loopback with a config of its own: it scrapes `target`
 * every second as job "cigogne" and loads `ruleFiles`. Its data lives in a temporary folder.
 */
export async function startPrometheus(target: string, ruleFiles: string[] = []): Promise<PrometheusPeer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-prometheus-'));
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    ...(ruleFiles.length ? ['rule_files:', ...ruleFiles.map((f) => `  - ${JSON.stringify(f)}`)] : []),
    'scrape_configs:',
    '  - job_name: cigogne',
    `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
  ].join('\n');
  writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.env.PROMETHEUS_BIN ?? 'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = async (pathAndQuery: string) => {
    const res = await fetch(`${url}${pathAndQuery}`);
    const body = (await res.json()) as { status: string; data: any; error?: string };
    if (body.status !== 'success') throw new Error(`prometheus: ${body.error}`);
    return body.data;
  };
  // ready when its API answers (it starts in well under a second on an idle machine, longer on a busy one)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited: ${stderr}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    query: async (promql) => (await api(`/api/v1/query?query=${encodeURIComponent(promql)}`)).result,
    rules: async () => (await api('/api/v1/rules')).groups.flatMap((g: { rules: unknown[] }) => g.rules),
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
