/** The app is served under /app (docs/product.md#screens-and-routes): router paths become absolute URLs with this prefix. */
export const APP_BASE_PATH = '/app';

/** Absolute URL of an app path, e.g. '/timelines/42' -> 'https://host/app/timelines/42'. */
export function publicUrl(appPath: string, origin: string = window.location.origin): string {
  return `${origin}${APP_BASE_PATH}${appPath.startsWith('/') ? appPath : `/${appPath}`}`;
}
