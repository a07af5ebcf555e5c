// Browser test: plays Twenty's WebAssembly build in headless Chromium the way
// a person would, by clicking the coordinates the game reports in
// window.twentyState().targets. It never calls into Go to make a move; it
// only asks window.twentyHint() which move to click.
//
//   node .ci/browser/play.mjs            (serves web/ itself; or set BASE_URL)
//   ONLY=empty|human|autoplay             run one of the runs
//
// Screenshots go to screenshots/browser/. The last line is "N passed, N failed".
import path from "node:path";
import {
  clickID, clickTarget, findTarget, launchBrowser, log, newPage, progressKey, readHint, readState,
  screenshotDir, sleep, startServer, summary, waitForState,
} from "./lib.mjs";

const stuckMs = 60000; // no progress for this long fails the run
const gameLimitMs = Number(process.env.GAME_LIMIT_MS || 30 * 60000);
const shots = screenshotDir();

const results = [];
function record(name, ok, detail = "") {
  results.push({ name, ok, detail });
  log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
}

// A run is a list of steps on one page; the first failing step ends it and
// the steps after it are counted as failed too.
async function run(browser, baseURL, name, steps) {
  const problems = [];
  const page = await newPage(browser, problems);
  const ctx = { page, baseURL, problems, stats: { minTPS: Infinity, maxUpdateMs: 0, maxDrawMs: 0 } };
  let failed = false;
  for (const [stepName, fn] of steps) {
    const full = `${name}: ${stepName}`;
    if (failed) {
      record(full, false, "not run (an earlier step failed)");
      continue;
    }
    try {
      const detail = await fn(ctx);
      assertNoProblems(ctx);
      record(full, true, detail || "");
    } catch (e) {
      failed = true;
      record(full, false, e.message);
      const file = path.join(shots, `${name}-failure.png`);
      await page.screenshot({ path: file }).catch(() => {});
      log(`  state: ${summary(await readState(page).catch(() => null))}`);
      log(`  screenshot: ${file}`);
    }
  }
  if (!failed) {
    record(`${name}: no console or page errors`, ctx.problems.length === 0, ctx.problems.join("; "));
  }
  await page.context().close();
}

function assertNoProblems(ctx) {
  if (ctx.problems.length > 0) throw new Error(ctx.problems.join("; "));
}

function noteHealth(ctx, st) {
  if (!st || st.ticks < 300) return; // the first seconds include loading
  ctx.stats.minTPS = Math.min(ctx.stats.minTPS, st.tps);
  ctx.stats.maxUpdateMs = Math.max(ctx.stats.maxUpdateMs, st.maxUpdateMs);
  ctx.stats.maxDrawMs = Math.max(ctx.stats.maxDrawMs, st.maxDrawMs);
}

function healthText(ctx) {
  const s = ctx.stats;
  return `min TPS ${s.minTPS === Infinity ? "n/a" : s.minTPS.toFixed(1)}, ` +
    `max Update ${s.maxUpdateMs.toFixed(1)} ms, max Draw ${s.maxDrawMs.toFixed(1)} ms`;
}

async function shot(ctx, file) {
  await ctx.page.screenshot({ path: path.join(shots, file) });
}

// load opens a page and waits for the first tick of the game.
async function load(ctx, query) {
  const t0 = Date.now();
  await ctx.page.goto(ctx.baseURL + query, { waitUntil: "load" });
  const st = await waitForState(ctx.page, (s) => s.ticks > 0, "the first frame", 120000);
  // The loader hides itself once the game ticks; give it a moment.
  await ctx.page.waitForSelector("#loader.done", { state: "attached", timeout: 10000 });
  return `first frame after ${((Date.now() - t0) / 1000).toFixed(1)} s (scene ${st.scene})`;
}

// pageChecks are the loader page's promises: canvas focused, no scrollbars.
async function pageChecks(ctx) {
  const r = await ctx.page.evaluate(() => ({
    focused: document.activeElement?.tagName,
    scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
    w: innerWidth, h: innerHeight,
    touch: getComputedStyle(document.querySelector("canvas")).touchAction,
  }));
  const errs = [];
  if (r.focused !== "CANVAS") errs.push(`focus is on ${r.focused}, not the canvas`);
  if (r.scrollW > r.w || r.scrollH > r.h) errs.push(`page scrolls (${r.scrollW}x${r.scrollH} in ${r.w}x${r.h})`);
  if (r.touch !== "manipulation") errs.push(`canvas touch-action is ${r.touch}`);
  if (errs.length) throw new Error(errs.join("; "));
  return `canvas focused, no scrollbars, touch-action ${r.touch}`;
}

// cycleUntil clicks a setup row until its label satisfies want.
async function cycleUntil(ctx, id, want, what) {
  for (let i = 0; i < 8; i++) {
    const st = await waitForState(ctx.page, (s) => findTarget(s, id), `target ${id}`, 10000);
    const t = findTarget(st, id);
    if (want(t.label)) return t.label;
    await clickTarget(ctx.page, t);
    await waitForState(ctx.page, (s) => findTarget(s, id)?.label !== t.label, `${id} to change from ${t.label}`, 5000);
  }
  throw new Error(`could not set ${id} to ${what}`);
}

async function setupOneHumanOneComputer(ctx) {
  await waitForState(ctx.page, (s) => s.scene === "setup", "the setup screen", 10000);
  const st = await readState(ctx.page);
  const done = [];
  if (findTarget(st, "setup.players")) {
    done.push("players " + await cycleUntil(ctx, "setup.players", (l) => l.trim() === "2", "2 players"));
  }
  done.push("seat 1 " + await cycleUntil(ctx, "setup.seat1", (l) => /human|you/i.test(l), "a human"));
  done.push("seat 2 " + await cycleUntil(ctx, "setup.seat2", (l) => !/human|you/i.test(l), "the computer"));
  await sleep(300);
  await shot(ctx, "02-setup.png");
  return done.join(", ");
}

// humanMove clicks the hinted move: the cards in the hand then confirm, or
// the button named by the move (draw, pass, ...). It returns false, having
// clicked nothing, when what the hint names is not on screen yet, and
// whether the game moved on otherwise.
async function humanMove(ctx, st, hint) {
  const [verb, ...args] = hint.trim().split(/\s+/);
  let finalID = `play.${verb}`;
  if (verb === "play") {
    const inHand = args.filter((c) => findTarget(st, `hand.card.${c}`));
    if (inHand.length === 0) return false;
    const clear = findTarget(st, "play.clear");
    if (clear) await clickTarget(ctx.page, clear);
    for (const card of inHand) {
      const now = await readState(ctx.page);
      const t = findTarget(now, `hand.card.${card}`);
      if (!t) throw new Error(`card ${card} left the hand before it was clicked: ${summary(now)}`);
      await clickTarget(ctx.page, t);
    }
    await waitForState(ctx.page, (s) => findTarget(s, "play.confirm"),
      `play.confirm after selecting ${inHand.join(" ")} for "${hint}"`, 5000);
    finalID = "play.confirm";
  } else if (!findTarget(st, finalID)) {
    return false;
  }
  const before = await readState(ctx.page);
  const target = findTarget(before, finalID);
  if (!target) return false;
  const beforeKey = progressKey(before, await readHint(ctx.page));
  await clickTarget(ctx.page, target);
  // The move counts once the game moves on: the hint or the state changes.
  for (const until = Date.now() + 10000; Date.now() < until;) {
    const now = await readState(ctx.page);
    if (now.over || progressKey(now, await readHint(ctx.page)) !== beforeKey) return true;
    await sleep(50);
  }
  throw new Error(`clicked ${finalID} for "${hint}" and nothing changed in 10 s: ${summary(before)}`);
}

// playToTheEnd follows the game until it is over: clicks Continue and
// pass-screen buttons, makes the human's hinted moves, and waits while the
// computer thinks. It fails when nothing changes for stuckMs.
async function playToTheEnd(ctx, { human, midShot }) {
  const t0 = Date.now();
  let lastKey = "", lastChange = Date.now(), moves = 0, shotTaken = false, thinkingSeen = 0, samples = 0;
  for (;;) {
    assertNoProblems(ctx);
    const st = await readState(ctx.page);
    const hint = human ? await readHint(ctx.page) : "";
    noteHealth(ctx, st);
    samples++;
    if (st.thinking) thinkingSeen++;
    const key = progressKey(st, hint);
    if (key !== lastKey) {
      lastKey = key;
      lastChange = Date.now();
    }
    if (Date.now() - lastChange > stuckMs) throw new Error(`no progress for ${stuckMs / 1000} s: ${summary(st)} hint=${JSON.stringify(hint)}`);
    if (Date.now() - t0 > gameLimitMs) throw new Error(`game not over after ${gameLimitMs / 60000} min: ${summary(st)}`);
    if (st.over) {
      return `over after ${((Date.now() - t0) / 1000).toFixed(0)} s, ${moves} human moves, ` +
        `thinking in ${((100 * thinkingSeen) / samples).toFixed(0)}% of samples; ${healthText(ctx)}`;
    }
    if (!shotTaken && st.scene === "play" && (human ? moves >= 3 : Date.now() - t0 > 8000)) {
      await shot(ctx, midShot);
      shotTaken = true;
    }
    const ready = findTarget(st, "pass.ready");
    const cont = findTarget(st, "play.continue");
    if (ready || cont) {
      await clickTarget(ctx.page, ready || cont);
      await sleep(100);
      continue;
    }
    if (!human || !hint || st.thinking || st.scene !== "play") {
      await sleep(100);
      continue;
    }
    if (await humanMove(ctx, st, hint)) {
      moves++;
    } else {
      await sleep(100);
    }
  }
}

async function backToMenu(ctx) {
  await sleep(1500); // let the results screen settle for the screenshot
  await shot(ctx, "04-results.png");
  await clickID(ctx.page, "results.menu");
  await waitForState(ctx.page, (s) => s.scene === "menu", "the menu after the results", 10000);
  return "menu shown";
}

const runs = {
  // The reference program through the same page and server: proves the
  // loader, server and browser before the game is judged.
  empty: [
    ["loads", (ctx) => load(ctx, "?wasm=empty")],
    ["page focus and layout", pageChecks],
    ["screenshot", async (ctx) => { await shot(ctx, "00-empty.png"); }],
  ],
  human: [
    ["loads", (ctx) => load(ctx, "?")],
    ["page focus and layout", pageChecks],
    ["menu", async (ctx) => {
      const st = await waitForState(ctx.page, (s) => s.scene === "menu" && findTarget(s, "menu.twenty"), "menu.twenty", 20000);
      await sleep(500);
      await shot(ctx, "01-menu.png");
      return `targets ${st.targets.map((t) => t.id).join(" ")}`;
    }],
    ["menu -> setup", async (ctx) => { await clickID(ctx.page, "menu.twenty"); return setupOneHumanOneComputer(ctx); }],
    ["start", async (ctx) => {
      await clickID(ctx.page, "setup.start");
      const st = await waitForState(ctx.page, (s) => s.scene === "play" || s.scene === "pass", "the game to start", 20000);
      return `scene ${st.scene}, game ${st.game}`;
    }],
    ["play a whole game as the human", (ctx) => playToTheEnd(ctx, { human: true, midShot: "03-midgame.png" })],
    ["results -> menu", backToMenu],
  ],
  autoplay: [
    ["loads", (ctx) => load(ctx, "?game=twenty&autoplay=1&seed=7")],
    ["starts at once", async (ctx) => {
      const st = await waitForState(ctx.page, (s) => s.game === "twenty", "the autoplay game", 20000);
      return `scene ${st.scene}`;
    }],
    ["computer plays to the end", (ctx) => playToTheEnd(ctx, { human: false, midShot: "05-autoplay-midgame.png" })],
    ["results screenshot", async (ctx) => { await sleep(1500); await shot(ctx, "06-autoplay-results.png"); }],
  ],
};

async function main() {
  const only = process.env.ONLY ? process.env.ONLY.split(",") : Object.keys(runs);
  const server = await startServer();
  log(`serving at ${server.url}`);
  const browser = await launchBrowser();
  log(`chromium ${browser.version()}`);
  try {
    for (const name of only) {
      if (!runs[name]) throw new Error(`no run named ${name} (have ${Object.keys(runs).join(", ")})`);
      log(`--- ${name}`);
      await run(browser, server.url, name, runs[name]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (failed) {
    console.log("Failures:");
    for (const r of results.filter((r) => !r.ok)) console.log(`  ${r.name}: ${r.detail}`);
  }
  console.log(`Screenshots in ${shots}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  console.log(`0 passed, 1 failed`);
  process.exitCode = 1;
});
