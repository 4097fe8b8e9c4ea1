import type { Plugin } from 'vite';
import { SHELL_CHUNK } from './chunking.ts';
import { compressedTwins } from './precompressed.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has
 * all its functions compiled while it streams in, on a background thread, instead of each on the
 * main thread at its first call, so compiling leaves the main thread while a page loads
 * (docs/adr/011 holds the traces).
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Gives the hint to the files whose code nearly all runs while any page loads: the entry (React,
 * the router, styled-components, sign-in) and the shell. A file mostly left uncalled (the
 * spreadsheet writer, the chart) would only be compiled for nothing.
 *
 * V8 reads the hint only on a file's first line, and Vite writes its table of preloads
 * (`__vite__mapDeps`) above the code once the chunks are rendered, so this runs after that, on
 * the finished file, and writes the file's compressed twins again.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !(file.isEntry || file.name === SHELL_CHUNK)) continue;
          file.code = HINT + file.code;
          // One more line above the code: the map's lines move down by one.
          const map = bundle[`${file.fileName}.map`];
          if (file.map && map?.type === 'asset') {
            file.map.mappings = `;${file.map.mappings}`;
            map.source = file.map.toString();
          }
          for (const [twin, source] of Object.entries(compressedTwins(file.fileName, file.code))) {
            const asset = bundle[twin];
            if (asset?.type === 'asset') asset.source = source;
          }
        }
      },
    },
  };
}
