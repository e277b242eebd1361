import { namesRows } from '@cigogne/remote-contract/row-id.mjs';
import { VERSIONED_PAGES, pageVersionKey, type VersionedPage } from '../../common/page-versions.js';

/** What a remote's './routes' says of its server-rendered pages (remote-contract's ServerRenderedPath). */
export interface ServerRenderedPath {
  path: string;
  unlessCookie?: string;
}

/** What the gateway must know of a page before rendering it, or sharing a render of it. */
export type GuestPage =
  /** A remote's page of one row (`:id`): cached under that row's data version. */
  | { kind: 'versioned'; versionKey: string; unlessCookie?: string }
  /** A remote's page the cache cannot key: rendered per request, with the request's cookies, as before. */
  | { kind: 'unversioned' }
  /** Anything else (the shell's screens): shared, kept only when it read no data. */
  | { kind: 'shell' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledPath {
  page: ServerRenderedPath;
  pattern: RegExp;
  names: string[];
}
/** Each remote's paths compiled once (a crowd matches the same few patterns on every request). */
const compiled = new WeakMap<ServerRenderedPath[], CompiledPath[]>();

function compile(paths: ServerRenderedPath[]): CompiledPath[] {
  let known = compiled.get(paths);
  if (!known) {
    known = paths.map((page) => {
      const names: string[] = [];
      const pattern = page.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? (names.push(segment.slice(1)), '([^/]+)') : escapeRegExp(segment)))
        .join('/');
      return { page, pattern: new RegExp(`^${pattern}$`), names };
    });
    compiled.set(paths, known);
  }
  return known;
}

/**
 * The page of a normalised path (page-url.ts renderedPageUrl): `/app/<feature>/<pattern>`
 * matched against the remote's `serverRenderedPaths` (`pathsOf(feature)`), as the shell's server
 * bundle matches them (shell/src/ssr/render.tsx), to know its data version and the cookie that
 * makes it no server-rendered page (`unlessCookie`: the visitor's own view, rendered in the browser).
 */
export function guestPageOf(pageUrl: string, pathsOf: (feature: string) => ServerRenderedPath[] | undefined): GuestPage {
  const [, app, feature, ...rest] = pageUrl.split('/');
  if (app !== 'app' || !feature) return { kind: 'shell' };
  const paths = pathsOf(feature);
  if (!paths) return { kind: 'shell' };
  const tail = rest.join('/');
  for (const { page, pattern, names } of compile(paths)) {
    const match = pattern.exec(tail);
    if (!match) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    } catch {
      return { kind: 'unversioned' };
    }
    if (!namesRows(params)) continue;
    if (names.length !== 1 || names[0] !== 'id' || !(VERSIONED_PAGES as readonly string[]).includes(feature))
      return { kind: 'unversioned' };
    const unlessCookie = page.unlessCookie?.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
    return { kind: 'versioned', versionKey: pageVersionKey(feature as VersionedPage, params.id!), unlessCookie };
  }
  return { kind: 'shell' };
}

/** Whether the request's Cookie header carries `name` (as the shell's bundle checks it). */
export const hasCookie = (cookie: string | undefined, name: string) =>
  (cookie ?? '').split(/;\s*/).some((entry) => entry.startsWith(`${name}=`));
