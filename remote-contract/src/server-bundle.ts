/**
 * The contract between the shell's server-rendering bundle (shell/src/ssr/render.tsx, built to
 * shell/dist-ssr/index.cjs) and the gateway that loads it (gateway/src/http/ssr/): the bundle
 * renders a signed-out visitor's page, the gateway runs its GraphQL operations and sets the markup
 * in the shell's index.html. Both sides import these types; the gateway with `import type` only.
 */
import type { FormattedExecutionResult } from 'graphql';
import type { ServerRoutesModule } from './contract.ts';

/** One GraphQL operation of a render, run by the gateway as a signed-out visitor. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Its result, as a GraphQL response body carries it. */
export type GraphQLResult = FormattedExecutionResult;

/** A remote's server bundle (its './routes' built with `--env ssr`), by container name; undefined when it has none. */
export type LoadServerRoutes = (container: string) => ServerRoutesModule | undefined;

export interface ServerRenderOptions {
  /** The request's URL: /app/timelines/abc?x=1. */
  url: string;
  /** The product's languages (ui/src/i18n/language.ts), from the request's Accept-Language. */
  language: 'fr' | 'en';
  execute: (request: GraphQLRequest) => Promise<GraphQLResult>;
  loadRemote: LoadServerRoutes;
  /** The request's Cookie header (see ServerRenderedPath.unlessCookie). */
  cookie?: string;
  /** Aborts the render (too slow): the promise rejects. */
  signal?: AbortSignal;
}

/** A rendered page, before the gateway sets it in the shell's index.html. */
export interface RenderedBody {
  /** The markup of #root. */
  html: string;
  /** antd's style tags for <head>. */
  styles: string;
  /** The Apollo cache (client.extract()), for the browser's client.restore(). */
  state: unknown;
  /** Chunk groups (css-chunks.json) whose stylesheets the page needs: the shell's, and a remote's. */
  shellChunks: string[];
  remote?: { container: string; chunks: string[]; island?: string };
  /** A shell screen sent as islands (docs/architecture.md#islands): its island, from the shell's own build. */
  island?: string;
  /** No GraphQL operation ran: the page is the same for every signed-out visitor in this language. */
  dataFree: boolean;
}

/** What the shell's server bundle exports. */
export interface ShellServerBundle {
  /**
   * One URL of each server-rendered page (an unknown id in place of each parameter): rendering them
   * once when the gateway starts loads and compiles their code, which a first render otherwise pays.
   */
  warmUpUrls(loadRemote: LoadServerRoutes): string[];
  /**
   * Renders `url` signed out; undefined when it is not a server-rendered page. Rejects when the page
   * cannot be rendered (a GraphQL error, not found, a render error): the plain page is sent.
   */
  renderPage(options: ServerRenderOptions): Promise<RenderedBody | undefined>;
}
