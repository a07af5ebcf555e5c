// Screenshots for looking at by eye (issue 31), not a test: each game
// played to its end by the computer at Instant speed, its game-over panel
// and its results (endings-GAME-panel-WxH.png, endings-GAME-results-WxH.png),
// and the inspector held on a For20 card and on 20 Strong's enemy, item,
// hero and a die (endings-inspect-NAME-WxH.png), with the layout problems
// of each screen printed.
//
//   node .ci/browser/endings.mjs       SIZES=390x844,1280x800 GAMES=twenty,...
import path from "node:path";
import { layoutProblems } from "./layout.mjs";
import { clickTarget, findTarget, launchBrowser, log, newPage, readState, screenshotDir, sleep, startServer, waitForState } from "./lib.mjs";

const sizes = (process.env.SIZES || "390x844,1280x800").split(",").map((s) => s.split("x").map(Number));
const games = (process.env.GAMES || "twenty,minustwenty,gameof20,twentystrong,for20").split(",");
const quick = JSON.stringify({ volume: 0, muted: true, speed: 3, difficulty: 0 });
const query = {
  twenty: "?game=twenty&players=2&seed=5&ai=easy&autoplay=1",
  minustwenty: "?game=minustwenty&seed=5&ai=easy&autoplay=1",
  gameof20: "?game=gameof20&seed=5&ai=easy&autoplay=1",
  twentystrong: "?game=twentystrong&seed=11&autoplay=1",
  for20: "?game=for20&players=3&seed=5&ai=easy&autoplay=1",
};

async function page(browser, width, height) {
  const problems = [];
  const p = await newPage(browser, problems, { width, height });
  await p.context().addInitScript((s) => localStorage.setItem("twenty.settings", s), quick);
  return { p, problems };
}

async function shot(p, name, width, height) {
  const st = await readState(p);
  const file = path.join(screenshotDir(), `endings-${name}-${width}x${height}.png`);
  await p.screenshot({ path: file });
  const problems = st ? layoutProblems(st) : ["no state"];
  log(`${file}: ${problems.length ? problems.join("; ") : "no layout problems"}`);
}

async function ending(browser, url, game, width, height) {
  const { p } = await page(browser, width, height);
  await p.goto(url + query[game]);
  const panel = await waitForState(p, (s) => s.scene === "results" || findTarget(s, "play.continue") && s.over !== true &&
    /wins|won|lost|falls|defeated|draw|tie/i.test(s.texts.map((t) => t.text).join(" ")), "the game-over panel", 600000);
  if (panel.scene !== "results") {
    await sleep(400);
    await shot(p, `${game}-panel`, width, height);
  }
  const results = await waitForState(p, (s) => {
    if (s.scene === "results") return true;
    const c = findTarget(s, "play.continue");
    if (c) clickTarget(p, c).catch(() => {});
    return false;
  }, "the results", 600000);
  await sleep(1800); // the confetti lands
  await shot(p, `${game}-results`, width, height);
  await p.context().close();
}

// inspect holds the pointer (a finger on a phone) on the first target of
// each prefix at the person's turn.
async function inspect(browser, url, game, q, prefixes, width, height) {
  const { p } = await page(browser, width, height);
  const touch = width < 600;
  await p.goto(url + q);
  for (const prefix of prefixes) {
    const st = await waitForState(p, (s) => s.scene === "play" && s.targets.some((t) => t.id.startsWith(prefix)), prefix, 60000).catch(() => null);
    if (!st) { log(`no ${prefix}* in ${game}`); continue; }
    await sleep(300);
    const t = (await readState(p)).targets.find((x) => x.id.startsWith(prefix));
    const point = { x: t.x + t.w / 2, y: t.y + t.h / 2 };
    const cdp = touch ? await p.context().newCDPSession(p) : null;
    if (cdp) await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    else await p.mouse.move(point.x, point.y);
    await waitForState(p, (s) => s.inspect, "the inspector", 10000).catch(() => null);
    await shot(p, `inspect-${game}-${prefix.replace(/\.$/, "").replace(/\./g, "-")}`, width, height);
    if (cdp) await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    else await p.mouse.move(2, height / 2);
    await sleep(300);
  }
  await p.context().close();
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [w, h] of sizes) {
    for (const g of games) await ending(browser, server.url, g, w, h).catch((e) => log(`${g} ${w}x${h}: ${e.message}`));
    await inspect(browser, server.url, "for20", "?game=for20&players=2&seed=9&ai=easy", ["hand.card."], w, h);
    await inspect(browser, server.url, "twentystrong", "?game=twentystrong&seed=11", ["stack.", "hero", "pool.die.", "item."], w, h);
  }
} finally {
  await browser.close();
  server.close();
}
