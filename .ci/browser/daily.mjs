// The deal of the day in the browser build (issue 29).
//
// Short form (make test): one load of ?game=minustwenty&daily=1 on an
// empty store: the day's deal starts and twentyState().daily holds its
// UTC date and seed. The long form loads every game's address so.
//
// LONG=1 (make test-long): Game of 20's daily from its setup, at 390x844
// with touch and at 1280x800 with the mouse: the setup offers it, the
// person plays it to the end from hints, the results show the line to
// share (its shape and no tile or cell), "Copy result" copies it, the
// setup then says it was played and offers practice, the Statistics page
// shows the "Deals of the day" line and the streak. The layout rules are
// checked on each of these screens. Screenshots: daily-SCREEN-WxH.png.
//
//   node .ci/browser/daily.mjs    The last line is "N passed, N failed".
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

// today is the deal's date and seed as the game makes them (play.DailySeed).
function today() {
  const d = new Date();
  const date = d.toISOString().slice(0, 10);
  const seed = (0x2020n << 48n) | BigInt(d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate());
  return { date, seed: String(seed) };
}

async function fromAddress(browser, base, game) {
  const { context, page, problems } = await openPlayerPage(browser, base + `?game=${game}&daily=1`, { width: 1280, height: 800 });
  const want = today();
  const st = await waitForState(page, (s) => s.scene === "play" && s.daily, "the deal of the day at the table", 120000).catch(() => null);
  await context.close();
  const d = st?.daily;
  record(`?game=${game}&daily=1`, !!d && d.date === want.date && d.seed === want.seed && st.game === game && !problems.length,
    d ? `daily ${JSON.stringify(d)}, want ${JSON.stringify(want)}${problems.length ? "; " + problems.join("; ") : ""}` : `no daily: ${summary(st)}`);
}

const lineShape = /^Game of 20 · deal of \d{4}-\d{2}-\d{2} · (won|lost|shared the win) · \d+ left in hand · streak 1$/;

async function whole(browser, base, vp) {
  const { context, page, cdp, problems } = await openPlayerPage(browser, base, vp);
  const want = today();
  await waitForState(page, (s) => s.scene === "menu", "the menu", 120000);
  await tapID(page, cdp, "menu.gameof20");
  let st = await look(page, problems, "daily", "setup", vp);
  if (findTarget(st, "setup.daily")?.label !== "Play today's deal") problems.push(`the setup offers ${JSON.stringify(findTarget(st, "setup.daily"))}`);
  await tapID(page, cdp, "setup.daily");
  st = await waitForState(page, (s) => s.scene === "play" && s.daily, "the daily at the table", 30000);
  if (st.daily.date !== want.date || st.daily.seed !== want.seed) problems.push(`daily ${JSON.stringify(st.daily)}, want ${JSON.stringify(want)}`);
  const moves = await playGameOf20ToResults(page, cdp);
  st = await look(page, problems, "daily", "results", vp);
  const line = st.daily?.line || "";
  if (!lineShape.test(line)) problems.push(`the result line ${JSON.stringify(line)}`);
  if (/\b(take|place|tile)\b|\b[a-e][1-5]\b/.test(line)) problems.push(`the result line ${JSON.stringify(line)} names a move`);
  await tapID(page, cdp, "results.share");
  const copied = await page.evaluate(() => window.twentyCopied || "");
  if (copied !== line) problems.push(`copied ${JSON.stringify(copied)}`);
  await look(page, problems, "daily", "copied", vp);
  await tapID(page, cdp, "results.menu");
  await tapID(page, cdp, "menu.gameof20");
  st = await look(page, problems, "daily", "setup-played", vp);
  const texts = st.texts.map((t) => t.text);
  if (!texts.some((t) => /^Today's deal: played, (won|lost)$/.test(t)) || !texts.includes("streak 1")) problems.push(`the setup after the daily says ${JSON.stringify(texts)}`);
  if (findTarget(st, "setup.daily")?.label !== "Practise today's deal") problems.push(`then offers ${JSON.stringify(findTarget(st, "setup.daily"))}`);
  await tapID(page, cdp, "setup.back");
  await tapID(page, cdp, "menu.statistics");
  st = await look(page, problems, "daily", "statistics", vp);
  const page2 = st.texts.map((t) => t.text).join("|");
  if (!/Deals of the day/.test(page2) || !/daily streak 1 \(best 1\)/.test(page2)) problems.push(`the Statistics page reads ${page2}`);
  await context.close();
  record(`Game of 20's daily ${vp.width}x${vp.height}${vp.touch ? " touch" : ""}`, !problems.length,
    `${moves} moves; ${JSON.stringify(line)}` + (problems.length ? `; ${problems.slice(0, 12).join("; ")}` : ""));
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const game of long ? ["twenty", "minustwenty", "gameof20", "twentystrong", "for20"] : ["minustwenty"]) {
    await fromAddress(browser, server.url, game).catch((e) => record(`?game=${game}&daily=1`, false, e.message));
  }
  if (long) {
    for (const vp of [{ width: 390, height: 844, touch: true }, { width: 1280, height: 800 }]) {
      await whole(browser, server.url, vp).catch((e) => record(`Game of 20's daily ${vp.width}x${vp.height}`, false, e.message));
    }
  }
} finally {
  await browser.close();
  server.close();
}
const failed = results.filter((ok) => !ok).length;
log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
