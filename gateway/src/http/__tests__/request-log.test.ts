import { afterEach, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { captureLog as capture } from '../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';
import { eventually } from '../../modules/mail/__tests__/smtp-peer.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const requestLines = (lines: Record<string, any>[], requestId: string) => lines.filter((l) => l.requestId === requestId);

it('logs one short line per request at info: method, path, status, duration, request id, user id; no headers', async () => {
  const { log, lines } = capture('info');
  server = await startTestServer({ LOG_LEVEL: 'info' }, { log });
  const { token, user } = await signUp(server);
  const res = await server.api('GET', '/auth/me?x=1', { token, headers: { 'x-request-id': 'trace-42.a' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toBe('trace-42.a');

  // written once the response is closed, which may come after the client has read it
  const mine = await eventually(
    () => requestLines(lines, 'trace-42.a'),
    (l) => l.length > 0,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]).toEqual(
    expect.objectContaining({ level: 30, method: 'GET', path: '/api/auth/me', status: 200, userId: user.id, requestId: 'trace-42.a' }),
  );
  expect(typeof mine[0].durationMs).toBe('number');
  // no line at info carries headers (they were about 1.5 KB a line)
  for (const line of lines) {
    expect(JSON.stringify(line)).not.toMatch(/headers|authorization|content-security-policy/i);
    expect(JSON.stringify(line).length).toBeLessThan(400);
  }
});

it('replaces an unsafe incoming request id, and logs headers (authorization redacted) only at debug', async () => {
  const { log, lines } = capture('debug');
  server = await startTestServer({ LOG_LEVEL: 'debug' }, { log });
  const { token } = await signUp(server);
  const res = await server.api('GET', '/auth/me', { token, headers: { 'x-request-id': '{"level":60} ' + 'x'.repeat(80) } });
  const requestId = res.headers.get('x-request-id')!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await new Promise((r) => setTimeout(r, 50));

  const mine = requestLines(lines, requestId);
  const info = mine.filter((l) => l.level === 30);
  const debug = mine.filter((l) => l.level === 20 && l.req?.headers);
  expect(info).toHaveLength(1);
  expect(info[0].req).toBeUndefined();
  expect(debug).toHaveLength(1);
  expect(debug[0].res.headers['x-request-id']).toBe(requestId);
  expect(debug[0].req.headers.authorization).toBe('[Redacted]');
});

it('logs 499 once when the client goes away before the answer is sent', async () => {
  const { log, lines } = capture('info');
  server = await startTestServer({ LOG_LEVEL: 'info' }, { log });
  const { credentials } = await signUp(server);
  // a login spends a bcrypt comparison: the client sends it whole, then leaves before the answer
  const body = JSON.stringify({ email: credentials.email, password: credentials.password });
  const socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  await new Promise<void>((resolve) =>
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: gone-1\r\n\r\n${body}`,
      () => resolve(),
    ),
  );
  await new Promise((r) => setTimeout(r, 10));
  socket.destroy();
  const mine = await eventually(
    () => requestLines(lines, 'gone-1'),
    (l) => l.length > 0,
  );
  // the login runs to its end without its client (its last login is stamped): still that one line
  await eventually(
    () => server!.sql('select last_login_at from users where email = $1', [credentials.email]),
    (rows) => rows[0]?.last_login_at != null,
  );
  expect(requestLines(lines, 'gone-1')).toHaveLength(1);
  expect(mine[0]).toEqual(expect.objectContaining({ level: 30, method: 'POST', path: '/api/auth/login', status: 499 }));
});
