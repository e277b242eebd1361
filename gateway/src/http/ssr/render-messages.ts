import type { Language } from './accept-language.js';
import type { GraphQLRequest, GraphQLResult } from './server-bundles.js';

/** What the gateway's main thread says to a render thread (render-pool.ts -> render-worker.ts). */
export type ToRenderThread =
  | { type: 'render'; id: number; url: string; language: Language; cookie?: string; remoteBase?: string }
  | { type: 'warm' }
  /** The result of a GraphQL operation the thread asked for. */
  | { type: 'result'; call: number; result: GraphQLResult };

/** What a render thread says back. */
export type FromRenderThread =
  /** Its bundles are loaded; the remotes' server-rendered paths, by feature. */
  | { type: 'ready'; paths: Record<string, unknown> }
  | { type: 'warmed'; ms: number }
  /** A GraphQL operation of render `job` (0: the warm-up) to run as a signed-out visitor. */
  | { type: 'execute'; job: number; call: number; request: GraphQLRequest }
  /** Render `id` is done: its page as UTF-8 bytes, nothing (not a server-rendered page, not found), or why it failed. */
  | { type: 'rendered'; id: number; bytes?: Uint8Array; dataFree?: boolean; problem?: string };
