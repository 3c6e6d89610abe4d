import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this size a compressed copy saves less than its `Content-Encoding` header costs. */
const MIN_BYTES = 128;
/** What the `Content-Encoding` header adds to a compressed answer: a copy must save more than this. */
const HEADER_BYTES = 24;

/** Writes `copy` beside `file` when it is worth sending; an older copy of no use is removed. */
function writeCopy(file, body, copy) {
  if (copy.length + HEADER_BYTES < body.length) writeFileSync(file, copy);
  else rmSync(file, { force: true });
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside a built text file, at the highest levels, when each
 * saves more than its header: the server then sends the copy as it is instead of compressing per request.
 */
export function precompressFile(file) {
  if (!TEXT.test(file)) return;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeCopy(`${file}.br`, body, brotli);
  writeCopy(`${file}.gz`, body, gzipSync(body, { level: 9 }));
}

/** Precompresses every text file a build emits (precompressFile). */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) precompressFile(path.join(outDir, name));
    });
  }
}
