/** Who spends from which bucket: a token, else a signed-in session, else the client address. */
export function bucketKey(who: { apiToken?: { id: string }; sessionId?: string }, ip: string): string {
  if (who.apiToken) return `token:${who.apiToken.id}`;
  if (who.sessionId) return `session:${who.sessionId}`;
  // an address is at most 45 characters: a longer one (a forged X-Forwarded-For) is cut, not stored whole
  return `ip:${ip.slice(0, 64)}`;
}
