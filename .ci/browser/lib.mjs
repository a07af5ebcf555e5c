// Shared pieces of the browser test and benchmark: the local server, the
// Chromium launch that works headless on a machine without a GPU or network,
// reading window.twentyState(), and clicking targets like a player would.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const started = Date.now();
export function log(...args) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[${t}s]`, ...args);
}

// startServer serves web/ with web/serve on a free port (precompressing the
// wasm like `make play`), or uses BASE_URL when the build is served already.
export async function startServer() {
  if (process.env.BASE_URL) {
    return { url: process.env.BASE_URL.replace(/\/?$/, "/"), close() {} };
  }
  const bin = path.join(mkdtempSync(path.join(tmpdir(), "twenty-serve-")), "serve");
  execFileSync("go", ["build", "-o", bin, "./web/serve"], { cwd: repoRoot, stdio: "inherit" });
  const child = spawn(bin, ["-dir", "web", "-addr", "127.0.0.1:0", "-gzip"], {
    cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/serving .* on (http:\/\/\S+)/);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`web/serve exited with code ${code}: ${out}`)));
  });
  return { url, close: () => child.kill() };
}

export const chromiumArgs = [
  "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--no-first-run", "--disable-quic",
  // Keep timers and frames at full speed in a headless, never-focused window.
  "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
];

// launchBrowser starts Chromium, or connects to the one suite.mjs shares
// among the scripts (BROWSER_WS); closing a connected browser only
// disconnects, and each script's pages live in contexts of their own.
export function launchBrowser() {
  if (process.env.BROWSER_WS) return chromium.connect(process.env.BROWSER_WS);
  return chromium.launch(launchOptions());
}

export function launchOptions() {
  return { executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: chromiumArgs };
}

// newPage opens a page that records every console error, page error, failed
// request and HTTP error into problems.
// quickViewport is the page size of make test's runs where the size is not
// the point (whole games, saves, bad input): Chromium draws in software
// (SwiftShader), and a quarter of the desktop window's pixels made Twenty's
// and Game of 20's whole games 40% quicker. make test-long plays them in
// the desktop window.
export const quickViewport = process.env.LONG === "1" ? { width: 1280, height: 800 } : { width: 640, height: 400 };

export async function newPage(browser, problems, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  // A request the page itself abandoned (a reload while the favicon was
  // loading) is net::ERR_ABORTED: not a failure of the game. A download the
  // game needs and does not get still fails the test, since it never starts.
  page.on("requestfailed", (req) => {
    const why = req.failure()?.errorText ?? "";
    if (why !== "net::ERR_ABORTED") problems.push(`request failed: ${req.url()} ${why}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
  });
  page.on("crash", () => problems.push("page crashed"));
  return page;
}

// readState returns window.twentyState() parsed, or null before the game
// has defined it.
export async function readState(page) {
  return page.evaluate(() => (typeof window.twentyState === "function" ? JSON.parse(window.twentyState()) : null));
}

export async function readHint(page) {
  return page.evaluate(() => (typeof window.twentyHint === "function" ? String(window.twentyHint() || "") : ""));
}

// waitForState polls until accept(state) is true and returns that state.
export async function waitForState(page, accept, what, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < deadline) {
    last = await readState(page);
    if (last && accept(last)) return last;
    await sleep(50);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}; last state: ${summary(last)}`);
}

export function findTarget(state, id) {
  return state?.targets?.find((t) => t.id === id) ?? null;
}

// waitTicks waits until the game has run n more ticks than at tick since.
export async function waitTicks(page, since, n, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const st = await readState(page);
    if (st && st.ticks >= since + n) return st;
    if (Date.now() > deadline) throw new Error(`the game ran no ${n} ticks in ${timeoutMs / 1000} s (tick ${st?.ticks})`);
    await sleep(16);
  }
}

// clickTarget presses and releases the mouse in the middle of a target. It
// holds the button for two ticks and waits two more after the release, so
// the game sees the press and the release in different ticks whatever its
// speed, and has acted on the click (and updated twentyState) on return.
// The two ticks count from a state read after the press: counted from one
// read before it, a busy machine could let them pass before the press
// went out, and the release followed it before the game saw either.
export async function clickTarget(page, target) {
  const x = target.x + target.w / 2;
  const y = target.y + target.h / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const down = await readState(page);
  const pressed = await waitTicks(page, down.ticks, 2);
  await page.mouse.up();
  await waitTicks(page, pressed.ticks, 2);
}

// clickID waits for the target to be on screen, then clicks it.
export async function clickID(page, id, timeoutMs = 30000) {
  const state = await waitForState(page, (s) => findTarget(s, id), `target ${id}`, timeoutMs);
  await clickTarget(page, findTarget(state, id));
  return state;
}

export function summary(state) {
  if (!state) return "no state";
  const ids = (state.targets || []).map((t) => t.id).join(" ");
  return `scene=${state.scene} game=${state.game} over=${state.over} ticks=${state.ticks} ` +
    `thinking=${state.thinking} message=${JSON.stringify(state.message)} targets=[${ids}]`;
}

// progressKey is what must change for the game to count as moving on: all
// of the state except the clocks and timings.
export function progressKey(state, hint = "") {
  if (!state) return "";
  const { ticks, tps, fps, maxUpdateMs, maxDrawMs, ...rest } = state;
  return JSON.stringify(rest) + "|" + hint;
}

export function screenshotDir() {
  const dir = path.join(repoRoot, "screenshots", "browser");
  mkdirSync(dir, { recursive: true });
  return dir;
}

// seeded returns a small seeded generator of numbers in [0, 1) (mulberry32),
// so a seed replays the same run.
export function seeded(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
