// Where the start-up's CPU time goes: Chromium's sampling profiler (CDP)
// from navigation until the program's first frame (the "twenty:draw"
// mark), over a few page loads, summed by function. A tool for issue 43's
// start-up work, not a test. It needs a wasm built with its names:
//
//   GOOS=js GOARCH=wasm go build -trimpath -o web/named.wasm . && make web
//   node .ci/browser/startprofile.mjs                  (the whole start-up)
//   UNDER=shell.__App_.Draw node .ci/browser/startprofile.mjs
//
// UNDER keeps only the samples with that text in a function of their stack
// (Go's wasm names write "/" and "." of a path as "_": "runtime.doInit"
// for package init, "shell.__App_.Update", "updateFrameImpl" for a
// tick). It prints milliseconds a load: the functions by their own time,
// then by the time under them (ours, etxt's and the collector's). Compile
// time of code run for the first time and the collector working on its
// own stack show outside any Go function. The profile stops when the
// script sees the mark (polled every 50 ms), so the first ticks after the
// first frame are in it too (the sound effects' synthesis, Mixer.Warm);
// the profiler slows wasm, so read shares, not times. PROG=name loads
// web/name.wasm.
import { startServer, launchBrowser, log } from "./lib.mjs";

const program = process.env.PROG || "named";
const runs = Number(process.env.RUNS || 3);
const under = process.env.UNDER || "";

const self = new Map();
const below = new Map();
const add = (m, k, v) => m.set(k, (m.get(k) || 0) + v);

async function profileOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("twenty:draw").length > 0,
      null, { polling: 50, timeout: 120000 });
    const { profile } = await cdp.send("Profiler.stop");
    const byID = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n);
    const stack = (n) => { const out = []; for (let c = n; c; c = parent.get(c.id)) out.push(c.callFrame.functionName); return out; };
    for (let i = 0; i < profile.samples.length; i++) {
      const ms = (profile.timeDeltas[i + 1] || 0) / 1000;
      const node = byID.get(profile.samples[i]);
      const names = stack(node);
      if (under && !names.some((name) => name.includes(under))) continue;
      add(self, node.callFrame.functionName || "(outside any function)", ms);
      for (const name of new Set(names)) if (name) add(below, name, ms);
    }
  } finally {
    await context.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (let i = 0; i < runs; i++) await profileOnce(browser, `${server.url}?wasm=${program}`);
} finally {
  await browser.close();
  server.close();
}
const top = (m, keep, n) => [...m].filter(([k]) => keep(k)).sort((a, b) => b[1] - a[1]).slice(0, n)
  .map(([k, v]) => `${(v / runs).toFixed(1).padStart(7)}  ${k}`).join("\n");
log(`${program}, ${runs} loads${under ? `, under ${under}` : ""}: ms a load`);
console.log("own time:\n" + top(self, () => true, 30));
console.log("time under (ours, etxt, the collector):\n" + top(below, (k) => /twenty|etxt|gcAssist|gcBgMark/.test(k), 40));
