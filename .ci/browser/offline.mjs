// Browser test of the download size, offline play and updates (issue 27).
//
//   itch     make dist's zip unpacked into a sub-folder of a plain static
//            server (no compression, as itch.io serves it), loaded in an
//            iframe; Minus Twenty with the computer on its seats until the
//            computer's first move. The bytes that crossed the network
//            (counted by a proxy in front of the server) must stay under
//            maxBytesStatic.
//   play     the same from web/serve as `make play` runs it (brotli):
//            under maxBytesPlay.
//   offline  loaded once, then offline and reloaded: the game starts from
//            the service worker's cache and the computer moves in its Web
//            Workers (whose files come from the cache too).
//   update   version A served and cached, then version B served: reloads
//            until B runs, and at every load the page and the wasm are of
//            one version (a marker in index.html, a custom section in the
//            wasm).
//
//   damaged  the service worker's copy of twenty.wasm.gz damaged: offline
//            the page says so and what to do; online it is downloaded
//            again and the game runs within two reloads.
//
//   node .ci/browser/offline.mjs      (ONLY=itch,play,offline,damaged,update)
//
// Needs `make dist-web` (dist/twenty-web.zip) and python3 (to unzip). The
// last line is "N passed, N failed".
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, log, newPage, repoRoot, sleep, startServer, summary } from "./lib.mjs";

// Issue 27's targets are 5.0 MB and 3.5 MB; the build is over them until
// it shrinks (docs/measurements.md), so these limits catch a regression of
// the loader (the raw 20 MB wasm downloaded, a file fetched twice) and the
// report says how far the target is.
const targetStatic = 5.0e6, targetPlay = 3.5e6;
const maxBytesStatic = 6.5e6, maxBytesPlay = 4.7e6;
const gameQuery = "?game=minustwenty&autoplay=1&ai=easy&seed=5";
const mb = (n) => (n / 1e6).toFixed(2) + " MB";

// countingProxy forwards connections to target and counts every byte the
// server sent, headers included: what crossed the network.
async function countingProxy(targetURL) {
  const target = new URL(targetURL);
  const counter = { bytes: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => { client.destroy(); upstream.destroy(); });
    }
    upstream.on("data", (chunk) => { counter.bytes += chunk.length; });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${target.pathname}`,
    counter,
    close: () => { for (const s of sockets) s.destroy(); server.close(); },
  };
}

// staticServer serves a folder as a plain host does: files as they are
// (a .gz as application/gzip, no Content-Encoding), Last-Modified for
// revalidation, no Cache-Control.
async function staticServer(root) {
  const types = {
    ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".png": "image/png",
    ".gz": "application/gzip", ".webmanifest": "application/manifest+json",
  };
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/\/$/, "/index.html");
    const file = path.join(root, name);
    if (name.includes("..") || !existsSync(file) || !statSync(file).isFile()) { res.writeHead(404).end(); return; }
    const modified = statSync(file).mtime;
    modified.setMilliseconds(0);
    const since = Date.parse(req.headers["if-modified-since"] || "");
    if (since >= modified.getTime()) { res.writeHead(304).end(); return; }
    res.writeHead(200, {
      "Content-Type": types[path.extname(name)] || "application/octet-stream",
      "Last-Modified": modified.toUTCString(),
    }).end(readFileSync(file));
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => { server.closeAllConnections(); server.close(); } };
}

// frameState reads twentyState() in the frame that runs the game.
async function frameState(frame) {
  return frame.evaluate(() => (typeof window.twentyState === "function" ? JSON.parse(window.twentyState()) : null));
}

async function waitFrameState(frame, accept, what, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < deadline) {
    last = await frameState(frame).catch(() => null);
    if (last && accept(last)) return last;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${summary(last)}`);
}

const firstMove = (s) => s.scene === "play" && s.game === "minustwenty" && s.decisions >= 1;

// playUntilFirstMove loads url (the game page, or a host page whose iframe
// holds it) and waits for the computer's first decision.
async function playUntilFirstMove(page, url) {
  await page.goto(url);
  const frame = page.frames().find((f) => f.url().includes("/html/")) ||
    (await (await page.$("#game"))?.contentFrame()) || page.mainFrame();
  return waitFrameState(frame, firstMove, "the computer's first move");
}

async function runItch(browser) {
  const zip = path.join(repoRoot, "dist", "twenty-web.zip");
  if (!existsSync(zip)) throw new Error("no dist/twenty-web.zip: run make dist-web first");
  const host = mkdtempSync(path.join(tmpdir(), "twenty-static-"));
  const sub = path.join(host, "html", "20261127");
  mkdirSync(sub, { recursive: true });
  execFileSync("python3", ["-m", "zipfile", "-e", zip, sub]);
  writeFileSync(path.join(host, "index.html"), `<!DOCTYPE html><title>itch.io</title><link rel="icon" href="data:,"><body style="margin:0">
<iframe id="game" src="html/20261127/index.html${gameQuery}" style="width:1000px;height:700px;border:0"
  allow="autoplay; fullscreen"></iframe></body>`);
  const server = await staticServer(host);
  const proxy = await countingProxy(server.url);
  const problems = [];
  const page = await newPage(browser, problems, { width: 1100, height: 760 });
  try {
    await playUntilFirstMove(page, proxy.url);
    const bytes = proxy.counter.bytes;
    const report = `${mb(bytes)} over the network from a static server in an iframe before the computer's first move ` +
      `(issue 27's target ${mb(targetStatic)}: ${bytes <= targetStatic ? "met" : "not met"})`;
    if (bytes > maxBytesStatic) throw new Error(`over ${mb(maxBytesStatic)}: ${report}`);
    if (problems.length) throw new Error(`${problems.join("; ")}: ${report}`);
    return report;
  } finally {
    await page.context().close();
    proxy.close();
    server.close();
    rmSync(host, { recursive: true, force: true });
  }
}

async function runPlay(browser, server) {
  const proxy = await countingProxy(server.url);
  const problems = [];
  const page = await newPage(browser, problems);
  try {
    await playUntilFirstMove(page, proxy.url + gameQuery);
    const bytes = proxy.counter.bytes;
    const report = `${mb(bytes)} over the network from web/serve (make play) before the computer's first move ` +
      `(issue 27's target ${mb(targetPlay)}: ${bytes <= targetPlay ? "met" : "not met"})`;
    if (bytes > maxBytesPlay) throw new Error(`over ${mb(maxBytesPlay)}: ${report}`);
    if (problems.length) throw new Error(`${problems.join("; ")}: ${report}`);
    return report;
  } finally {
    await page.context().close();
    proxy.close();
  }
}

// waitForServiceWorker waits until the page's service worker has cached
// the build and is active.
async function waitForServiceWorker(page, timeoutMs = 30000) {
  await page.evaluate((ms) => Promise.race([
    navigator.serviceWorker.ready.then(async (r) => {
      while (r.active.state !== "activated") await new Promise((res) => setTimeout(res, 50));
    }),
    new Promise((_, reject) => setTimeout(() => reject(new Error("no active service worker")), ms)),
  ]), timeoutMs);
}

async function runOffline(browser, server) {
  const problems = [], consoleLines = [];
  const page = await newPage(browser, problems);
  page.on("console", (m) => consoleLines.push(m.text()));
  try {
    await playUntilFirstMove(page, server.url + gameQuery);
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    consoleLines.length = 0;
    await page.reload();
    const st = await waitFrameState(page.mainFrame(), firstMove, "the computer's first move offline");
    const said = consoleLines.find((l) => l.includes("the computer thinks")) || "(nothing)";
    const report = `offline reload: scene ${st.scene}, ${st.decisions} decisions; console: ${said}`;
    if (!said.includes("Web Worker")) throw new Error(`the workers did not start offline: ${report}`);
    if (problems.length) throw new Error(`${problems.join("; ")}: ${report}`);
    return report;
  } finally {
    await page.context().close();
  }
}

// damageCachedWasm flips bytes in the middle of the service worker's copy
// of twenty.wasm.gz, as a disk error would; it returns the cache's name.
async function damageCachedWasm(page) {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith("twenty ")) continue;
      const cache = await caches.open(name);
      const kept = await cache.match("twenty.wasm.gz", { ignoreVary: true });
      if (!kept) continue;
      const bytes = new Uint8Array(await kept.arrayBuffer());
      for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i] ^= 0xff;
      await cache.put("twenty.wasm.gz", new Response(bytes, { headers: kept.headers }));
      return name;
    }
    return "";
  });
}

// runDamaged: a twenty.wasm.gz damaged in the service worker's cache used
// to fail every reload for ever ("CompileError: ... invalid local index").
// Offline, the page now says what is wrong and what to do; online, the
// copy is downloaded again and the game runs within two reloads.
async function runDamaged(browser, server) {
  const problems = [];
  const page = await newPage(browser, problems);
  try {
    await page.goto(server.url, { waitUntil: "load" });
    await waitFrameState(page.mainFrame(), (s) => s.ticks > 0, "the menu");
    await waitForServiceWorker(page);
    if (!(await damageCachedWasm(page))) throw new Error("no cached twenty.wasm.gz to damage");
    await page.context().setOffline(true);
    await page.reload();
    let said = "";
    for (const until = Date.now() + 30000; Date.now() < until && !/damaged/.test(said);) {
      said = await page.evaluate(() => document.getElementById("status").textContent);
      await sleep(200);
    }
    if (!/damaged/.test(said) || !/reload/.test(said)) throw new Error(`offline with a damaged copy the page says ${JSON.stringify(said)}`);
    await page.context().setOffline(false);
    problems.length = 0;
    let ran = false, reloads = 0;
    for (; reloads < 2 && !ran; reloads++) {
      await page.reload();
      ran = await waitFrameState(page.mainFrame(), (s) => s.ticks > 10, "the menu after the repair", 60000).then(() => true, () => false);
    }
    if (!ran) throw new Error(`the game did not run within 2 reloads online: ${problems.join("; ")}`);
    return `offline: ${JSON.stringify(said.split("\n")[0])}; online: running after ${reloads} reload(s)`;
  } finally {
    await page.context().close();
  }
}

// writeVersion lays out a build in dir whose index.html and twenty.wasm
// both carry the mark, with its .gz copies and version.js.
function writeVersion(dir, mark) {
  const web = path.join(repoRoot, "web");
  for (const f of ["wasm_exec.js", "wasmload.js", "worker.js", "favicon.png", "sw.js", "manifest.webmanifest",
    "icon-192.png", "icon-512.png"]) {
    copyFileSync(path.join(web, f), path.join(dir, f));
  }
  const page = readFileSync(path.join(web, "index.html"), "utf8")
    .replace('<meta charset="utf-8">', `<meta charset="utf-8">\n<meta name="twenty-test-version" content="${mark}">`);
  const wasm = Buffer.concat([readFileSync(path.join(web, "twenty.wasm")), customSection("twenty-test-version", mark)]);
  // Written beside, then renamed: a server never sends half a file.
  const put = (name, data) => { writeFileSync(path.join(dir, name + ".tmp"), data); renameSync(path.join(dir, name + ".tmp"), path.join(dir, name)); };
  put("twenty.wasm", wasm);
  put("twenty.wasm.gz", zlib.gzipSync(wasm, { level: 1 }));
  put("twenty.wasm.br", ""); // newer than the wasm: web/serve does not spend half a minute on brotli
  put("index.html", page);
  execFileSync("go", ["run", "./web/serve", "-dir", dir, "-precompress"], { cwd: repoRoot, stdio: "ignore" });
}

// customSection is a WebAssembly custom section (id 0) holding text.
function customSection(name, text) {
  const leb = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return Buffer.from(out); };
  const payload = Buffer.concat([leb(name.length), Buffer.from(name), Buffer.from(text)]);
  return Buffer.concat([Buffer.from([0]), leb(payload.length), payload]);
}

// versions loads the page (already navigated) and returns the marks of
// its index.html and of the wasm it runs.
// withTimeout rejects if promise takes longer than ms: an evaluate in a
// page that is going away can stay pending.
function withTimeout(promise, ms) {
  return Promise.race([promise, sleep(ms).then(() => { throw new Error(`no answer in ${ms} ms`); })]);
}

// A page that switches to a new version loads again at once, so a read
// may meet a page going away: it is tried again.
async function versions(page, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const seen = await withTimeout(page.evaluate(() => {
      const running = window.twentyWasmMark && typeof window.twentyState === "function" &&
        JSON.parse(window.twentyState()).ticks > 0;
      return running ? {
        page: document.querySelector('meta[name="twenty-test-version"]').content,
        wasm: window.twentyWasmMark,
      } : null;
    }), 2000).catch(() => null);
    if (seen) return seen;
    await sleep(100);
  }
  const loader = await page.evaluate(() => document.getElementById("status")?.textContent).catch((e) => String(e));
  throw new Error(`the game did not start (loader: ${loader})`);
}

// waitForNewVersion waits until a new version is installed and waits to
// take over (or 30 s).
async function waitForNewVersion(page) {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    // Raced with a timer: a page going away can leave the promise pending.
    const waiting = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.waiting)),
      new Promise((resolve) => setTimeout(() => resolve(false), 1000)),
    ])).catch(() => false);
    if (waiting) return;
    await sleep(100);
  }
}

async function runUpdate(browser) {
  const dir = mkdtempSync(path.join(tmpdir(), "twenty-versions-"));
  writeVersion(dir, "A");
  const server = await staticServer(dir);
  const problems = [];
  const page = await newPage(browser, problems);
  // Records the custom section of the wasm the page instantiates.
  await page.addInitScript(() => {
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async (...args) => {
      const result = await streaming(...args);
      const [mark] = WebAssembly.Module.customSections(result.module, "twenty-test-version");
      window.twentyWasmMark = mark ? new TextDecoder().decode(mark) : "none";
      return result;
    };
  });
  const seen = [];
  try {
    await page.goto(server.url);
    seen.push(await versions(page));
    await waitForServiceWorker(page);
    log("update: version A cached");
    await page.reload({ waitUntil: "commit" }); // now from the cache
    seen.push(await versions(page));
    writeVersion(dir, "B");
    log("update: version B served");
    for (let i = 0; i < 6 && seen.at(-1).page !== "B"; i++) {
      // The browser finds the new version on a load, caches it whole, and
      // the next load switches to it.
      // Not awaited: update() can stay pending after the install is done.
      await withTimeout(page.evaluate(() => {
        navigator.serviceWorker.getRegistration().then((r) => r.update()).catch(() => {});
      }), 2000).catch(() => {});
      await waitForNewVersion(page);
      log("update: reload");
      // A page that switches versions loads again by itself: only the
      // start of the navigation is awaited.
      await page.reload({ waitUntil: "commit" });
      seen.push(await versions(page));
    }
    const report = "loads (page/wasm): " + seen.map((v) => `${v.page}/${v.wasm}`).join(" ");
    if (seen.some((v) => v.page !== v.wasm)) throw new Error(`a page ran with another version's wasm: ${report}`);
    if (seen.at(-1).page !== "B") throw new Error(`version B never ran: ${report}`);
    if (problems.length) throw new Error(`${problems.join("; ")}: ${report}`);
    return report;
  } finally {
    await withTimeout(page.context().close(), 10000).catch((e) => log(`update: closing the page: ${e.message}`));
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  let passed = 0, failed = 0;
  const runs = [
    ["itch", () => runItch(browser)],
    ["play", () => runPlay(browser, server)],
    ["offline", () => runOffline(browser, server)],
    ["damaged", () => runDamaged(browser, server)],
    ["update", () => runUpdate(browser)],
  ];
  const only = process.env.ONLY ? process.env.ONLY.split(",") : null;
  try {
    for (const [name, fn] of runs) {
      if (only && !only.includes(name)) continue;
      try {
        log(`PASS offline ${name}: ${await fn()}`);
        passed++;
      } catch (e) {
        log(`FAIL offline ${name}: ${e.message}`);
        failed++;
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  console.log("0 passed, 1 failed");
  process.exitCode = 1;
});
