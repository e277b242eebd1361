import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Haproxy {
  url: string;
  /** Each server's state as HAProxy sees it (UP, DOWN, ...), from its stats page. */
  states(): Promise<Record<string, string>>;
  /** Resolves once HAProxy sees `server` in `state` (its health checks ran). */
  until(server: string, state: 'UP' | 'DOWN'): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A real HAProxy (Debian's package) on loopback in front of `servers` (name → port), configured as
 * deploy/haproxy.cfg (checks on /readyz, retries on connection failure only) with checks every
 * 250 ms so that a test does not wait for production's one second.
 */
export async function startHaproxy(port: number, statsPort: number, servers: Record<string, number>): Promise<Haproxy> {
  const config = `
global
    maxconn 2000
defaults
    mode http
    timeout connect 3s
    timeout client 60s
    timeout server 60s
    # a loaded machine answers a check slowly: without it the check's wait is its interval
    timeout check 5s
    retry-on conn-failure
    retries 3
    option redispatch 1
frontend cigogne
    bind 127.0.0.1:${port}
    default_backend gateways
frontend stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
backend gateways
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server check inter 250ms fall 2 rise 2
${Object.entries(servers)
  .map(([name, p]) => `    server ${name} 127.0.0.1:${p}`)
  .join('\n')}
`;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-haproxy-')), 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    const status = rows[0].indexOf('status');
    return Object.fromEntries(rows.filter((r) => r[0] === 'gateways' && r[1] in servers).map((r) => [r[1], r[status].split(' ')[0]]));
  };
  const haproxy: Haproxy = {
    url: `http://127.0.0.1:${port}`,
    states,
    async until(server, state) {
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
        try {
          if ((await states())[server] === state) return;
        } catch {
          // not listening yet
        }
        if (i > 1200) throw new Error(`haproxy never saw ${server} ${state}: ${JSON.stringify(await states())}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
  return haproxy;
}
