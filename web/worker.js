// The computer's search, in a Web Worker: worker.wasm holds only the rules.
// Messages from the page are JSON requests (see web/worker/main_js.go);
// those that arrive while the WebAssembly loads wait for it. A failure to
// load is reported as {"fatal": "..."} so that the page can think on its
// own thread instead.
"use strict";
importScripts("wasm_exec.js", "wasmload.js");
const waiting = [];
onmessage = (e) => {
  if (typeof self.twentyThink === "function") self.twentyThink(e.data);
  else waiting.push(e.data);
};
(async () => {
  try {
    const go = new Go();
    const response = await self.twentyFetchWasm("worker.wasm"); // worker.wasm.gz where it can
    const { instance } = WebAssembly.instantiateStreaming
      ? await WebAssembly.instantiateStreaming(response, go.importObject)
      : await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
    go.run(instance).then(() => postMessage(JSON.stringify({ fatal: "the search stopped" })));
    for (const m of waiting.splice(0)) self.twentyThink(m);
  } catch (e) {
    postMessage(JSON.stringify({ fatal: String(e) }));
  }
})();
