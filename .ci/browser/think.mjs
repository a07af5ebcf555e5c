// Browser test of the computer thinking beside the game loop (issue 13).
//
// Twenty with the hard computer on both seats, so it thinks nearly all the
// time. While it thinks, the test clicks Rules, Close, Menu and Resume again
// and again, and each click must be answered (the scene changed) within 6
// ticks, 100 ms of game time, of the mouse button's release reaching the
// page. The game must go on between the clicks (decisions made, no console
// error), and the console must say the Web Workers are searching.
//
// Then the same with Web Workers taken away before the page loads, and
// with worker.wasm refused by the server: the console says the game thinks
// in its own loop, the clicks are answered as fast, and the game goes on.
//
// Last, the files `make dist` zips for itch.io, served from a sub-folder
// inside an iframe as itch.io serves them: the workers start there too and
// the computer decides.
//
//   node .ci/browser/think.mjs      (CYCLES=4 ONLY=workers,fallback,blocked,itch)
//
// The last line is "N passed, N failed".
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  findTarget, launchBrowser, log, newPage, readState, repoRoot, screenshotDir, sleep, startServer, summary,
  waitForState, waitTicks,
} from "./lib.mjs";

const cycles = Number(process.env.CYCLES || 4);
const maxTicks = 6; // 100 ms at 60 ticks a second

// clickAndTime clicks a target and returns the game ticks from the press
// reaching the page (the game acts on the press) to the first tick that
// shows scene want.
async function clickAndTime(page, id, want) {
  const state = await waitForState(page, (s) => findTarget(s, id), `target ${id}`);
  const t = findTarget(state, id);
  await page.mouse.move(t.x + t.w / 2, t.y + t.h / 2);
  await page.evaluate(() => {
    window.pressedAt = null;
    window.addEventListener("mousedown", () => { window.pressedAt = JSON.parse(window.twentyState()).ticks; },
      { capture: true, once: true });
  });
  await page.mouse.down();
  const shown = await page.evaluate(async (scene) => {
    const deadline = performance.now() + 10000;
    while (performance.now() < deadline) {
      const s = JSON.parse(window.twentyState());
      if (s.scene === scene && window.pressedAt !== null) return s.ticks;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return null;
  }, want);
  const pressed = await page.evaluate(() => window.pressedAt);
  await waitTicks(page, (await readState(page)).ticks, 2);
  await page.mouse.up();
  if (shown === null || pressed === null) {
    throw new Error(`clicking ${id} never showed ${want}: ${summary(await readState(page))}`);
  }
  return shown - pressed;
}

// whileThinking waits until the computer is thinking on the table.
async function whileThinking(page) {
  return waitForState(page, (s) => s.scene === "play" && s.thinking, "the computer thinking", 120000);
}

async function run(browser, url, name, { noWorkers, blocked }) {
  const problems = [];
  const consoleLines = [];
  const page = await newPage(browser, problems, { width: 1280, height: 800 });
  page.on("console", (m) => consoleLines.push(m.text()));
  if (noWorkers) await page.addInitScript(() => { window.Worker = undefined; });
  // A host that blocks the searchers' build: the workers start, fail to
  // load it and say so; the game thinks in its own loop.
  if (blocked) await page.route("**/worker.wasm", (route) => route.fulfill({ status: 403, body: "blocked" }));
  await page.goto(`${url}?game=twenty&players=2&autoplay=1&ai=hard&seed=5`);
  const first = await whileThinking(page);
  const delays = [];
  for (let i = 0; i < cycles; i++) {
    await whileThinking(page);
    delays.push(await clickAndTime(page, "play.rules", "rules"));
    if (i === 0) await page.screenshot({ path: path.join(screenshotDir(), `think-${name}-rules.png`) });
    delays.push(await clickAndTime(page, "rules.close", "play"));
    await whileThinking(page);
    if (i === 0) await page.screenshot({ path: path.join(screenshotDir(), `think-${name}-thinking.png`) });
    delays.push(await clickAndTime(page, "play.menu", "menu"));
    delays.push(await clickAndTime(page, "menu.resume.twenty", "play"));
  }
  // The game goes on: more decisions, made by the search it was promised.
  const before = await readState(page);
  const after = await waitForState(page, (s) => s.decisions > before.decisions + 2 || s.over,
    "three more decisions", 120000);
  await page.context().close();
  const slowest = Math.max(...delays);
  const said = consoleLines.find((l) => l.includes("the computer thinks")) || "(nothing)";
  const report = `${delays.length} clicks while thinking, slowest answered in ${slowest} ticks ` +
    `(${delays.join(" ")}); decisions ${first.decisions} -> ${after.decisions}, mean ` +
    `${(after.decisionMs / Math.max(1, after.decisions)).toFixed(0)} ms, longest ${after.decisionMaxMs.toFixed(0)} ms; ` +
    `console: ${said}`;
  const fellBack = consoleLines.some((l) => l.includes("own loop"));
  if (slowest > maxTicks) throw new Error(`a click took ${slowest} ticks: ${report}`);
  if (!said.includes(noWorkers ? "own loop" : "Web Worker")) throw new Error(`the console says: ${report}`);
  if (fellBack !== Boolean(noWorkers || blocked)) throw new Error(`fell back to the game loop: ${fellBack}: ${report}`);
  const unexpected = problems.filter((p) => !(blocked && p.includes("403")));
  if (unexpected.length) throw new Error(`${unexpected.join("; ")}: ${report}`);
  return report;
}

// itchHost lays out what itch.io would serve: a host page whose iframe
// loads the zip's files (the list make dist zips, read from the Makefile)
// from a sub-folder. It returns the folder to serve.
function itchHost() {
  const makefile = readFileSync(path.join(repoRoot, "Makefile"), "utf8");
  const files = makefile.match(/zip -9 -q \.\.\/twenty-web\.zip ([^;]+);/)[1].trim().split(/\s+/);
  const host = mkdtempSync(path.join(tmpdir(), "twenty-itch-"));
  const sub = path.join(host, "html", "20261125");
  mkdirSync(sub, { recursive: true });
  for (const f of files) copyFileSync(path.join(repoRoot, "web", f), path.join(sub, f));
  writeFileSync(path.join(host, "index.html"), `<!DOCTYPE html><title>itch.io</title><link rel="icon" href="data:,"><body style="margin:0">
<iframe id="game" src="html/20261125/index.html?game=twenty&players=2&autoplay=1&ai=hard&seed=5"
  style="width:1000px;height:700px;border:0" allow="autoplay; fullscreen"></iframe></body>`);
  return { host, files };
}

// serveTree serves a folder with its sub-folders, as a static host does
// (web/serve serves one flat folder on purpose).
async function serveTree(root) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".png": "image/png" };
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/\/$/, "/index.html");
    if (name.includes("..")) { res.writeHead(404).end(); return; }
    try {
      const body = readFileSync(path.join(root, name));
      res.writeHead(200, { "Content-Type": types[path.extname(name)] || "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

async function runInIframe(browser) {
  const { host, files } = itchHost();
  const server = await serveTree(host);
  const problems = [], consoleLines = [];
  const page = await newPage(browser, problems, { width: 1100, height: 760 });
  page.on("console", (m) => consoleLines.push(m.text()));
  try {
    await page.goto(server.url);
    const frame = page.frames().find((f) => f.url().includes("/html/20261125/")) ||
      await (await page.waitForSelector("#game")).contentFrame();
    const deadline = Date.now() + 120000;
    let st = null;
    while (Date.now() < deadline) {
      st = await frame.evaluate(() => (typeof window.twentyState === "function" ? JSON.parse(window.twentyState()) : null));
      if (st && st.decisions >= 3) break;
      await sleep(500);
    }
    await page.screenshot({ path: path.join(screenshotDir(), "think-itch-iframe.png") });
    const said = consoleLines.find((l) => l.includes("the computer thinks")) || "(nothing)";
    const report = `${files.join(" ")} from html/20261125/ in an iframe: ${st?.decisions ?? 0} decisions, ` +
      `mean ${st ? (st.decisionMs / Math.max(1, st.decisions)).toFixed(0) : "-"} ms; console: ${said}`;
    if (!st || st.decisions < 3) throw new Error(`the computer did not decide: ${report}`);
    if (!said.includes("Web Worker")) throw new Error(`the workers did not start: ${report}`);
    if (problems.length) throw new Error(`${problems.join("; ")}: ${report}`);
    return report;
  } finally {
    await page.context().close();
    server.close();
  }
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  let passed = 0, failed = 0;
  const runs = [
    ["workers", () => run(browser, server.url, "workers", { noWorkers: false })],
    ["fallback", () => run(browser, server.url, "fallback", { noWorkers: true })],
    ["blocked", () => run(browser, server.url, "blocked", { blocked: true })],
    ["itch", () => runInIframe(browser)],
  ];
  const only = process.env.ONLY ? process.env.ONLY.split(",") : null;
  for (const [name, fn] of runs) {
    if (only && !only.includes(name)) continue;
    try {
      log(`PASS think ${name}: ${await fn()}`);
      passed++;
    } catch (e) {
      log(`FAIL think ${name}: ${e.message}`);
      failed++;
    }
  }
  await browser.close();
  server.close();
  log(`${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
