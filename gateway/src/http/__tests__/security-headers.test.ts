import { describe, expect, it } from '@jest/globals';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaders } from '../security-headers.js';

/** The headers a middleware leaves on a response, in order. */
function headersOf(middleware: (req: never, res: never, next: () => void) => void): Record<string, string> {
  const headers: Record<string, string> = { 'x-powered-by': 'Express' };
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let called = false;
  middleware({} as never, res as never, () => (called = true));
  expect(called).toBe(true);
  return headers;
}

describe('securityHeaders', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { directives: { 'script-src': ["'self'", 'https://remote.example'], 'upgrade-insecure-requests': null } },
  };

  it('sets exactly the headers helmet sets, and removes X-Powered-By like it', () => {
    const ours = headersOf(securityHeaders(options));
    expect(ours).toEqual(headersOf(helmet(options)));
    expect(ours['content-security-policy']).toContain("script-src 'self' https://remote.example");
    expect(ours['strict-transport-security']).toBeDefined();
    expect(ours['x-powered-by']).toBeUndefined();
  });

  it('refuses a directive computed per request, which cannot be recorded once', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-x'"] } } })).toThrow(
      /function/,
    );
  });
});
