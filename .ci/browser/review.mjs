// The replay, the review and the shared code in the browser build (issue 29).
//
// Short form (make test, about 20 s): a finished Game of 20 opened by its
// code (?replay=CODE) at 1280x800: twentyState().review counts its moves,
// Right/Left, Down/Up, End/Home and the buttons step through it, the
// review starts and analyses its first moves in the workers, the layout
// rules hold; a damaged code shows a message and the menu.
//
// LONG=1 (make test-long): at 390x844 with touch and at 1280x800 with the
// mouse, the person plays Game of 20 from hints to the end, opens Review
// from the results, starts the review and waits for the whole analysis,
// steps back and forth, copies the game's link (replay.copy), opens the
// link in a fresh page and analyses it there: the marks must be the same.
// Screenshots: review-NAME-WxH.png.
//
//   node .ci/browser/review.mjs    The last line is "N passed, N failed".
import {
  findTarget, launchBrowser, log, progressKey, readHint, readState, sleep, startServer, summary, waitForState,
} from "./lib.mjs";
import { look, openPlayerPage, playGameOf20ToResults, tapID } from "./player.mjs";

const long = process.env.LONG === "1";
const results = [];
function record(name, ok, detail) {
  results.push(ok);
  log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

// A Game of 20 of 34 moves (seed 7, the baseline policy on both seats),
// as play.EncodeShare wrote it.
const code = "20r1.XI_NboNADIRfBc15DxjY_PhVohy2xEmrQhMV0kMR717FaG3o7RuGmfFOuIFxS73cr1WJgDt4wvDxK-A4BwzgfUAPPmFMn1LUCAs0GWKGXYZ9hkOGYwYqjcioMrJ2snqyfrIBsgWyCXptPLrUSkFFGotLvdWJ_ulmq6UyXakft7p1v9F-9-uXfvO-qNr9nebdP2h-dY8GWg-QLl58kZYnecVRJ1Y_lHrz6oMeJRHngAf4NOH92acv8Pj9lIBOfqQDl3Mw45q6Ye2c578AAAD__wliNDw";
const codeMoves = 34;

// key presses a key that moves the replay, and waits until it has (keys
// reach the game a few ticks late on a busy machine), 2 s at most.
async function key(page, name) {
  const before = await readState(page);
  await page.keyboard.press(name);
  await waitForState(page, (s) => s.review?.position !== before.review?.position, `${name} to move the replay`, 2000).catch(() => null);
}

// steps checks the ways through a replay of n moves.
async function steps(page, cdp, n, problems) {
  const at = async () => (await readState(page)).review?.position;
  // want waits for the replay to stand at p (input reaches the game a
  // few ticks late on a busy machine), 3 s at most.
  const want = async (what, p) => {
    const st = await waitForState(page, (s) => s.review?.position === p, `${what} to reach ${p}`, 3000).catch(() => null);
    if (!st) problems.push(`${what}: at ${await at()}, want ${p}`);
  };
  await tapID(page, cdp, "replay.next");
  await tapID(page, cdp, "replay.next");
  await want("two taps on >", 2);
  await tapID(page, cdp, "replay.prev");
  await want("a tap on <", 1);
  await tapID(page, cdp, "replay.last");
  await want("a tap on >|", n);
  await tapID(page, cdp, "replay.first");
  await want("a tap on |<", 0);
  if (!cdp) {
    await key(page, "ArrowRight");
    await want("Right", 1);
    await key(page, "ArrowLeft");
    await want("Left", 0);
    await key(page, "End");
    await want("End", n);
    await key(page, "Home");
    await want("Home", 0);
    await key(page, "ArrowDown");
    const down = await at();
    if (!(down > 0)) problems.push(`Down went to ${down}`);
    await key(page, "ArrowUp");
    await want("Up after Down", 0);
  }
}

// analyse starts the review and waits for done (or first moves).
async function analyse(page, cdp, whole, timeoutMs) {
  await tapID(page, cdp, "replay.review");
  const st = await waitForState(page, (s) => s.review && (s.review.error || (whole ? s.review.done : s.review.analysed >= 3)),
    whole ? "the whole analysis" : "three moves analysed", timeoutMs);
  if (st.review.error) throw new Error(st.review.error);
  return st;
}

async function short(browser, base) {
  const vp = { width: 1280, height: 800 };
  const { context, page, cdp, problems } = await openPlayerPage(browser, `${base}?replay=${code}`, vp);
  let st = await waitForState(page, (s) => s.scene === "replay", "the replay", 120000);
  if (st.review?.moves !== codeMoves || st.game !== "gameof20") problems.push(`the code opened ${JSON.stringify(st.review)} of ${st.game}`);
  await steps(page, cdp, codeMoves, problems);
  const started = Date.now();
  st = await analyse(page, cdp, false, 60000);
  const secs = (Date.now() - started) / 1000;
  await tapID(page, cdp, "replay.next");
  await look(page, problems, "review", "short", vp);
  await context.close();

  const bad = await openPlayerPage(browser, `${base}?replay=${code.slice(0, -4)}AAAA`, vp);
  const badSt = await waitForState(bad.page, (s) => s.scene === "menu" && s.message, "the damaged code's message", 60000).catch(() => null);
  if (!badSt || !/cannot be opened/.test(badSt.message)) bad.problems.push(`a damaged code: ${summary(badSt)}`);
  await bad.context.close();
  problems.push(...bad.problems);
  record("?replay=CODE at 1280x800", !problems.length,
    `${st.review.analysed} of ${st.review.total} moves analysed in ${secs.toFixed(1)} s` + (problems.length ? `; ${problems.slice(0, 12).join("; ")}` : ""));
}

const sameMarks = (a, b) => JSON.stringify(a.map((m) => [m.move, m.seat, m.kind])) === JSON.stringify(b.map((m) => [m.move, m.seat, m.kind]));

async function whole(browser, base, vp) {
  const name = `${vp.width}x${vp.height}${vp.touch ? " touch" : ""}`;
  const { context, page, cdp, problems } = await openPlayerPage(browser, `${base}?game=gameof20&think=fixed`, vp);
  await waitForState(page, (s) => s.scene === "play", "the table", 120000);
  const moves = await playGameOf20ToResults(page, cdp);
  await look(page, problems, "review", "results", vp);
  await tapID(page, cdp, "results.review");
  let st = await waitForState(page, (s) => s.scene === "replay", "the replay", 30000);
  const n = st.review.moves;
  const started = Date.now();
  st = await analyse(page, cdp, true, 10 * 60000);
  const secs = (Date.now() - started) / 1000;
  const marks = st.review.marks;
  await steps(page, cdp, n, problems);
  if (marks.length) { // the first mark: the panel names it after the move, and Best shows its own alternative
    const m = marks[0];
    for (let i = 0; (await readState(page)).review.position < m.move + 1 && i < 200; i++) await tapID(page, cdp, "replay.next");
    await tapID(page, cdp, "replay.best");
    const want = new RegExp(`^Move ${m.move + 1}, ${m.kind}\\. Best`);
    const best = await waitForState(page, (s) => want.test(s.message), "the best move's line", 3000).catch(() => readState(page));
    if (!want.test(best.message) || best.review.position !== m.move) problems.push(`Best move at mark ${m.move} says ${JSON.stringify(best.message)} at move ${best.review.position}`);
  }
  await look(page, problems, "review", "reviewed", vp);
  await tapID(page, cdp, "replay.copy");
  const link = await page.evaluate(() => window.twentyCopied || "");
  if (!/\?replay=20r1\./.test(link)) problems.push(`copied ${JSON.stringify(link)}`);
  await context.close();

  const shared = await openPlayerPage(browser, link.replace("?", "?think=fixed&"), vp);
  st = await waitForState(shared.page, (s) => s.scene === "replay", "the shared game", 120000);
  if (st.review.moves !== n) problems.push(`the link opened ${st.review.moves} moves, want ${n}`);
  st = await analyse(shared.page, shared.cdp, true, 10 * 60000);
  if (!sameMarks(st.review.marks, marks)) problems.push(`marks ${JSON.stringify(st.review.marks)} from the link, ${JSON.stringify(marks)} at home`);
  await look(shared.page, problems, "review", "shared", vp);
  await shared.context.close();
  problems.push(...shared.problems);
  record(`Game of 20 reviewed and shared ${name}`, !problems.length,
    `${moves} moves played, ${n} in the record, analysed in ${secs.toFixed(1)} s, ${marks.length} marks` + (problems.length ? `; ${problems.slice(0, 12).join("; ")}` : ""));
}

const server = await startServer();
const browser = await launchBrowser();
try {
  await short(browser, server.url).catch((e) => record("?replay=CODE at 1280x800", false, e.message));
  if (long) {
    for (const vp of [{ width: 390, height: 844, touch: true }, { width: 1280, height: 800 }]) {
      await whole(browser, server.url, vp).catch((e) => record(`Game of 20 reviewed and shared ${vp.width}x${vp.height}`, false, e.message));
    }
  }
} finally {
  await browser.close();
  server.close();
}
const failed = results.filter((ok) => !ok).length;
log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
