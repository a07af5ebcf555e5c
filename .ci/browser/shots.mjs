// Screenshots of every game at a few screen sizes, the computer playing
// every seat, for looking at by eye: screenshots/browser/shot-GAME-WxH.png;
// and the shell's screens (menu, setup, rules reader, settings) at the same
// sizes: shot-SCREEN-WxH.png.
//
//   node .ci/browser/shots.mjs          SIZES=1280x720,390x844 WAIT_MS=6000
import path from "node:path";
import { clickID, launchBrowser, log, newPage, screenshotDir, sleep, startServer, waitForState } from "./lib.mjs";

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
  for (const [width, height] of sizes) await shellShots(browser, server.url, width, height);
  await browser.close();
  server.close();
}

// shellShots walks menu -> setup -> rules reader (two pages) and the
// settings, saving each screen.
async function shellShots(browser, url, width, height) {
  const problems = [];
  const page = await newPage(browser, problems, { width, height });
  await page.goto(url, { waitUntil: "load" });
  await waitForState(page, (s) => s.scene === "menu", "the menu", 120000);
  const shot = async (name) => {
    await sleep(500);
    const file = path.join(screenshotDir(), `shot-${name}-${width}x${height}.png`);
    await page.screenshot({ path: file });
    log(`${file}${problems.length ? " problems: " + problems.join("; ") : ""}`);
  };
  await shot("menu");
  await clickID(page, "menu.twenty");
  await waitForState(page, (s) => s.scene === "setup", "the setup screen");
  await shot("setup");
  await clickID(page, "setup.rules");
  await waitForState(page, (s) => s.scene === "rules", "the rules reader");
  await shot("rules");
  await clickID(page, "rules.down");
  await shot("rules-down");
  await clickID(page, "rules.close");
  await clickID(page, "setup.back");
  await waitForState(page, (s) => s.scene === "menu", "the menu again");
  await clickID(page, "menu.settings");
  await waitForState(page, (s) => s.scene === "settings", "the settings");
  await shot("settings");
  await page.context().close();
}

main().catch((e) => { console.error(e); process.exit(1); });
