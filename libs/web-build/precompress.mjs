import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; below MIN_BYTES the headers cost more than they save. */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset, so the API serves a phone the
 * compressed bytes (apps/api/src/web/web-static.middleware.ts picks the variant from
 * Accept-Encoding) without compressing on each request.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.entries(assets)
            .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const buffer = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }),
                gzipAsync(buffer, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
            });
          await Promise.all(work);
        },
      );
    });
  }
}
