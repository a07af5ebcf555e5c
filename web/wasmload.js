// Downloads a WebAssembly file as small as the host allows, for the page
// (index.html) and the search workers (worker.js) alike.
//
// It asks for name.gz. A plain static host sends the gzip as it is, and it
// is decompressed here (DecompressionStream); a host that sends it with
// Content-Encoding (web/serve: brotli or gzip) has had it decoded by the
// browser already. Which of the two came is told by the first bytes, not by
// the headers: some hosts label a .gz as application/wasm, others as
// application/gzip, whether or not they also encode it. Only a browser
// without DecompressionStream, or a host without the .gz, gets the raw file.
"use strict";
(() => {
  const gzipMagic = [0x1f, 0x8b];
  const wasmMagic = [0x00, 0x61, 0x73, 0x6d]; // "\0asm"

  // twentyFetchWasm resolves to a Response of the decompressed wasm, ready for
  // WebAssembly.instantiateStreaming. onProgress(received, total) follows the
  // download: bytes as they arrive, total 0 when unknown.
  self.twentyFetchWasm = async function (name, onProgress = () => {}) {
    let response = null;
    if (typeof DecompressionStream === "function") {
      response = await fetch(name + ".gz");
      if (!response.ok) response = null; // an older build or upload without it
    }
    if (!response) response = await fetch(name);
    if (!response.ok) throw new Error("Could not download " + name + " (HTTP " + response.status + ").");
    if (!response.body) return wasmResponse(await response.arrayBuffer());

    const counted = response.body.pipeThrough(countBytes(onProgress, expectedLength(response)));
    const { head, body } = await peek(counted, 4);
    if (startsWith(head, wasmMagic)) return wasmResponse(body);
    if (startsWith(head, gzipMagic)) return wasmResponse(body.pipeThrough(new DecompressionStream("gzip")));
    throw new Error("Could not read " + response.url + ": neither WebAssembly nor gzip.");
  };

  function wasmResponse(body) {
    return new Response(body, { headers: { "Content-Type": "application/wasm" } });
  }

  // expectedLength is the number of bytes the stream will yield: with a
  // Content-Encoding the browser decodes, Content-Length counts the encoded
  // bytes, so only web/serve's X-Decoded-Length can be trusted then.
  function expectedLength(response) {
    const decoded = Number(response.headers.get("X-Decoded-Length")) || 0;
    const encoding = response.headers.get("Content-Encoding");
    if (decoded || (encoding && encoding !== "identity")) return decoded;
    return Number(response.headers.get("Content-Length")) || 0;
  }

  function countBytes(onProgress, total) {
    let received = 0;
    return new TransformStream({
      transform(chunk, controller) {
        received += chunk.length;
        onProgress(received, total);
        controller.enqueue(chunk);
      },
    });
  }

  // peek reads at least n bytes (fewer if the stream ends first) and returns
  // them with a stream that yields every byte, those included.
  async function peek(stream, n) {
    const reader = stream.getReader();
    const chunks = [];
    let length = 0;
    while (length < n) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
    const head = new Uint8Array(length);
    let at = 0;
    for (const c of chunks) { head.set(c, at); at += c.length; }
    const body = new ReadableStream({
      start(controller) { if (length) controller.enqueue(head); },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) { return reader.cancel(reason); },
    });
    return { head, body };
  }

  function startsWith(bytes, magic) {
    return magic.every((b, i) => bytes[i] === b);
  }

  // twentySaneClock makes a wrong device clock harmless to the Go runtime
  // of go (a Go instance, before it runs). wasm_exec.js counts Go's
  // monotonic clock from the wall date: before 1970 it is negative, past
  // 2262 it overflows int64, and the game stopped ticking. Go needs it only
  // to move forward, so it is counted from the page's start here. The wall
  // clock before 1970 came as a negative remainder of nanoseconds, which
  // Go cannot read: it is split with a floor instead.
  self.twentySaneClock = function (go) {
    const imports = go.importObject.gojs;
    const start = performance.now();
    const setInt64 = (addr, v) => {
      go.mem.setUint32(addr + 0, v, true);
      go.mem.setUint32(addr + 4, Math.floor(v / 4294967296), true);
    };
    imports["runtime.nanotime1"] = (sp) => {
      sp >>>= 0;
      setInt64(sp + 8, Math.round((performance.now() - start) * 1000000) + 1000000000);
    };
    imports["runtime.walltime"] = (sp) => {
      sp >>>= 0;
      const msec = Date.now();
      const sec = Math.floor(msec / 1000);
      setInt64(sp + 8, sec);
      go.mem.setInt32(sp + 16, Math.round((msec - sec * 1000) * 1000000), true);
    };
  };
})();
