// Measures start-up: the time from navigation to the first frame the
// program draws (the end of its first Draw, the "twenty:draw" mark), for
// the game's menu and for the empty
// Ebitengine program (web/emptygame) on the same server, in one run, each
// in a fresh browser context (nothing cached), over loopback and at a
// throttled 10 Mbit/s. A measurement, not a test (issue 27): it prints a
// table and fails only when a page does not start.
//
// It also says where the time went, as medians of the page's performance
// marks (index.html's and the programs' own, issue 43): the page until the
// download starts, the download, the compile's tail after it, the Go
// runtime's and the packages' init (until main), main until the app is
// built, the app until its first tick (Ebitengine's start), that tick
// until its first frame is drawn, and that until this script sees it.
//
// The first frame was once the moment this script saw ticks > 0 through
// window.twentyState() (issue 27's numbers). Asking that early made the
// game record every text's box for the layout checks (contract.go), and on
// a busy machine the polling's own delay came to half the time: the mark
// is read now, and the contract only asked afterwards, to check the page
// started ("seen" is when that answer came).
//
//   make web empty && node .ci/browser/startup.mjs      (RUNS=5)
//
// PROGRAMS=empty,twenty,old measures web/old.wasm too (any wasm in web/,
// named without .wasm; "twenty" is the game); NETWORKS=loopback skips the
// throttled network. The programs take turns, one page load each a round.
import { launchBrowser, log, startServer } from "./lib.mjs";

const runs = Number(process.env.RUNS || 5);
const programs = (process.env.PROGRAMS || "empty,twenty").split(",").map((name) =>
  name === "twenty" ? ["game", ""] : [name, `?wasm=${name}`]);
const networks = [
  ["loopback", null],
  // 10 Mbit/s down, 5 up, 20 ms: a fair home or 4G connection.
  ["10 Mbit/s", { offline: false, latency: 20, downloadThroughput: 1.25e6, uploadThroughput: 0.625e6 }],
].filter(([name]) => !process.env.NETWORKS || process.env.NETWORKS.split(",").includes(name.split(" ")[0]));

// phases names the spans between the marks (ms from navigation): each is
// [label, from, to], "resource" being the wasm's download's end.
const phases = [
  ["page", "start", "twenty:fetch"],
  ["download", "twenty:fetch", "resource"],
  ["compile", "resource", "twenty:compiled"],
  ["to run", "twenty:compiled", "twenty:run"],
  ["init", "twenty:run", "twenty:main"],
  ["main", "twenty:main", "twenty:new"],
  ["to tick", "twenty:new", "twenty:update"],
  ["draw", "twenty:update", "twenty:draw"],
  ["seen", "twenty:draw", "seen"],
];

// timeline reads the page's marks and the wasm's download's end.
function timeline() {
  const t = { start: 0 };
  for (const m of performance.getEntriesByType("mark")) if (m.name.startsWith("twenty:")) t[m.name] = m.startTime;
  const wasm = performance.getEntriesByType("resource").find((e) => /\.wasm(\.gz)?$/.test(e.name));
  if (wasm) t.resource = wasm.responseEnd;
  return t;
}

async function firstFrameMs(browser, url, conditions) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let bytes = 0;
  try {
    const cdp = await context.newCDPSession(page);
    cdp.on("Network.loadingFinished", (e) => { bytes += e.encodedDataLength; });
    await cdp.send("Network.enable");
    if (conditions) await cdp.send("Network.emulateNetworkConditions", conditions);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("twenty:draw").length > 0,
      null, { polling: 100, timeout: 120000 });
    await page.waitForFunction(() => {
      try { return typeof window.twentyState === "function" && JSON.parse(window.twentyState()).ticks > 0; } catch (e) { return false; }
    }, null, { polling: "raf", timeout: 120000 });
    const seen = await page.evaluate(() => performance.now());
    const marks = await page.evaluate(timeline);
    marks.seen = seen;
    return { ms: marks["twenty:draw"], bytes, marks };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const [network, conditions] of networks) {
      const medians = {};
      const results = Object.fromEntries(programs.map(([name]) => [name, { times: [], bytes: 0,
        spans: Object.fromEntries(phases.map(([label]) => [label, []])) }]));
      // Round by round, each program once a round: a machine busier for a
      // while slows them alike.
      for (let i = 0; i < runs; i++) {
        for (const [name, query] of programs) {
          const r = await firstFrameMs(browser, server.url + query, conditions);
          const res = results[name];
          res.times.push(r.ms);
          res.bytes = r.bytes;
          for (const [label, from, to] of phases) {
            if (from in r.marks && to in r.marks) res.spans[label].push(r.marks[to] - r.marks[from]);
          }
        }
      }
      for (const [name] of programs) {
        const { times, bytes, spans } = results[name];
        medians[name] = median(times);
        log(`${network}: ${name} first frame ${times.map((t) => t.toFixed(0)).join(", ")} ms (median ${medians[name].toFixed(0)}), ` +
          `${(bytes / 1e6).toFixed(2)} MB`);
        log(`${network}: ${name} medians: ` + phases.filter(([label]) => spans[label].length)
          .map(([label]) => `${label} ${median(spans[label]).toFixed(0)}`).join(", ") + " ms");
      }
      for (const [name] of programs) {
        if (name !== "empty" && medians.empty) {
          log(`${network}: ${name} / empty = ${(medians[name] / medians.empty).toFixed(2)} (target at most 1.30)`);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
