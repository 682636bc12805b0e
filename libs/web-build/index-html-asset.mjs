// A file the host's build emits beside index.html, whose address index.html's inline loader names
// by a placeholder (antd's first-paint stylesheet, the ICU worker): one way to emit it and write
// the address in, so neither plugin repeats the other's hooks.
import { rspack } from '@rspack/core';

/**
 * Taps `compiler` so each compilation emits `asset()`'s file (already compact: `minimized` keeps
 * rspack's minimizers off it) and replaces `placeholder` in index.html with its public address;
 * an index.html without the placeholder warns with `missing`.
 */
export function emitIntoIndexHtml(compiler, { name, placeholder, missing, asset }) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    const { fileName, source } = asset();
    compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
      compilation.emitAsset(fileName, new rspack.sources.RawSource(source), { minimized: true }),
    );
    rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(name, (data) => {
      if (!data.html.includes(placeholder)) compilation.warnings.push(new rspack.WebpackError(`index.html has no ${placeholder}: ${missing}`));
      return { ...data, html: data.html.replaceAll(placeholder, `${compilation.outputOptions.publicPath}${fileName}`) };
    });
  });
}
