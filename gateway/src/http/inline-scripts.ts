import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of a built page (the
 * shell's index.html holds one: the early-event holder of a server-rendered page). Read once at
 * start: a page served from another build needs a restart, as every other file of the build does.
 * None when the page is not built (a gateway without the web app).
 */
export function inlineScriptHashes(page: string): string[] {
  if (!existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
  );
}
