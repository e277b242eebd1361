import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refuses before Express sees the request: headers or URL over its limit, malformed requests. */
const refusal = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW'
    ? { status: 431, reason: 'Request Header Fields Too Large', message: 'validation.tooLarge' }
    : { status: 400, reason: 'Bad Request', message: 'validation.malformed' };

/**
 * Node answers a request its parser refuses (a 20 KB URL or header, a broken request line) with a
 * bare status and no body: integrators then get no error shape. This answers it in the API's
 * shape, `{type, errors}`, and closes the connection, as Node does.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = refusal(err.code);
    const body = JSON.stringify({ type: 'validationException', errors: [{ path: '', message }] });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
