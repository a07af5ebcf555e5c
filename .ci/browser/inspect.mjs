// The card inspector in the browser build (issue 31): in each game, at a
// person's turn, a finger held on a card (a touch long press, sent through
// the Chrome DevTools protocol) opens the inspector on that card with its
// text, in the test contract's `inspect`; when the finger lifts it closes,
// and the game is as before: the same targets, message and save. Then the
// mouse pointer resting on the card opens it too (the desktop's hover),
// and moving away closes it (in one game: the mechanism is the shared
// table's, the boards' part is what the long presses check). Screenshots:
// inspect-GAME-touch.png (a phone upright) and inspect-GAME-hover.png.
// Last, a take-back against the computer (takeBackCase).
//
//   node .ci/browser/inspect.mjs    The last line is "N passed, N failed".
import path from "node:path";
import {
  clickTarget, findTarget, launchBrowser, log, newPage, readState, screenshotDir, sleep, startServer, summary, waitForState,
} from "./lib.mjs";

// Each game, its address and the target a player would read first.
const games = [
  ["twenty", "?game=twenty&players=2&seed=9&ai=easy", "hand.card."],
  ["minustwenty", "?game=minustwenty&seed=9&ai=easy", "hand.card."],
  ["gameof20", "?game=gameof20&seed=9&ai=easy", "pool.tile."],
  ["twentystrong", "?game=twentystrong&seed=11", "stack."],
  ["for20", "?game=for20&players=2&seed=9&ai=easy", "hand.card."],
];

const hovered = ["for20"];

const results = [];
function record(name, ok, detail) {
  results.push(ok);
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

// firstTarget waits for a person's turn with a target of that prefix.
async function firstTarget(page, prefix) {
  const st = await waitForState(page, (s) => s.scene === "play" && s.targets.some((t) => t.id.startsWith(prefix)),
    `a target ${prefix}*`, 90000);
  await sleep(300); // the turn's buttons settle
  const now = await readState(page);
  return { state: now, target: now.targets.find((t) => t.id.startsWith(prefix)) ?? st.targets[0] };
}

const saved = (page, game) => page.evaluate((k) => localStorage.getItem(k), `twenty.game.${game}`);
const savedMoves = async (page, game) => {
  const rec = JSON.parse((await saved(page, game)) || '{"record":{}}').record;
  return { ...rec, moves: rec.moves || [] }; // no moves: null in the save
};
const same = (a, b) => a.message === b.message && a.targets.map((t) => t.id).join(" ") === b.targets.map((t) => t.id).join(" ");

async function touchCase(browser, url, [game, query, prefix]) {
  const problems = [];
  const page = await newPage(browser, problems, { width: 390, height: 844 });
  await page.goto(url + query);
  const { state: before, target } = await firstTarget(page, prefix);
  const save = await saved(page, game);
  const cdp = await page.context().newCDPSession(page);
  const point = { x: target.x + target.w / 2, y: target.y + target.h / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  const held = await waitForState(page, (s) => s.inspect, "the inspector", 10000).catch(() => null);
  await page.screenshot({ path: path.join(screenshotDir(), `inspect-${game}-touch.png`) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await sleep(300);
  const after = await readState(page);
  const unchanged = same(before, after) && (await saved(page, game)) === save;
  await page.context().close();
  const ok = held?.inspect?.id === target.id && held.inspect.text.length > 0 && !after.inspect && unchanged && !problems.length;
  record(`${game} long press`, ok, `on ${target.id}: ${JSON.stringify(held?.inspect ?? null)}; ` +
    `closed ${!after.inspect}, unchanged ${unchanged}${problems.length ? "; " + problems.join("; ") : ""}` +
    (ok ? "" : `; ${summary(after)}`));
}

async function hoverCase(browser, url, [game, query, prefix]) {
  const problems = [];
  const page = await newPage(browser, problems, { width: 1280, height: 800 });
  await page.goto(url + query);
  const { target } = await firstTarget(page, prefix);
  await page.mouse.move(target.x + target.w / 2, target.y + target.h / 2);
  const held = await waitForState(page, (s) => s.inspect, "the inspector", 10000).catch(() => null);
  await page.screenshot({ path: path.join(screenshotDir(), `inspect-${game}-hover.png`) });
  await page.mouse.move(5, 300);
  await sleep(300);
  const after = await readState(page);
  await page.context().close();
  const ok = held?.inspect?.id === target.id && !after.inspect && !problems.length;
  record(`${game} hover`, ok, `on ${target.id}: ${held ? "opened" : "never opened"}, closed ${!after.inspect}` +
    (problems.length ? "; " + problems.join("; ") : ""));
}

// takeBackCase: against the computer in Game of 20 (nothing hidden, so
// the computer's answer can be taken back with the move), a tile taken,
// the computer's answer, then Undo: the save is the game before the
// person's move again, counted as assisted, and after a new move the
// computer answers again.
async function takeBackCase(browser, url) {
  const problems = [];
  const page = await newPage(browser, problems, { width: 1280, height: 800 });
  await page.goto(url + "?game=gameof20&seed=9&ai=easy");
  const humanTurn = (s) => s.scene === "play" && !s.thinking && s.targets.some((t) => t.id.startsWith("pool.tile."));
  const { state: first } = await firstTarget(page, "pool.tile.");
  const before = (await savedMoves(page, "gameof20")).moves.length;
  await clickTarget(page, first.targets.find((t) => t.id.startsWith("pool.tile.")));
  await waitForState(page, (s) => humanTurn(s) && findTarget(s, "play.undo"), "the computer's answer and Undo", 30000);
  const answered = (await savedMoves(page, "gameof20")).moves.length;
  await clickTarget(page, findTarget(await readState(page), "play.undo"));
  await sleep(300);
  const undone = await savedMoves(page, "gameof20");
  const line = (await readState(page)).message;
  await page.screenshot({ path: path.join(screenshotDir(), "takeback-gameof20.png") });
  const again = await waitForState(page, humanTurn, "the person's turn after Undo", 10000);
  await clickTarget(page, again.targets.find((t) => t.id.startsWith("pool.tile.")));
  await waitForState(page, humanTurn, "the computer's answer after Undo", 30000);
  const replayed = (await savedMoves(page, "gameof20")).moves.length;
  await page.context().close();
  const ok = answered >= before + 2 && undone.moves.length === before && undone.takeBacks === 1 &&
    replayed >= before + 2 && !problems.length;
  record("gameof20 takeback", ok, `moves ${before} -> ${answered} (answered) -> ${undone.moves.length} (Undo, ` +
    `takeBacks ${undone.takeBacks}: "${line}") -> ${replayed} (answered again)` +
    (problems.length ? "; " + problems.join("; ") : ""));
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const g of process.env.ONLY === "takeback" ? [] : games) {
    await touchCase(browser, server.url, g).catch((e) => record(`${g[0]} long press`, false, e.message));
    if (hovered.includes(g[0])) await hoverCase(browser, server.url, g).catch((e) => record(`${g[0]} hover`, false, e.message));
  }
  await takeBackCase(browser, server.url).catch((e) => record("gameof20 takeback", false, e.message));
} finally {
  await browser.close();
  server.close();
}
const failed = results.filter((ok) => !ok).length;
log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
