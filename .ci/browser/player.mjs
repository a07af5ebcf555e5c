// What the scripts that play as a person share: a page set up as a
// player's (sound off, Instant speed, clipboard allowed, touch or mouse),
// taps by finger or mouse, Game of 20's taps for a move, and a look at the
// screen with the layout rules and a screenshot.
import path from "node:path";
import { findTarget, progressKey, readHint, readState, screenshotDir, sleep, summary, waitForState, waitTicks } from "./lib.mjs";
import { layoutProblems } from "./layout.mjs";

// openPlayerPage opens url at vp ({width, height, touch}); problems
// collects the page's errors. cdp sends a finger's touches (touch only).
export async function openPlayerPage(browser, url, vp) {
  const problems = [];
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: 1, hasTouch: !!vp.touch });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem("twenty.settings")) {
        localStorage.setItem("twenty.settings", JSON.stringify({ volume: 0, muted: true, speed: 3, difficulty: 0 }));
      }
    } catch {}
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(url, { waitUntil: "load" });
  const cdp = vp.touch ? await context.newCDPSession(page) : null;
  return { context, page, cdp, problems };
}

// tapAt presses (x, y) as a player would, a finger (cdp) or the mouse,
// held for two ticks counted from a state read after the press (counted
// from before it, a busy machine let them pass before the touch went out,
// and the lift came before the game saw the finger: a lost tap in one
// lesson run of four). A finger's next tap comes a tenth of a second later
// at the soonest; the mouse leaves the table, where resting on a card
// would open its inspector.
export async function tapAt(page, cdp, x, y) {
  if (cdp) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    const down = await readState(page);
    const pressed = await waitTicks(page, down.ticks, 2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await waitTicks(page, pressed.ticks, 6);
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  const down = await readState(page);
  const pressed = await waitTicks(page, down.ticks, 2);
  await page.mouse.up();
  await waitTicks(page, pressed.ticks, 2);
  await page.mouse.move(1, 1);
}

// tapTarget taps the middle of a target of the contract.
export const tapTarget = (page, cdp, t) => tapAt(page, cdp, t.x + t.w / 2, t.y + t.h / 2);

// tapID taps target id once it is on screen.
export async function tapID(page, cdp, id, timeoutMs = 30000) {
  const st = await waitForState(page, (s) => findTarget(s, id), `target ${id}`, timeoutMs);
  await tapTarget(page, cdp, findTarget(st, id));
}

// g20Taps are the taps of a Game of 20 move in its text form.
export function g20Taps(hint) {
  const f = hint.trim().split(/\s+/);
  if (f[0] === "take") return [`pool.tile.${f[1]}`];
  if (f[0] === "place") return [`hand.tile.${f[1]}`, `board.${f[3]}`];
  return ["play.pass"];
}

// playGameOf20ToResults plays Game of 20 as the person from the game's
// hints, by taps, until the results show; it returns the moves made.
export async function playGameOf20ToResults(page, cdp) {
  let moves = 0;
  for (const until = Date.now() + 5 * 60000; ;) {
    if (Date.now() > until) throw new Error(`the game is not over after 5 min: ${summary(await readState(page))}`);
    const st = await readState(page);
    if (st.scene === "results") return moves;
    const cont = findTarget(st, "play.continue"); // the last turn's tally
    if (cont) {
      await tapID(page, cdp, cont.id);
      continue;
    }
    const hint = st.thinking || st.over ? "" : await readHint(page);
    if (!hint) {
      await sleep(100);
      continue;
    }
    const before = progressKey(st, hint);
    for (const id of g20Taps(hint)) await tapID(page, cdp, id);
    moves++;
    for (const until = Date.now() + 10000; Date.now() < until;) { // the game moves on
      const now = await readState(page);
      if (now.scene !== "play" || progressKey(now, await readHint(page)) !== before) break;
      await sleep(50);
    }
  }
}

// look checks the layout of the screen once it has settled and keeps a
// screenshot of it as prefix-name-WxH.png.
export async function look(page, problems, prefix, name, vp) {
  const before = await readState(page);
  const st = await waitTicks(page, before.ticks, 10);
  for (const p of layoutProblems(st)) problems.push(`${name}: ${p}`);
  await page.screenshot({ path: path.join(screenshotDir(), `${prefix}-${name}-${vp.width}x${vp.height}.png`) });
  return st;
}
