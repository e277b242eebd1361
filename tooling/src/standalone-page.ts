import type { FrontendName } from './frontends.ts';

/** A remote's page when run alone (`npm run dev -w mf-<x>`): only the #root its src/bootstrap.tsx mounts in. */
export function standalonePage(name: FrontendName): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Cigogne — ${name.replace(/^mf_/, '')} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
