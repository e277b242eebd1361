import type { Router } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `/wishlists/:id` and `/wishlists/{itemId}` both become `/wishlists/{}`: parameter names may differ. */
export const pathShape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

/**
 * Every route of an Express router and the routers it mounts without a path (/api's way), as
 * `METHOD /shape`: what the OpenAPI document must describe.
 */
export function routesOf(router: Router): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const paths = ([] as string[]).concat(layer.route.path);
        const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
        return paths.flatMap((p) => methods.map((m) => `${m.toUpperCase()} ${pathShape(p)}`));
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((router as unknown as { stack: Layer[] }).stack);
}
