// Puzzles in the browser build (issue 44): one puzzle of every game on an
// empty store, solved by tapping the ids twentyState().puzzle.answer
// lists, in order, with the mouse at 1280x800. The first game's opens
// from its address (?game=ID&puzzle=N, N its first shipped puzzle whose
// answer is more than a button: a card or a tile, then where it goes),
// the others from the menu's Puzzles page (Next puzzle). Then the
// puzzle must say it is solved, the computer plays on, the player's rating
// is stored (localStorage twenty.puzzles), and the game in progress's slot
// stays empty. The layout rules are checked at the puzzle's position.
// In the games where a wrong move is easy to name by taps (Twenty: Draw
// instead of a play; Minus Twenty: another card of the hand to its
// discard pile, or the draw pile instead of a discard pile), one is
// played first: the line after it must show
// (twentyState().puzzle.line, with "Back to the puzzle"), then the
// position come back as it was (no move played, the same answer's taps),
// the puzzle counted as not solved; the answer, selected by then as a
// hint selects it, is then played on by its last tap.
// Screenshots: puzzle-GAME-open.png, puzzle-GAME-wrong.png (the line)
// and puzzle-GAME-solved.png.
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

// wrongTaps are taps for a legal move other than the answer, where the
// game makes one easy to name from the answer's taps (null elsewhere).
function wrongTaps(game, answer, st) {
  const last = answer[answer.length - 1];
  if (game === "twenty" && last === "play.confirm" && findTarget(st, "play.draw")) return ["play.draw"];
  if (game === "minustwenty" && answer.length === 2 && answer[0].startsWith("hand.card.")) {
    // Any other card of the hand to its discard pile: always legal.
    const other = st.targets.find((t) => t.id.startsWith("hand.card.") && t.id !== answer[0]);
    if (other) return [other.id, "discard." + other.id.slice(-1)];
  }
  // A discard pile's top taken: the draw pile instead.
  if (game === "minustwenty" && answer.length === 1 && /^discard\./.test(last) && findTarget(st, "pile.draw")) return ["pile.draw"];
  return null;
}

// playWrong plays the wrong move, sees its line shown and the position
// come back; false when the game has no wrong move to tap here.
async function playWrong(page, problems, game, st) {
  const p = st.puzzle;
  const taps = wrongTaps(game, p.answer, st);
  if (!taps) return false;
  for (const id of taps) await tapStill(page, id);
  const line = await waitForState(page, (s) => s.puzzle && s.puzzle.line, `${game} puzzle ${p.id}: the line after ${taps.join(", ")}`, 15000);
  await page.screenshot({ path: path.join(screenshotDir(), `puzzle-${game}-wrong.png`) });
  if (!line.puzzle.failed || line.puzzle.played < 1 || line.puzzle.answer.length) problems.push(`during the wrong move's line: ${JSON.stringify(line.puzzle)}`);
  if (!findTarget(line, "puzzle.back")) problems.push("no Back to the puzzle during the wrong move's line");
  for (const l of layoutProblems(line)) if (/puzzle/i.test(l)) problems.push(`during the wrong move's line: ${l}`);
  const back = await waitForState(page, (s) => s.puzzle && !s.puzzle.line && !s.thinking && s.puzzle.answer.length > 0,
    `${game} puzzle ${p.id} back at its position`, 30000);
  const b = back.puzzle;
  if (b.played !== 0 || !b.failed || b.solved || !/^Not the best move/.test(b.text) || JSON.stringify(b.answer) !== JSON.stringify(p.answer)) {
    problems.push(`back from the wrong move: ${JSON.stringify(b)} (answer before ${JSON.stringify(p.answer)})`);
  }
  return true;
}

// solveCase solves the puzzle on screen by tapping its answer's ids,
// after a wrong move if wrong asks for one and the game has one to tap.
async function solveCase(page, problems, game, how, wrong) {
  const ready = (s) => s.puzzle && s.puzzle.game === game && !s.thinking && s.puzzle.answer.length > 0 && findTarget(s, s.puzzle.answer[0]);
  let st = await waitForState(page, ready, `${game} puzzle (${how}) ready to answer`, 60000);
  st = await waitTicks(page, st.ticks, 3); // the box settles where it leaves room
  const p = st.puzzle;
  if (p.solved || p.failed || p.played !== 0) problems.push(`opened as ${JSON.stringify(p)}`);
  for (const l of layoutProblems(st)) if (/puzzle/i.test(l)) problems.push(`at the position: ${l}`);
  await page.screenshot({ path: path.join(screenshotDir(), `puzzle-${game}-open.png`) });
  const wrongFirst = wrong && await playWrong(page, problems, game, st);
  // Back from a wrong move, the answer is selected as a hint selects it:
  // its last tap plays it.
  const taps = wrongFirst ? p.answer.slice(-1) : p.answer.slice();
  for (const id of taps) await tapStill(page, id);
  const done = (s) => s.puzzle && (wrongFirst ? s.puzzle.played > 0 && !s.puzzle.line : s.puzzle.solved);
  const solved = await waitForState(page, done, `${game} puzzle ${p.id} ${wrongFirst ? "played on" : "solved"}`, 15000).catch(() => null);
  if (!solved) {
    const now = await readState(page);
    throw new Error(`tapping ${taps.join(", ")} left puzzle ${p.id} ${JSON.stringify(now.puzzle)}, message ${JSON.stringify(now.message)}`);
  }
  if (!(wrongFirst ? /^Not the best move/ : /^Solved!/).test(solved.puzzle.text)) problems.push(`the box says ${JSON.stringify(solved.puzzle.text)}`);
  if (!findTarget(solved, "puzzle.next") || !findTarget(solved, "puzzle.again")) problems.push("no Next puzzle or Try again");
  await page.screenshot({ path: path.join(screenshotDir(), `puzzle-${game}-solved.png`) });
  const stored = await page.evaluate(() => localStorage.getItem("twenty.puzzles"));
  const rec = JSON.parse(stored || "{}");
  const counted = rec.games?.[game]?.tried?.includes(p.id) && (rec.games?.[game]?.solved ?? []).includes(p.id) === !wrongFirst;
  if (!counted) problems.push(`the stored record is ${stored}`);
  const slot = await page.evaluate((g) => localStorage.getItem(`twenty.game.${g}`), game);
  if (slot !== null) problems.push("the puzzle was saved as the game in progress");
  return { id: p.id, taps, rating: Math.round(rec.player?.rating), wrongFirst };
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
          if ((await readState(page)).scene !== "menu") await tapStill(page, "play.menu");
          await tapStill(page, "menu.puzzles");
          await tapStill(page, `puzzles.next.${game}`);
        }
        const r = await solveCase(page, problems, game, how, game === "twenty" || game === "minustwenty");
        record(`${game} puzzle ${r.id} from ${how}`, problems.length === 0, (r.wrongFirst ? "a wrong move, its line and back; then " : "") +
          `tapped ${r.taps.join(", ")}; rating ${r.rating}` + (problems.length ? `; ${problems.slice(0, 8).join("; ")}` : ""));
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
