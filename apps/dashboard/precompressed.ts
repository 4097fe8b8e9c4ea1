import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: constants.Z_BEST_COMPRESSION };

/**
 * Each text file of a build beside its Brotli (quality 11) and gzip (level 9) forms, for hosts
 * that send a file's compressed twin (nginx `brotli_static`/`gzip_static`, Caddy `precompressed`,
 * an object store with `Content-Encoding`) and for `pnpm preview`. Brotli at its slowest setting
 * sends fewer bytes than gzip, which a phone's slow connection feels before a page can paint
 * (docs/adr/011). Too slow to run on every request, it costs the build a few seconds once.
 */
export const precompressed = () =>
  compression({
    algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
    logLevel: 'silent',
  });

/**
 * A file's compressed twins as `precompressed` writes them, by file name: for a plugin that
 * changes a file after they were written (the compression runs right after Vite's own last
 * rewrite of the chunks).
 */
export const compressedTwins = (fileName: string, code: string) => ({
  [`${fileName}.br`]: brotliCompressSync(code, BROTLI),
  [`${fileName}.gz`]: gzipSync(code, GZIP),
});
