// Browser monkey: plays every game of the WebAssembly build in headless
// Chromium as a careless player: clicks on targets and anywhere, short
// drags, keys, viewport changes between phone portrait (390x844), phone
// landscape (844x390) and desktop sizes, and page reloads (the game must
// resume). It fails on a console or page error ("Go program has already
// exited" is one), a page that stops ticking, or a target outside the
// screen, and prints the seed to replay a run.
//
//   node .ci/browser/monkey.mjs                 (about a minute per game)
//   ACTIONS=80 node .ci/browser/monkey.mjs     (at most 80 actions a game: make test)
//   SECONDS=600 MONKEY_SEED=7 ONLY=twenty node .ci/browser/monkey.mjs   (or MONKEY_SEED=random)
//
// The last line is "N passed, N failed".
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  launchBrowser, log, newPage, readState, screenshotDir, sleep, startServer, summary, waitForState, seeded,
} from "./lib.mjs";

const seconds = Number(process.env.SECONDS || 60);
// ACTIONS bounds the actions per game as well (make test: 80).
const maxActions = Number(process.env.ACTIONS || Infinity);
// CI replays one run; MONKEY_SEED=random explores.
const seed = process.env.MONKEY_SEED === "random" ? Date.now() % 1e9 : Number(process.env.MONKEY_SEED || 20261124);
const sizes = [[390, 844], [844, 390], [1280, 800], [1024, 768], [320, 240], [1920, 1080]];
const keys = ["F11", "Enter", "Escape", "Space", "Backspace", "Tab", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
  "PageUp", "PageDown", "h", "m", "r", "d", "p", "x", "c", "s", "1", "2", "3"];

async function monkey(browser, baseURL, game, random) {
  const problems = [];
  const page = await newPage(browser, problems);
  const history = [];
  const note = (s) => { history.push(s); if (history.length > 15) history.shift(); };
  let size = [1280, 800], actions = 0, reloads = 0;
  const scenes = new Set();
  const fail = async (why) => {
    const file = path.join(screenshotDir(), `monkey-${game}-failure.png`);
    await page.screenshot({ path: file }).catch(() => {});
    throw new Error(`MONKEY_SEED=${seed} ${why}\n  last actions: ${history.join(" | ")}\n  screenshot: ${file}`);
  };
  await page.goto(baseURL + `?game=${game}&seed=${Math.floor(random() * 1000)}`, { waitUntil: "load" });
  await waitForState(page, (s) => s.ticks > 0, "the first frame", 120000);
  const until = Date.now() + seconds * 1000;
  let lastTicks = 0, lastTickChange = Date.now(), lastSample = 0;
  const samples = []; // once a second: [seconds, tps, heapMB]
  while (Date.now() < until && actions < maxActions) {
    const st = await readState(page);
    if (problems.length) await fail(problems.join("; "));
    if (!st) await fail("twentyState is gone");
    scenes.add(st.scene);
    if (Date.now() - lastSample >= 1000 && st.ticks > 300) {
      lastSample = Date.now();
      samples.push([((Date.now() - (until - seconds * 1000)) / 1000).toFixed(0), st.tps, st.heapMB]);
    }
    if (st.ticks !== lastTicks) { lastTicks = st.ticks; lastTickChange = Date.now(); }
    if (Date.now() - lastTickChange > 2000) await fail(`no tick for 2 s: ${summary(st)}`);
    for (const t of st.targets) {
      if (t.x < -0.5 || t.y < -0.5 || t.x + t.w > st.screenW + 0.5 || t.y + t.h > st.screenH + 0.5) {
        await fail(`target ${t.id} (${t.x},${t.y} ${t.w}x${t.h}) outside the ${st.screenW}x${st.screenH} screen on ${st.scene}`);
      }
    }
    const r = random();
    actions++;
    if (r < 0.4 && st.targets.length) {
      const t = st.targets[Math.floor(random() * st.targets.length)];
      note(`click ${t.id}`);
      await page.mouse.click(t.x + random() * t.w, t.y + random() * t.h);
    } else if (r < 0.55) {
      const x = random() * size[0], y = random() * size[1];
      note(`click ${x.toFixed(0)},${y.toFixed(0)}`);
      await page.mouse.click(x, y);
    } else if (r < 0.62) {
      const x = random() * size[0], y = random() * size[1];
      note(`drag from ${x.toFixed(0)},${y.toFixed(0)}`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + (random() - 0.5) * 300, y + (random() - 0.5) * 300, { steps: 4 });
      await page.mouse.up();
    } else if (r < 0.85) {
      const k = keys[Math.floor(random() * keys.length)];
      note(`key ${k}`);
      await page.keyboard.press(k);
    } else if (r < 0.9) {
      size = sizes[Math.floor(random() * sizes.length)];
      note(`viewport ${size[0]}x${size[1]}`);
      await page.setViewportSize({ width: size[0], height: size[1] });
    } else if (r < 0.91) {
      note("reload");
      reloads++;
      await page.reload({ waitUntil: "load" });
      await waitForState(page, (s) => s.ticks > 0, "the first frame after a reload", 120000);
      lastTickChange = Date.now();
    } else if (r < 0.92) {
      // The tab goes to the background and comes back (a browser then
      // throttles or stops its frames: a stall is not counted meanwhile).
      note("hidden and shown");
      await page.evaluate(async () => {
        const set = (hidden) => {
          Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
          Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
          document.dispatchEvent(new Event("visibilitychange"));
          window.dispatchEvent(new Event(hidden ? "blur" : "focus"));
        };
        set(true);
        await new Promise((r) => setTimeout(r, 300));
        set(false);
      });
      lastTickChange = Date.now();
    } else {
      await sleep(50 + random() * 250);
    }
    await sleep(20);
  }
  if (problems.length) await fail(problems.join("; "));
  await page.context().close();
  csv.push(...samples.map((r) => [game, ...r].join(",")));
  const tps = samples.map((r) => r[1]).sort((a, b) => a - b);
  const heap = samples.map((r) => r[2]);
  const at = (q) => (tps.length ? tps[Math.min(tps.length - 1, Math.floor(q * tps.length))].toFixed(1) : "n/a");
  table.push(`| ${game} | ${seconds} s | ${actions} | ${reloads} | ${at(0.05)} | ${at(0.5)} | ` +
    `${heap.length ? heap[0].toFixed(0) + " / " + Math.max(...heap).toFixed(0) + " / " + heap[heap.length - 1].toFixed(0) : "n/a"} |`);
  return `${actions} actions, ${reloads} reloads, ticks/s p5 ${at(0.05)} median ${at(0.5)}, scenes ${[...scenes].sort().join(" ")}`;
}

const csv = ["game,second,tps,heapMB"];
const table = ["| game | time | actions | reloads | ticks/s p5 | ticks/s median | heap MB first / max / last |",
  "|---|---|---|---|---|---|---|"];

// minuteTable summarizes the samples minute by minute, for long runs.
function minuteTable() {
  const rows = ["| game | minute | ticks/s p5 | ticks/s median | heap MB |", "|---|---|---|---|---|"];
  const by = new Map();
  for (const line of csv.slice(1)) {
    const [game, second, tps, heap] = line.split(",");
    const key = `${game} ${Math.floor(Number(second) / 60) + 1}`;
    if (!by.has(key)) by.set(key, { game, minute: Math.floor(Number(second) / 60) + 1, tps: [], heap: [] });
    by.get(key).tps.push(Number(tps));
    by.get(key).heap.push(Number(heap));
  }
  for (const { game, minute, tps, heap } of by.values()) {
    tps.sort((a, b) => a - b);
    rows.push(`| ${game} | ${minute} | ${tps[Math.floor(0.05 * tps.length)].toFixed(1)} | ` +
      `${tps[Math.floor(0.5 * tps.length)].toFixed(1)} | ${Math.max(...heap).toFixed(0)} |`);
  }
  return rows;
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  const only = process.env.ONLY ? process.env.ONLY.split(",") : ["twenty", "minustwenty", "gameof20", "twentystrong", "for20"];
  log(`MONKEY_SEED=${seed}, ${seconds} s per game`);
  let passed = 0, failed = 0;
  for (const [i, game] of only.entries()) {
    try {
      log(`PASS monkey ${game}: ${await monkey(browser, server.url, game, seeded(seed + i))}`);
      passed++;
    } catch (e) {
      log(`FAIL monkey ${game}: ${e.message}`);
      failed++;
    }
  }
  await browser.close();
  server.close();
  if (seconds >= 120) log(`per minute:\n${minuteTable().join("\n")}`);
  const file = path.join(screenshotDir(), "monkey.csv");
  writeFileSync(file, csv.join("\n") + "\n");
  log(`samples once a second in ${file}\n${table.join("\n")}`);
  log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => { console.error(e); process.exit(1); });
