import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export interface SsrfAgentOptions {
  /** Lets loopback, private and link-local addresses through (a test-only switch: ANALYSE_ALLOW_PRIVATE, WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Single addresses or CIDRs let through although private (tests: one local server only). */
  allowAddresses?: string[];
}

/**
 * The agents every outgoing request to an address a user gave goes through (the product reader,
 * webhooks): request-filtering-agent checks the address a name resolves to at connect time, so a
 * public name pointing at 127.0.0.1, 10/8, ::1 or 169.254.169.254 (cloud metadata) is refused, and
 * DNS rebinding between a check and the connection cannot happen. No keep-alive: each request
 * connects, and is checked, anew.
 */
export function ssrfSafeAgents(options: SsrfAgentOptions = {}) {
  const filter = {
    allowPrivateIPAddress: !!options.allowPrivate,
    allowIPAddressList: options.allowAddresses ?? [],
    keepAlive: false,
  };
  return { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) };
}

/** Whether the agents refused the address (they throw a plain Error, possibly wrapped by the HTTP client). */
export function refusedByFilter(err: unknown): boolean {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.message === 'string' && /is not allowed\. Because/.test(e.message)) return true;
  }
  return false;
}
