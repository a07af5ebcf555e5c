// Browser benchmark of the review after a game (issue 29): for each of the
// five games, a finished game opened by its share code (?replay=CODE) is
// reviewed whole by the Web Workers while the replay runs, and compared
// with the empty reference program (web/empty.wasm) in the same Chromium:
// the review's wall time (from the tap on Review to twentyState().review
// .done), the number of workers, and the tick rate during the review (per
// second: the lowest and the 5th percentile), whose 5th percentile must be
// at least 0.95 of the empty program's (the same target as bench.mjs).
//
// The games are BenchmarkReview's (rules/play: a seeded heuristic game of
// each, 2 players where the game takes more), their codes printed by
// `REVIEW_CODES=1 go test -run TestReviewBenchCodes -v ./rules/play/`, so
// the desktop's and the workers' times compare.
//
//   node .ci/browser/reviewbench.mjs  (GAMES=twenty,gameof20 VIEWS=640x400,1280x800
//                                      SEARCHERS=2 WINDOW_S=60 for the empty program, STRICT=1)
//
// Machine-readable lines start with "reviewbench ".
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { measureProgram, tickStats } from "./bench.mjs";
import { clickTarget, findTarget, launchBrowser, log, newPage, repoRoot, sleep, startServer } from "./lib.mjs";

const target = 0.95;
// The replay settles (its first frames, the wasm's first calls) before the
// review starts, as a player reads the game before asking for it.
const settleS = Number(process.env.SETTLE_S || 6);
// Twenty's review takes about 80 s in one worker on a quiet machine.
const reviewTimeoutS = Number(process.env.REVIEW_TIMEOUT_S || 900);
// The same view sizes as bench.mjs; 640x400 first, where the empty
// program runs at full rate with a core to spare (see bench.mjs).
const views = (process.env.VIEWS || "640x400,1280x800").split(",").map((v) => {
  const [width, height] = v.split("x").map(Number);
  return { name: v, width, height };
});
const only = process.env.GAMES ? process.env.GAMES.split(",") : null;
const searchers = process.env.SEARCHERS ? `&searchers=${process.env.SEARCHERS}` : "";

// reviewCodes asks the Go test for the benchmark games' share codes.
function reviewCodes() {
  const out = execFileSync("go", ["test", "-count=1", "-run", "^TestReviewBenchCodes$", "-v", "./rules/play/"], {
    cwd: repoRoot, env: { ...process.env, REVIEW_CODES: "1" }, encoding: "utf8", maxBuffer: 1 << 24,
  });
  const games = [];
  for (const line of out.split("\n")) {
    const m = line.match(/^reviewcode (\S+) (\d+) (\S+)$/);
    if (m && (!only || only.includes(m[1]))) games.push({ id: m[1], moves: Number(m[2]), code: m[3] });
  }
  if (!games.length) throw new Error(`no review codes from the Go test:\n${out}`);
  return games;
}

// reviewGame opens a game's code in the replay, taps Review and samples
// twentyState() inside the page every quarter second until the review is
// done: the tick rate over whole seconds, the wall time to within a
// quarter second.
async function reviewGame(browser, baseURL, game, view) {
  const problems = [];
  const page = await newPage(browser, problems, { width: view.width, height: view.height });
  const said = [];
  page.on("console", (m) => said.push(m.text()));
  await page.goto(`${baseURL}?replay=${game.code}${searchers}`, { waitUntil: "commit" });
  await page.waitForFunction(
    () => typeof window.twentyState === "function" && JSON.parse(window.twentyState()).scene === "replay",
    null, { timeout: 120000, polling: 250 });
  await sleep(settleS * 1000);
  const st = JSON.parse(await page.evaluate(() => window.twentyState()));
  const button = findTarget(st, "replay.review");
  if (!button) throw new Error(`no replay.review target in the replay of ${game.id}`);
  if (st.review?.moves !== game.moves) problems.push(`the replay has ${st.review?.moves} moves, want ${game.moves}`);
  // The sampler starts in the page, then the mouse taps Review.
  const sampling = page.evaluate(async (timeoutMs) => {
    const samples = [];
    const take = () => {
      const { targets, texts, message, ...rest } = JSON.parse(window.twentyState());
      return { t: performance.now(), ...rest };
    };
    const start = take();
    samples.push(start);
    let last = start;
    for (let i = 1; ; i++) {
      await new Promise((r) => setTimeout(r, start.t + 250 * i - performance.now()));
      last = take();
      if (i % 4 === 0) samples.push(last);
      const r = last.review || {};
      if (r.done || r.error || last.t - start.t > timeoutMs) break;
    }
    return { samples, last, ms: last.t - start.t };
  }, reviewTimeoutS * 1000);
  await clickTarget(page, button);
  await page.mouse.move(1, 1);
  const run = await sampling;
  await page.context().close();
  const r = run.last.review || {};
  if (r.error) problems.push(`review error: ${r.error}`);
  if (!r.done) problems.push(`the review is not done after ${(run.ms / 1000).toFixed(0)} s: ${r.analysed} of ${r.total}`);
  if (process.env.VERBOSE) {
    const s = run.samples;
    log(`${game.id}: per second ` + s.slice(1).map((b, i) =>
      `${((b.ticks - s[i].ticks) / ((b.t - s[i].t) / 1000)).toFixed(0)}(${b.maxUpdateMs.toFixed(0)}ms ${b.review?.analysed ?? "-"})`).join(" "));
  }
  const workers = said.map((l) => l.match(/thinks in (\d+) Web Workers?/)).find(Boolean);
  return {
    game: game.id, moves: game.moves, wallS: run.ms / 1000,
    analysed: r.analysed, total: r.total, marks: (r.marks || []).length,
    workers: workers ? Number(workers[1]) : 0, ...tickStats(run.samples), problems,
  };
}

async function main() {
  for (const f of ["web/empty.wasm", "web/twenty.wasm"]) {
    if (!existsSync(path.join(repoRoot, f))) throw new Error(`${f} is missing: run make web empty`);
  }
  const games = reviewCodes();
  const server = await startServer();
  const browser = await launchBrowser();
  log(`chromium ${browser.version()}; ${games.length} games; views ${views.map((v) => v.name).join(", ")}`);
  let ok = true;
  try {
    for (const view of views) {
      log(`measuring the empty program at ${view.name}`);
      const empty = await measureProgram(browser, server.url, { name: "empty", query: "?wasm=empty" }, view);
      console.log(`reviewbench empty view=${view.name} p5_tps=${empty.p5TPS.toFixed(1)} min_tps=${empty.minTPS.toFixed(1)} ` +
        `mean_tps=${empty.meanTPS.toFixed(1)} intervals=${empty.intervals}`);
      for (const game of games) {
        log(`reviewing ${game.id} (${game.moves} moves) at ${view.name}`);
        const r = await reviewGame(browser, server.url, game, view);
        const ratio = r.p5TPS / empty.p5TPS;
        const met = ratio >= target && !r.problems.length;
        ok = ok && met;
        console.log(`reviewbench game=${r.game} view=${view.name} moves=${r.moves} analysed=${r.analysed}/${r.total} ` +
          `marks=${r.marks} workers=${r.workers} wall_s=${r.wallS.toFixed(1)} ` +
          `p5_tps=${r.p5TPS.toFixed(1)} min_tps=${r.minTPS.toFixed(1)} mean_tps=${r.meanTPS.toFixed(1)} intervals=${r.intervals} ` +
          `max_update_ms=${r.maxUpdateMs.toFixed(2)} ratio_p5=${ratio.toFixed(3)} target=${target} ` +
          `result=${met ? "ok" : "below"} problems=${r.problems.length}`);
        for (const p of r.problems) console.log(`  ${p}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (process.env.STRICT && !ok) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
