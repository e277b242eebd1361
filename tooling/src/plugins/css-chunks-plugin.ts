import { rspack, type Compiler } from '@rspack/core';

/** Name of the file listing, per named chunk group, its CSS files (read by the gateway's server rendering). */
export const CSS_CHUNKS_FILE = 'css-chunks.json';

/**
 * Writes css-chunks.json: { "<chunk group>": ["<file>.css", ...] } for every named chunk group
 * (the shell's `bootstrap`, `page-login`..., a remote's `tl-public`...). The gateway links the
 * stylesheets of the page it renders on the server, so the HTML is styled before any script runs.
 */
export class CssChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CssChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CssChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const css = group.getFiles().filter((file) => file.endsWith('.css'));
          if (css.length) groups[name] = [...new Set(css)].sort();
        }
        compilation.emitAsset(CSS_CHUNKS_FILE, new rspack.sources.RawSource(JSON.stringify(groups)));
      });
    });
  }
}
