// "Learn to play" in the browser build (issue 28): every game's lesson,
// started from its address (?game=ID&lesson=1), played to its end by
// tapping only the targets its step expects (twentyState().lesson.expect),
// at 390x844 with touch and at 1280x800 with the mouse. At every step the
// layout rules are checked (layout.mjs), and the lesson's box must not
// cover a target the step asks for, nor the top bar. Once per lesson a
// wrong move is made: it is answered (the line says so) and neither the
// step nor the save changes. The summary must show at the end.
// Screenshots: lesson-GAME-WxH-STEP.png for three steps of each lesson,
// and on the mouse screen the first step, the last step and the summary at
// each size of GALLERY (390x844, 844x390, 1280x800 unless set), the page
// resized in place: gallery-GAME-lesson-first|last|end-WxH.png.
//
//   node .ci/browser/lesson.mjs    The last line is "N passed, N failed".
//   ONLY=gameof20,twenty node .ci/browser/lesson.mjs    some games
//   SCREENS=touch (or mouse)                            one of the two screens
import path from "node:path";
import { findTarget, launchBrowser, log, readState, screenshotDir, sleep, startServer, summary, waitForState, waitTicks } from "./lib.mjs";
import { layoutProblems } from "./layout.mjs";
import { tapTarget } from "./player.mjs";

// Each game, and the taps of a legal move its lesson does not expect at
// the given step (the same as the Go tests' in scenes/GAME/lesson_test.go).
const games = [
  ["gameof20", 1, ["pool.tile.7"]],
  ["twenty", 0, ["hand.card.KD", "play.confirm"]],
  ["minustwenty", 0, ["hand.card.3S", "discard.S"]],
  ["twentystrong", 1, ["pool.die.yellow"]],
  ["for20", 0, ["hand.card.T25", "reserve.0.M46", "smoke"]],
];

const viewports = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

const gallerySizes = (process.env.GALLERY || "390x844,844x390,1280x800").split(",").filter(Boolean).map((s) => s.split("x").map(Number));

// galleryShots saves the screen at each gallery size, then puts the page
// back at its own and lets the table settle there.
async function galleryShots(page, game, name) {
  const own = page.viewportSize();
  for (const [width, height] of gallerySizes) {
    await page.setViewportSize({ width, height });
    const st = await readState(page);
    await waitTicks(page, st.ticks, 3);
    await sleep(200);
    await page.screenshot({ path: path.join(screenshotDir(), `gallery-${game}-lesson-${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize(own);
  const st = await readState(page);
  await waitTicks(page, st.ticks, 3);
}

const results = [];
function record(name, ok, detail) {
  results.push(ok);
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

const topBar = /^play\.(menu|rules|hint|sound|settings|undo)$/;
const slack = 2;

// lessonBoxProblems: the box must cover no target the step asks for, nor
// the top bar's buttons, nor what the game keeps in view (lesson.clear).
function lessonBoxProblems(st) {
  const l = st.lesson;
  if (!l) return [];
  const out = [];
  const b = l.box;
  if (b.x < -slack || b.y < -slack || b.x + b.w > st.screenW + slack || b.y + b.h > st.screenH + slack) {
    out.push(`the lesson's box is off the screen`);
  }
  for (const t of st.targets) {
    const w = Math.min(b.x + b.w, t.x + t.w) - Math.max(b.x, t.x);
    const h = Math.min(b.y + b.h, t.y + t.h) - Math.max(b.y, t.y);
    if (w > slack && h > slack && (l.expect.includes(t.id) || topBar.test(t.id))) {
      out.push(`the lesson's box covers target ${t.id}`);
    }
  }
  for (const c of l.clear || []) { // what the game keeps in view for the lesson
    const w = Math.min(b.x + b.w, c.x + c.w) - Math.max(b.x, c.x);
    const h = Math.min(b.y + b.h, c.y + c.h) - Math.max(b.y, c.y);
    if (w > slack && h > slack) out.push(`the lesson's box covers ${c.id}, which it must leave in view`);
  }
  return out;
}

// tapID taps a target once it stands still: a card still sliding into
// its place would take the tap somewhere else.
async function tapID(page, cdp, id) {
  let st = await waitForState(page, (s) => findTarget(s, id), `target ${id}`, 30000);
  let t = findTarget(st, id);
  for (let i = 0; i < 30; i++) {
    const next = await waitTicks(page, st.ticks, 2);
    const u = findTarget(next, id);
    if (u && u.x === t.x && u.y === t.y && u.w === t.w && u.h === t.h) break;
    st = next;
    t = u ?? findTarget(await waitForState(page, (s) => findTarget(s, id), `target ${id}`, 30000), id);
  }
  await tapTarget(page, cdp, t);
}

const saved = (page, game) => page.evaluate((k) => localStorage.getItem(k), `twenty.game.${game}`);

// ready: the lesson waits for the person: the first target of its step
// is on screen (the computer's scripted answers and the motions are over;
// a later one, such as Play, may show only once the first is tapped), or
// its summary shows.
const ready = (s) => s.lesson && !s.thinking &&
  (s.lesson.step === s.lesson.steps || (s.lesson.expect.length > 0 && findTarget(s, s.lesson.expect[0])));

async function lessonCase(browser, url, [game, wrongStep, wrongTaps], vp) {
  const problems = [];
  const name = `${game} ${vp.width}x${vp.height}${vp.touch ? " touch" : ""}`;
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: 1, hasTouch: vp.touch });
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  const cdp = vp.touch ? await context.newCDPSession(page) : null;
  await page.goto(url + `?game=${game}&lesson=1`);
  let steps = 0;
  let wrongDone = false;
  let last = -1;
  const shots = new Set();
  for (;;) {
    let st = await waitForState(page, ready, `step ${last + 1} of the ${game} lesson`, 60000);
    const l = st.lesson;
    steps = l.steps;
    if (l.step < last) problems.push(`the lesson went back from step ${last} to ${l.step}`);
    if (l.step !== last) {
      last = l.step;
      const again = await waitTicks(page, st.ticks, 3); // the box settles where the step leaves room
      st = again.lesson ? again : st;
      for (const p of [...layoutProblems(st), ...lessonBoxProblems(st)]) problems.push(`step ${l.step}: ${p}`);
      if (l.step === 0 || l.step === Math.floor(l.steps / 2) || l.step === l.steps - 1) {
        shots.add(l.step);
        await page.screenshot({ path: path.join(screenshotDir(), `lesson-${game}-${vp.width}x${vp.height}-${l.step}.png`) });
      }
      if (!vp.touch && (l.step === 0 || l.step === l.steps - 1)) await galleryShots(page, game, l.step === 0 ? "first" : "last");
    }
    if (l.step === l.steps) break;
    if (!wrongDone && l.step === wrongStep) {
      wrongDone = true;
      const save = await saved(page, game);
      for (const id of wrongTaps) await tapID(page, cdp, id);
      await sleep(300);
      const after = await readState(page);
      if (!after.lesson || after.lesson.step !== l.step) problems.push(`a wrong move moved the lesson to ${JSON.stringify(after.lesson)}`);
      if (!after.message) problems.push(`a wrong move (${wrongTaps.join(", ")}) was not answered`);
      if ((await saved(page, game)) !== save) problems.push("a wrong move changed the save");
      continue;
    }
    for (const id of l.expect) await tapID(page, cdp, id);
    // The move is made: the step moves on (or the game says why not).
    const moved = await waitForState(page, (s) => s.lesson && s.lesson.step !== l.step, `step ${l.step} to move on`, 15000).catch(() => null);
    if (!moved) {
      const now = await readState(page);
      throw new Error(`the taps ${l.expect.join(", ")} left the lesson at step ${l.step} (message ${JSON.stringify(now?.message)})`);
    }
  }
  const end = await readState(page);
  if (!end.lesson || end.lesson.expect.length !== 0 || !end.lesson.text) problems.push(`no summary at the end: ${JSON.stringify(end.lesson)}`);
  await page.screenshot({ path: path.join(screenshotDir(), `lesson-${game}-${vp.width}x${vp.height}-end.png`) });
  if (!vp.touch) await galleryShots(page, game, "end");
  await context.close();
  const ok = !problems.length && wrongDone;
  record(name, ok, `${steps} steps` + (wrongDone ? ", a wrong move answered" : ", no wrong move tried") +
    (problems.length ? `; ${problems.slice(0, 12).join("; ")}${problems.length > 12 ? ` (${problems.length} in all)` : ""}` : "") +
    (ok ? "" : `; ${summary(end)}`));
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const only = process.env.ONLY ? process.env.ONLY.split(",") : null;
  const screens = process.env.SCREENS || "touch,mouse";
  for (const g of games.filter((g) => !only || only.includes(g[0]))) {
    for (const vp of viewports.filter((v) => screens.includes(v.touch ? "touch" : "mouse"))) {
      await lessonCase(browser, server.url, g, vp).catch((e) => record(`${g[0]} ${vp.width}x${vp.height}`, false, e.message));
    }
  }
} finally {
  await browser.close();
  server.close();
}
const failed = results.filter((ok) => !ok).length;
log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
