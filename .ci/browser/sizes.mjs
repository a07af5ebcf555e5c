// Prints the download sizes of WebAssembly builds: raw, gzip -9 and brotli
// (quality 11 with a 16 MiB window, what a static host would precompress).
//
//   node .ci/browser/sizes.mjs web/empty.wasm web/twenty.wasm
//
// One line per file: "size name=... raw=... gzip=... brotli=..." (bytes).
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync, brotliCompressSync } from "node:zlib";

export function measure(file) {
  const raw = readFileSync(file);
  const gzip = gzipSync(raw, { level: 9 }).length;
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  }).length;
  return { name: path.basename(file, ".wasm"), raw: raw.length, gzip, brotli };
}

export function sizeLine(s) {
  const mb = (n) => (n / 1e6).toFixed(2);
  return `size name=${s.name} raw=${s.raw} gzip=${s.gzip} brotli=${s.brotli} ` +
    `(${mb(s.raw)} / ${mb(s.gzip)} / ${mb(s.brotli)} MB)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    if (!existsSync(file)) {
      console.log(`size name=${path.basename(file, ".wasm")} missing=${file}`);
      continue;
    }
    console.log(sizeLine(measure(file)));
  }
}
