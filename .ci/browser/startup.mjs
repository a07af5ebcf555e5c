// Measures start-up: the time from navigation to the first frame the
// program draws (its first tick), for the game's menu and for the empty
// Ebitengine program (web/emptygame) on the same server, in one run, each
// in a fresh browser context (nothing cached), over loopback and at a
// throttled 10 Mbit/s. A measurement, not a test (issue 27): it prints a
// table and fails only when a page does not start.
//
//   make web empty && node .ci/browser/startup.mjs      (RUNS=5)
import { launchBrowser, log, startServer } from "./lib.mjs";

const runs = Number(process.env.RUNS || 5);
const programs = [["empty", "?wasm=empty"], ["game", ""]];
const networks = [
  ["loopback", null],
  // 10 Mbit/s down, 5 up, 20 ms: a fair home or 4G connection.
  ["10 Mbit/s", { offline: false, latency: 20, downloadThroughput: 1.25e6, uploadThroughput: 0.625e6 }],
];

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
    await page.waitForFunction(() => {
      try { return typeof window.twentyState === "function" && JSON.parse(window.twentyState()).ticks > 0; } catch (e) { return false; }
    }, null, { polling: "raf", timeout: 120000 });
    return { ms: await page.evaluate(() => performance.now()), bytes };
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
      for (const [name, query] of programs) {
        const times = [];
        let bytes = 0;
        for (let i = 0; i < runs; i++) {
          const r = await firstFrameMs(browser, server.url + query, conditions);
          times.push(r.ms);
          bytes = r.bytes;
        }
        medians[name] = median(times);
        log(`${network}: ${name} first frame ${times.map((t) => t.toFixed(0)).join(", ")} ms (median ${medians[name].toFixed(0)}), ` +
          `${(bytes / 1e6).toFixed(2)} MB`);
      }
      log(`${network}: game / empty = ${(medians.game / medians.empty).toFixed(2)} (target at most 1.20)`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
