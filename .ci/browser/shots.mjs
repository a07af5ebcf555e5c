// Screenshots of every game at a few screen sizes, the computer playing
// every seat, for looking at by eye: screenshots/browser/shot-GAME-WxH.png.
//
//   node .ci/browser/shots.mjs          SIZES=1280x720,390x844 WAIT_MS=6000
import path from "node:path";
import { launchBrowser, log, newPage, screenshotDir, sleep, startServer, waitForState } from "./lib.mjs";

const sizes = (process.env.SIZES || "1280x720,390x844").split(",").map((s) => s.split("x").map(Number));
const waitMs = Number(process.env.WAIT_MS || 6000);

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  for (const game of ["twenty", "minustwenty", "gameof20"]) {
    for (const [width, height] of sizes) {
      const problems = [];
      const page = await newPage(browser, problems, { width, height });
      await page.goto(server.url + `?game=${game}&autoplay=1&ai=easy&seed=5`, { waitUntil: "load" });
      await waitForState(page, (s) => s.ticks > 0, "the first frame", 120000);
      await sleep(waitMs);
      const file = path.join(screenshotDir(), `shot-${game}-${width}x${height}.png`);
      await page.screenshot({ path: file });
      log(`${file}${problems.length ? " problems: " + problems.join("; ") : ""}`);
      await page.context().close();
    }
  }
  await browser.close();
  server.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
