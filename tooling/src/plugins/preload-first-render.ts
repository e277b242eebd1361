import { rspack, type Compilation, type Compiler } from '@rspack/core';

type ChunkGroup = Compilation['chunkGroups'][number];

/**
 * `<link rel="preload">` in the shell's page for what its first render needs: the chunks of
 * `import('./bootstrap')` and the shell's own copies of the shared modules they consume (react,
 * react-dom, react-intl, the facades, antd's infrastructure). Without it the browser learns of
 * them only once main.js has run the Module Federation runtime, one request hop later.
 */
export class PreloadFirstRender {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRender', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRender', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        // low priority, as main.js (a deferred script) has: they must not take its bandwidth
        const preloads = firstRenderFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            fetchpriority: 'low',
            href: `${publicPath}${file}`,
          },
        }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

/**
 * Files of the `./bootstrap` chunk group and of the shell's providers of the shared modules its
 * chunks consume, transitively (react-dom/client consumes react-dom...). The runtime loads the
 * provider's chunk ("provide shared module ... = <path>"), not the consumer's fallback.
 */
function firstRenderFiles(compilation: Compilation): string[] {
  const groups = compilation.chunkGroups;
  const bootstrap = groups.find((g) => g.origins.some((o) => o.request === './bootstrap'));
  if (!bootstrap) return [];
  const providers = new Map<string, ChunkGroup>();
  for (const group of groups)
    for (const origin of group.origins) {
      const id = origin.module?.identifier() ?? '';
      if (id.startsWith('provide shared module')) providers.set(id.slice(id.indexOf(' = ') + 3), group);
    }
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const fallback = /^consume shared module .*\(fallback: (.*)\)$/.exec(module.identifier())?.[1];
        const provider = fallback ? providers.get(fallback) : undefined;
        if (provider) visit(provider);
      }
    }
  };
  visit(bootstrap);
  return [...files];
}
