// The computer's search, in a Web Worker. It runs the game's own wasm,
// which serves searches instead of playing when it finds no document (see
// scenes/platform/worker_js.go), so the player downloads one wasm, not two.
// The page's first message is the wasm's compiled WebAssembly.Module (no
// download, no compiling), or {load: "twenty.wasm"} when the page has
// none to give; the JSON requests that follow while the wasm starts wait
// for it. A failure to start is reported as {"fatal": "..."} so that the
// page can think on its own thread instead.
"use strict";
importScripts("wasm_exec.js", "wasmload.js");
const waiting = [];
let started = false;
onmessage = (e) => {
  if (!started) {
    started = true;
    start(e.data);
  } else if (typeof self.twentyThink === "function") self.twentyThink(e.data);
  else waiting.push(e.data);
};

async function start(first) {
  try {
    standInForThePage();
    const go = new Go();
    if (typeof self.twentySaneClock === "function") self.twentySaneClock(go);
    const instance = first instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(first, go.importObject)
      : await instantiateFetched(String(first && first.load), go.importObject);
    self.twentyMemory = instance.exports.mem; // its size, for measuring (docs/measurements.md)
    go.run(instance).then(() => postMessage(JSON.stringify({ fatal: "the search stopped" })));
    for (const m of waiting.splice(0)) self.twentyThink(m);
  } catch (e) {
    postMessage(JSON.stringify({ fatal: String(e) }));
  }
}

async function instantiateFetched(name, imports) {
  if (!/^[a-z0-9_-]+\.wasm$/.test(name)) throw new Error("no wasm to run: " + name);
  const response = await self.twentyFetchWasm(name); // name.gz where it can
  const { instance } = WebAssembly.instantiateStreaming
    ? await WebAssembly.instantiateStreaming(response, imports)
    : await WebAssembly.instantiate(await response.arrayBuffer(), imports);
  return instance;
}

// standInForThePage gives the worker what Ebitengine's packages read of
// the page as they are set up (window, document, Document.prototype's
// hidden), before main finds twentyWorker and serves searches: nothing of
// it is used after that. inert answers any property, call or new with
// itself.
function standInForThePage() {
  const inert = new Proxy(function () {}, {
    get: (target, key) => (key === Symbol.toPrimitive ? () => 0 : inert),
    apply: () => inert,
    construct: () => inert,
  });
  self.twentyWorker = true;
  self.window = self;
  self.document = inert;
  self.Document = class {};
  Object.defineProperty(self.Document.prototype, "hidden", { get: () => true });
}
