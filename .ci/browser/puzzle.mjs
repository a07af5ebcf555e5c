// Puzzles in the browser build (issue 44): one puzzle of every game on an
// empty store, solved by tapping the ids twentyState().puzzle.answer
// lists, in order, with the mouse at 1280x800. The first game's opens
// from its address (?game=ID&puzzle=N, N its first shipped puzzle whose
// answer is more than a button: a card or a tile, then where it goes),
// the others from the menu's Puzzles page (Next puzzle). Then the
// puzzle must say it is solved, the computer plays on, the player's rating
// is stored (localStorage twenty.puzzles), and the game in progress's slot
// stays empty. The layout rules are checked at the puzzle's position.
// Screenshots: puzzle-GAME-open.png and puzzle-GAME-solved.png.
//
//   node .ci/browser/puzzle.mjs    The last line is "N passed, N failed".
//   ONLY=gameof20,twenty node .ci/browser/puzzle.mjs    some games
import { readFileSync } from "node:fs";
import path from "node:path";
import { findTarget, launchBrowser, log, readState, repoRoot, screenshotDir, startServer, waitForState, waitTicks } from "./lib.mjs";
import { layoutProblems } from "./layout.mjs";
import { openPlayerPage, tapTarget } from "./player.mjs";

const games = ["twenty", "minustwenty", "gameof20", "twentystrong", "for20"];

const results = [];
function record(name, ok, detail) {
  results.push(ok);
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

// firstCardPuzzle is the game's first puzzle (by place in its set, from
// 1) whose answer's text has more than one word.
function firstCardPuzzle(game) {
  const set = JSON.parse(readFileSync(path.join(repoRoot, "rules/puzzle/data", `${game}.json`), "utf8"));
  const i = set.puzzles.findIndex((p) => p.answer[0].trim().split(/\s+/).length > 1);
  return { n: Math.max(0, i) + 1, answer: set.puzzles[Math.max(0, i)].answer[0] };
}

// tapStill taps a target once it stands still for two ticks: a card still
// sliding into its place would take the tap somewhere else.
async function tapStill(page, id) {
  let st = await waitForState(page, (s) => findTarget(s, id), `target ${id}`, 20000);
  let t = findTarget(st, id);
  for (let i = 0; i < 20; i++) {
    const next = await waitTicks(page, st.ticks, 2);
    const u = findTarget(next, id);
    if (u && u.x === t.x && u.y === t.y && u.w === t.w && u.h === t.h) break;
    st = next;
    t = u ?? t;
  }
  await tapTarget(page, null, t);
}

// solveCase solves the puzzle on screen by tapping its answer's ids.
async function solveCase(page, problems, game, how) {
  const ready = (s) => s.puzzle && s.puzzle.game === game && !s.thinking && s.puzzle.answer.length > 0 && findTarget(s, s.puzzle.answer[0]);
  let st = await waitForState(page, ready, `${game} puzzle (${how}) ready to answer`, 60000);
  st = await waitTicks(page, st.ticks, 3); // the box settles where it leaves room
  const p = st.puzzle;
  if (p.solved || p.failed || p.played !== 0) problems.push(`opened as ${JSON.stringify(p)}`);
  for (const l of layoutProblems(st)) if (/puzzle/i.test(l)) problems.push(`at the position: ${l}`);
  await page.screenshot({ path: path.join(screenshotDir(), `puzzle-${game}-open.png`) });
  const taps = p.answer.slice();
  for (const id of taps) await tapStill(page, id);
  const solved = await waitForState(page, (s) => s.puzzle && s.puzzle.solved, `${game} puzzle ${p.id} solved`, 15000).catch(() => null);
  if (!solved) {
    const now = await readState(page);
    throw new Error(`tapping ${taps.join(", ")} left puzzle ${p.id} ${JSON.stringify(now.puzzle)}, message ${JSON.stringify(now.message)}`);
  }
  if (!/^Solved!/.test(solved.puzzle.text)) problems.push(`the box says ${JSON.stringify(solved.puzzle.text)}`);
  if (!findTarget(solved, "puzzle.next") || !findTarget(solved, "puzzle.again")) problems.push("no Next puzzle or Try again");
  await page.screenshot({ path: path.join(screenshotDir(), `puzzle-${game}-solved.png`) });
  const stored = await page.evaluate(() => localStorage.getItem("twenty.puzzles"));
  const rec = JSON.parse(stored || "{}");
  if (!rec.games?.[game]?.solved?.includes(p.id)) problems.push(`the stored record is ${stored}`);
  const slot = await page.evaluate((g) => localStorage.getItem(`twenty.game.${g}`), game);
  if (slot !== null) problems.push("the puzzle was saved as the game in progress");
  return { id: p.id, taps, rating: Math.round(rec.player?.rating) };
}

// The first game's puzzle opens from its address; the others from the
// menu's Puzzles page (Next puzzle), in the same page: one load in all.
const server = await startServer();
const browser = await launchBrowser();
try {
  const only = process.env.ONLY ? process.env.ONLY.split(",") : null;
  const list = games.filter((g) => !only || only.includes(g));
  const first = firstCardPuzzle(list[0]);
  const { context, page, problems } = await openPlayerPage(browser, server.url + `?game=${list[0]}&puzzle=${first.n}`, { width: 1280, height: 800 });
  try {
    for (const [i, game] of list.entries()) {
      const how = i === 0 ? `?puzzle=${first.n}` : "the Puzzles page";
      problems.length = 0;
      try {
        if (i > 0) {
          await tapStill(page, "play.menu");
          await tapStill(page, "menu.puzzles");
          await tapStill(page, `puzzles.next.${game}`);
        }
        const r = await solveCase(page, problems, game, how);
        record(`${game} puzzle ${r.id} from ${how}`, problems.length === 0, `tapped ${r.taps.join(", ")}; rating ${r.rating}` +
          (problems.length ? `; ${problems.slice(0, 8).join("; ")}` : ""));
      } catch (e) {
        record(`${game} from ${how}`, false, e.message);
        await page.goto(server.url); // a fresh start for the next game
      }
    }
  } finally {
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const failed = results.filter((ok) => !ok).length;
log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
