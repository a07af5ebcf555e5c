// Mutated saves in the browser build: takes a real save of each game from
// localStorage, damages it in the ways a sync service, a full disk or a
// curious player might, and starts the game again from the store
// (window.twentyReloadFromStore(), as a page reload would) a thousand
// times, then does real page reloads. Every save must end as the README
// says: resumed, or reported, kept aside under twenty.game.unreadable and
// followed by a new game or the menu; never a page error or a dead page.
//
//   node .ci/browser/saves.mjs          SAVES=1000 RELOADS=20 SAVES_SEED=N
//
// The last line is "N passed, N failed".
import { launchBrowser, log, newPage, quickViewport, readState, sleep, startServer, summary, waitForState, seeded } from "./lib.mjs";

const saves = Number(process.env.SAVES || 1000);
const reloads = Number(process.env.RELOADS || 20);
const seed = Number(process.env.SAVES_SEED || 20261124);
const games = ["twenty", "minustwenty", "gameof20"];

// mutate damages a save and says how.
function mutate(save, random) {
  const pick = (n) => Math.floor(random() * n);
  switch (pick(10)) {
    case 0: { const n = pick(save.length + 1); return [save.slice(0, n), `truncated at ${n}`]; }
    case 1: {
      const b = [...save];
      for (let k = 0; k < 3; k++) { const i = pick(b.length); b[i] = String.fromCharCode(b[i].charCodeAt(0) ^ (1 << pick(7))); }
      return [b.join(""), "characters flipped"];
    }
    case 2: return [save.replace(/"game":"[a-z0-9]*"/, `"game":"${["chess", "", "TWENTY", ...games][pick(6)]}"`), "game id changed"];
    case 3: return [save.replace(/"seed":\d+/, `"seed":${["-1", "1e30", "\"5\"", "null", "0"][pick(5)]}`), "seed changed"];
    case 4: return [save.replace(/"seats":\[[^\]]*\]/, ["\"seats\":[]", "\"seats\":[{\"human\":true}]", "\"seats\":[{\"level\":99},{\"level\":-5}]", "\"seats\":{}"][pick(4)]), "seats changed"];
    case 5: return [save.replace(/"moves":\[/, `"moves":["${"x".repeat([10, 70, 5000, 200000][pick(4)])}",`), "a long move added"];
    case 6: return [save.replace(/"moves":\[[^\]]*\]/, "\"moves\":" + ["null", "7", "[1,2]", "[\"\"]"][pick(4)]), "moves replaced"];
    case 7: return [["null", "[]", "{}", "\"\"", "true", ""][pick(6)], "replaced by a JSON value"];
    case 8: return [save.replace(/"version":1/, `"version":${[0, 2, -1, "\"1\""][pick(4)]}`), "version changed"];
    default: return [save, "unchanged"];
  }
}

async function realSaves(page, baseURL) {
  const out = [];
  for (const game of games) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(baseURL + `?game=${game}&autoplay=1&ai=easy&seed=11`, { waitUntil: "load" });
    await waitForState(page, (s) => s.ticks > 0, "the first frame", 120000);
    const save = await waitForSave(page, game);
    out.push(save);
  }
  return out;
}

async function waitForSave(page, game) {
  for (const until = Date.now() + 60000; Date.now() < until;) {
    const s = await page.evaluate((k) => localStorage.getItem(k), `twenty.game.${game}`);
    if (s && (s.match(/","/g) || []).length >= 5) return s;
    await sleep(200);
  }
  throw new Error(`${game} saved no moves in a minute`);
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  const problems = [];
  const page = await newPage(browser, problems, quickViewport);
  let passed = 0, failed = 0;
  const fail = (why) => { failed++; log(`FAIL ${why}`); };
  try {
    await page.goto(server.url, { waitUntil: "load" });
    const bases = await realSaves(page, server.url);
    log(`real saves: ${bases.map((s) => s.length + " bytes").join(", ")}`);
    problems.length = 0; // leaving the pages above aborts their downloads
    const random = seeded(seed);
    let resumed = 0, reported = 0;
    for (let i = 0; i < saves + reloads; i++) {
      const [save, how] = mutate(bases[Math.floor(random() * bases.length)], random);
      const settings = '{"volume":0.3,"muted":true,"speed":3,"difficulty":0}';
      await page.evaluate(([s, settings]) => {
        localStorage.clear();
        localStorage.setItem("twenty.settings", settings);
        localStorage.setItem("twenty.game", s);
      }, [save, settings]);
      const before = await readState(page);
      if (i < saves) {
        await page.evaluate(() => window.twentyReloadFromStore());
      } else {
        await page.reload({ waitUntil: "load" });
      }
      const st = await waitForState(page, (s) => (i < saves ? s.loads > before.loads : true) && s.ticks > 2,
        "the reload", 60000);
      const kept = await page.evaluate(() => localStorage.getItem("twenty.game.unreadable"));
      const settingsNow = await page.evaluate(() => localStorage.getItem("twenty.settings"));
      const why = `save ${i} (${how}, SAVES_SEED=${seed})`;
      if (problems.length) { fail(`${why}: ${problems.join("; ")}`); problems.length = 0; continue; }
      if (settingsNow !== settings) { fail(`${why}: settings became ${settingsNow}`); continue; }
      if (kept === null) {
        if (st.scene !== "play" || !games.includes(st.game)) { fail(`${why}: neither resumed nor reported: ${summary(st)}`); continue; }
        resumed++;
      } else {
        if (!save.startsWith(kept)) { fail(`${why}: kept aside ${kept.length} bytes that are not the save's start`); continue; }
        if (!/set aside/.test(st.message)) { fail(`${why}: kept aside without a word: ${summary(st)}`); continue; }
        if (st.message.length > 300) { fail(`${why}: a message of ${st.message.length} characters`); continue; }
        reported++;
      }
      passed++;
    }
    log(`${saves} mutated saves and ${reloads} page reloads: ${resumed} resumed, ${reported} reported and kept aside`);
  } catch (e) {
    fail(e.message);
  }
  await browser.close();
  server.close();
  log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => { console.error(e); process.exit(1); });
