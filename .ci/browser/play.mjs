// Browser test: plays every game of the menu in the WebAssembly build in
// headless Chromium the way a person would, by clicking the coordinates the
// game reports in window.twentyState().targets. It never calls into Go to
// make a move; it only asks window.twentyHint() which move to click, and
// turns that move into the clicks a person would make (games below).
//
//   node .ci/browser/play.mjs            (serves web/ itself; or set BASE_URL)
//   ONLY=empty,twenty,minustwenty,gameof20,autoplay   run some of the runs
//   ONLY=for20,for20autoplay                           For20 Cards (4 players)
//   ONLY=twentystrong,twentystrongautoplay             20 Strong (solo)
//
// Two lengths:
//   LONG=1 (make test-long): every game played whole at normal speed against
//     the normal computer, the layout of each main state checked at the five
//     sizes as the game comes to it.
//   default (make test): every game played whole at Instant speed against the
//     easy computer, without sweeps; the main states' layouts are checked by
//     the states-* runs, which resume the records each game's scene tests
//     keep (scenes/GAME/testdata/layout-states.json) and play a move or two.
//
// Screenshots go to screenshots/browser/. The last line is "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  clickID, clickTarget, findTarget, launchBrowser, log, newPage, progressKey, quickViewport, readHint, readState,
  repoRoot, screenshotDir, sleep, startServer, summary, waitForState, waitTicks,
} from "./lib.mjs";
import { sweep } from "./layout.mjs";

const stuckMs = 60000; // no progress for this long fails the run
const gameLimitMs = Number(process.env.GAME_LIMIT_MS || 30 * 60000);
const shots = screenshotDir();
const long = process.env.LONG === "1";
// SWEEP=0 skips the layout sweeps of the whole games (each main state of a
// game checked at the five screen sizes, see layout.mjs); make test's
// whole games leave them to the states-* runs.
const sweeps = process.env.SWEEP ? process.env.SWEEP !== "0" : long;

// The settings a short run starts with: no animation, the easy computer
// (the setup screen's default level), sound off.
const quickSettings = JSON.stringify({ volume: 0, muted: true, speed: 3, difficulty: 0 });

const results = [];
function record(name, ok, detail = "") {
  results.push({ name, ok, detail });
  log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
}

// A run is a list of steps on one page; the first failing step ends it and
// the steps after it are counted as failed too.
async function run(browser, baseURL, name, steps) {
  const problems = [];
  // For20's whole game stays in the desktop window: at 640x400 the card
  // inspector the pointer opens over a hand card covers the opponents'
  // rows the next tap of a play needs (a player's pointer leaving the card
  // closes it; the script's taps wait for the target first).
  const page = await newPage(browser, problems, name === "for20" ? undefined : quickViewport);
  if (!long) {
    await page.context().addInitScript((settings) => {
      try {
        if (!localStorage.getItem("twenty.settings")) localStorage.setItem("twenty.settings", settings);
      } catch {}
    }, quickSettings);
  }
  const ctx = { page, baseURL, problems, stats: { minTPS: Infinity, maxUpdateMs: 0, maxDrawMs: 0 }, swept: new Set(), shotsTaken: new Set(), layout: [] };
  let failed = false;
  for (const [stepName, fn] of steps) {
    const full = `${name}: ${stepName}`;
    if (failed) {
      record(full, false, "not run (an earlier step failed)");
      continue;
    }
    try {
      const detail = await fn(ctx);
      assertNoProblems(ctx);
      record(full, true, detail || "");
    } catch (e) {
      failed = true;
      record(full, false, e.message);
      const file = path.join(shots, `${name}-failure.png`);
      await page.screenshot({ path: file }).catch(() => {});
      log(`  state: ${summary(await readState(page).catch(() => null))}`);
      log(`  screenshot: ${file}`);
    }
  }
  if (!failed) {
    record(`${name}: no console or page errors`, ctx.problems.length === 0, ctx.problems.join("; "));
  }
  await page.context().close();
}

function assertNoProblems(ctx) {
  if (ctx.problems.length > 0) throw new Error(ctx.problems.join("; "));
}

function noteHealth(ctx, st) {
  if (!st || st.ticks < 300) return; // the first seconds include loading
  ctx.stats.minTPS = Math.min(ctx.stats.minTPS, st.tps);
  ctx.stats.maxUpdateMs = Math.max(ctx.stats.maxUpdateMs, st.maxUpdateMs);
  ctx.stats.maxDrawMs = Math.max(ctx.stats.maxDrawMs, st.maxDrawMs);
}

function healthText(ctx) {
  const s = ctx.stats;
  return `min TPS ${s.minTPS === Infinity ? "n/a" : s.minTPS.toFixed(1)}, ` +
    `max Update ${s.maxUpdateMs.toFixed(1)} ms, max Draw ${s.maxDrawMs.toFixed(1)} ms`;
}

// milestone checks the layout of a main state of the game (the first time
// it is seen) at the five sizes; the problems are reported at the end.
async function milestone(ctx, game, name) {
  if (ctx.want ? ctx.want !== name : !sweeps) return;
  if (ctx.swept.has(name)) return;
  ctx.swept.add(name);
  // make test lets each size settle for less and keeps the screenshots of
  // a phone upright and on its side and the desktop window (the gallery:
  // layout-GAME-STATE-WxH.png); the layout is checked at all five.
  const quick = long ? {} : { settleMs: 150, shotSizes: [[390, 844], [844, 390], [1280, 800]] };
  const found = await sweep(ctx.page, `${game.id}-${name}`, quick);
  ctx.layout.push(...found);
  log(`  layout ${name}: ${found.length ? found.length + " problems" : "clean"} at five sizes`);
  for (const p of found.slice(0, 10)) log(`    ${p}`);
}

function layoutReport(ctx) {
  if (!sweeps) return "sweeps off (SWEEP=0)";
  const names = [...ctx.swept].join(", ");
  if (ctx.layout.length) {
    const shown = ctx.layout.slice(0, 40);
    throw new Error(`${ctx.layout.length} layout problems:\n    ${shown.join("\n    ")}${ctx.layout.length > shown.length ? "\n    ..." : ""}`);
  }
  return `clean at five sizes in: ${names}`;
}

async function shot(ctx, file) {
  await ctx.page.screenshot({ path: path.join(shots, file) });
}

// load opens a page and waits for the first tick of the game.
async function load(ctx, query) {
  const t0 = Date.now();
  await ctx.page.goto(ctx.baseURL + query, { waitUntil: "load" });
  const st = await waitForState(ctx.page, (s) => s.ticks > 0, "the first frame", 120000);
  // The loader hides itself once the game ticks; give it a moment.
  await ctx.page.waitForSelector("#loader.done", { state: "attached", timeout: 10000 });
  return `first frame after ${((Date.now() - t0) / 1000).toFixed(1)} s (scene ${st.scene})`;
}

// pageChecks are the loader page's promises: canvas focused, no scrollbars.
async function pageChecks(ctx) {
  const r = await ctx.page.evaluate(() => ({
    focused: document.activeElement?.tagName,
    scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
    w: innerWidth, h: innerHeight,
    touch: getComputedStyle(document.querySelector("canvas")).touchAction,
  }));
  const errs = [];
  if (r.focused !== "CANVAS") errs.push(`focus is on ${r.focused}, not the canvas`);
  if (r.scrollW > r.w || r.scrollH > r.h) errs.push(`page scrolls (${r.scrollW}x${r.scrollH} in ${r.w}x${r.h})`);
  if (r.touch !== "manipulation") errs.push(`canvas touch-action is ${r.touch}`);
  if (errs.length) throw new Error(errs.join("; "));
  return `canvas focused, no scrollbars, touch-action ${r.touch}`;
}

// cycleUntil clicks a setup row until its label satisfies want.
async function cycleUntil(ctx, id, want, what) {
  for (let i = 0; i < 8; i++) {
    const st = await waitForState(ctx.page, (s) => findTarget(s, id), `target ${id}`, 10000);
    const t = findTarget(st, id);
    if (want(t.label)) return t.label;
    await clickTarget(ctx.page, t);
    await waitForState(ctx.page, (s) => findTarget(s, id)?.label !== t.label, `${id} to change from ${t.label}`, 5000);
  }
  throw new Error(`could not set ${id} to ${what}`);
}

// setupOneHumanOneComputer sets the setup screen to a person against the
// computer, plus the game's own rows (options).
async function setupOneHumanOneComputer(ctx, game) {
  await waitForState(ctx.page, (s) => s.scene === "setup", "the setup screen", 10000);
  const st = await readState(ctx.page);
  const done = [];
  if (findTarget(st, "setup.players")) {
    done.push("players " + await cycleUntil(ctx, "setup.players", (l) => l.trim() === "2", "2 players"));
  }
  done.push("seat 1 " + await cycleUntil(ctx, "setup.seat1", (l) => /human|you/i.test(l), "a human"));
  if (!game.solo) {
    done.push("seat 2 " + await cycleUntil(ctx, "setup.seat2", (l) => !/human|you/i.test(l), "the computer"));
  }
  for (const [id, want] of game.options || []) {
    done.push(`${id} ` + await cycleUntil(ctx, id, (l) => want.test(l), String(want)));
  }
  await sleep(300);
  await shot(ctx, `${game.id}-02-setup.png`);
  return done.join(", ");
}

// games says, per game, what to set up and how a hinted move (its text form
// in the rules) is made with clicks: clicks returns the target ids to click
// in order, or null when what the hint names is not on screen yet.
const games = {
  twenty: {
    id: "twenty",
    // To the standard target (make test-long), or to 50 points (make test).
    options: [["setup.option1", long ? /Standard/ : /50 points/]],
    // "play 4H 8H ...": select the cards, then confirm; "draw": the button.
    clicks(hint, st) {
      const [verb, ...args] = hint.trim().split(/\s+/);
      if (verb !== "play") return [`play.${verb}`];
      const inHand = args.filter((c) => findTarget(st, `hand.card.${c}`));
      if (inHand.length === 0) return null;
      const clear = findTarget(st, "play.clear") ? ["play.clear"] : [];
      return [...clear, ...inHand.map((c) => `hand.card.${c}`), "play.confirm"];
    },
    // Play (Enter) with nothing selected: "Select cards adding up to N first."
    async refuse(ctx, st) {
      if (findTarget(st, "play.clear")) return false;
      await pressKey(ctx.page, "Enter");
      return true;
    },
  },
  minustwenty: {
    id: "minustwenty",
    // A match of three rounds (make test-long), one (make test: the tally
    // between rounds is checked from its record in states-minustwenty).
    options: [["setup.option1", long ? /3 rounds/ : /1 round\b/]],
    // "meld 7H" / "discard 7H": the card, then the meld or the discard pile
    // of its suit; "draw": the draw pile; "take H": that discard pile.
    clicks(hint) {
      const [verb, arg] = hint.trim().split(/\s+/);
      switch (verb) {
        case "meld":
        case "discard":
          return [`hand.card.${arg}`, `${verb}.${arg.slice(-1)}`];
        case "draw":
          return ["pile.draw"];
        case "take":
          return [`discard.${arg}`];
      }
      throw new Error(`unexpected Minus Twenty hint "${hint}"`);
    },
    // Drawing before laying or discarding a card.
    async refuse(ctx, st, hint) {
      const draw = findTarget(st, "pile.draw");
      if (!draw || /^(draw|take)/.test(hint)) return false;
      await clickTarget(ctx.page, draw);
      return true;
    },
  },
  gameof20: {
    id: "gameof20",
    // "take 7": the tile in the pool; "place 7 at c3": the tile in the
    // hand, then the cell; "pass": the button.
    clicks(hint) {
      const f = hint.trim().split(/\s+/);
      switch (f[0]) {
        case "take":
          return [`pool.tile.${f[1]}`];
        case "place":
          return [`hand.tile.${f[1]}`, `board.${f[3]}`];
        case "pass":
          return ["play.pass"];
      }
      throw new Error(`unexpected Game of 20 hint "${hint}"`);
    },
    // A tile placed on a cell other than the hinted one (tried until one
    // is refused).
    async refuse(ctx, st, hint) {
      const f = hint.trim().split(/\s+/);
      if (f[0] !== "place") return false;
      const cell = st.targets.find((t) => t.id.startsWith("board.") && t.id !== `board.${f[3]}`);
      if (!cell || !findTarget(st, `hand.tile.${f[1]}`)) return false;
      await clickTarget(ctx.page, findTarget(st, `hand.tile.${f[1]}`));
      await clickTarget(ctx.page, findTarget(await readState(ctx.page), cell.id) || cell);
      return true;
    },
  },
  twentystrong: {
    id: "twentystrong",
    solo: true,
    // The move's text names dice ("blue2") and cards ("C13"): a pool or
    // exhausted die is tapped by its colour, a rolled one by its id, then
    // the card; an item, then Use or Discard; the rest are buttons.
    clicks(hint) {
      const f = hint.trim().split(/\s+/);
      const colour = (die) => die.replace(/\d+$/, "");
      switch (f[0]) {
        case "activate":
          return [`stack.${f[1]}`];
        case "scout":
          return [`scout.${f[1]}`];
        case "commit":
        case "exhaust":
          return [`pool.die.${colour(f[1])}`];
        case "banish":
        case "recover":
          return [`${f[0]}.${colour(f[1])}`];
        case "apply":
          return [`active.die.${f[1]}`, `card.${f[2].toUpperCase()}`];
        case "use":
          // "use C09 purple3": a plus-one aimed at that die (or a reroll of it).
          return [`item.${f[1].toUpperCase()}`, "use", ...(f.length === 3 ? [`?applied.die.${f[2]}`] : [])];
        case "discard":
          return [`item.${f[1].toUpperCase()}`, f[0]];
        case "take":
        case "decline":
          return [`${f[0]}.${f[1].toUpperCase()}`];
      }
      return [f[0]]; // endgame, roll, reroll, next, resolve, suffer, done
    },
    shotAfter(hint) {
      if (/^roll/.test(hint)) return { file: "twentystrong-roll-tumbling.png", ms: 0 };
      if (/^resolve/.test(hint)) return { file: "twentystrong-resolve.png", ms: 700 };
      return null;
    },
    // A die committed while the rules ask which stack to activate.
    async refuse(ctx, st, hint) {
      const pool = st.targets.find((t) => t.id.startsWith("pool.die."));
      if (!pool || !/^activate/.test(hint)) return false;
      await clickTarget(ctx.page, pool);
      return true;
    },
  },
  for20: {
    id: "for20",
    // A move's taps depend on what is on screen as it is made (a dump's
    // cards show once the action choosing from them is selected), so
    // For20 makes its moves itself: see for20Move.
    move: (ctx, st, hint) => for20Move(ctx, st, hint),
    // Smoke with nothing selected: "Select ..." and nothing changes.
    async refuse(ctx, st, hint) {
      const smoke = findTarget(st, "smoke");
      if (!smoke || /^smoke/.test(hint)) return false;
      await clickTarget(ctx.page, smoke);
      return true;
    },
  },
};

// for20Names are the card names by id (the answer buttons and a dump's
// interchangeable copies are found by name), from the game's own data.
const for20Names = (() => {
  const names = {};
  const file = path.join(repoRoot, "rules/for20/data/cards.csv");
  for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
    const m = line.match(/^([A-Z]\d+),[^,]*,[^,]*,("([^"]*)"|[^,]*)/);
    if (m) names[m[1]] = m[3] ?? m[2];
  }
  return names;
})();

// for20Taps are the targets tapped for a For20 move in its text form, as
// scenes/for20/harness_test.go's clicks: the played card, the target
// player's name, every other card (hand, reserve, area, the table, a dump,
// or the top of a smoked stack), then the button. An id not on screen yet
// is null.
function for20Taps(hint, st) {
  const f = hint.trim().split(/\s+/);
  const verb = f[0];
  let target = null;
  const cards = [];
  for (const x of f.slice(1)) {
    if (x.startsWith("@")) target = x.slice(1);
    else cards.push(x);
  }
  const card = ["rotate", "recycle", "place", "play", "answer"].includes(verb) ? cards.shift() : null;
  const cardID = (c) => {
    const exact = st.targets.find((t) => t.id === `hand.card.${c}` || t.id === `table.${c}` || t.id === `dump.${c}` ||
      (/^(reserve|area)\.\d+\./.test(t.id) && t.id.endsWith(`.${c}`)));
    if (exact) return exact.id;
    const copy = st.targets.find((t) => t.id.startsWith("dump.") && t.label === for20Names[c]);
    if (copy) return copy.id;
    if (target !== null) return `stack.${target}`; // the top of that player's smoked stack
    return null; // a dump's card, shown once its action is selected
  };
  const ids = [];
  if (card && verb !== "answer") ids.push(cardID(card));
  if (target !== null && (verb === "play" || verb === "target")) ids.push(`target.${target}`);
  for (const c of cards) ids.push(cardID(c));
  if (verb === "answer") {
    const b = findTarget(st, `answer.${card}`) || st.targets.find((t) => t.id.startsWith("answer.") && t.label === for20Names[card]);
    ids.push(b ? b.id : null);
  } else {
    ids.push(verb === "target" ? "choose" : verb);
  }
  return ids;
}

// for20Move makes the hinted move by tapping, working each tap out again
// from the screen before it. In a reaction window where the hint says
// "pass", it first tries the human's answer buttons (the cheapest payment
// is taken with nothing selected; an answer the rules refuse changes
// nothing), so the human answers whenever the rules let them.
async function for20Move(ctx, st, hint) {
  const page = ctx.page;
  const answers = st.targets.filter((t) => t.id.startsWith("answer."));
  if (findTarget(st, "pass") && answers.length) {
    ctx.for20Windows = (ctx.for20Windows || 0) + 1;
    if (!ctx.shotsTaken.has("for20-reaction.png")) {
      ctx.shotsTaken.add("for20-reaction.png");
      await shot(ctx, "for20-reaction.png");
      await milestone(ctx, games.for20, "reaction");
    }
    if (/^pass/.test(hint)) {
      for (const b of answers) {
        const now = await readState(page);
        const t = findTarget(now, b.id);
        if (!t) break;
        await clickTarget(page, t);
        const closed = await waitForState(page, (s) => s.over || !findTarget(s, "pass"), "the window to close", 3000).catch(() => null);
        if (closed) {
          ctx.for20Answers = (ctx.for20Answers || 0) + 1;
          log(`  answered "${b.label}" where the hint said pass`);
          await for20ShotAfterAnswer(ctx);
          return true;
        }
      }
    }
  }
  const first = for20Taps(hint, st);
  if (!first[0] || !findTarget(st, first[0])) return false;
  const beforeKey = progressKey(st, hint);
  for (let k = 0; k < first.length; k++) {
    const now = await waitForState(page, (s) => {
      const id = for20Taps(hint, s)[k];
      return id && findTarget(s, id);
    }, `tap ${k + 1} of "${hint}" (${for20Taps(hint, await readState(page)).join(", ")})`, 5000);
    const id = for20Taps(hint, now)[k];
    if (k === first.length - 1 && /^smoke/.test(hint) && !ctx.shotsTaken.has("for20-smoke-selected.png")) {
      ctx.shotsTaken.add("for20-smoke-selected.png");
      await sleep(300);
      await shot(ctx, "for20-smoke-selected.png"); // the live sum against the range
    }
    await clickTarget(page, findTarget(now, id));
    // As the Go tour: the first tap of a move of several is "selected".
    if (k === 0 && first.length > 1) await milestone(ctx, games.for20, "selected");
  }
  if (/^answer/.test(hint)) {
    ctx.for20Answers = (ctx.for20Answers || 0) + 1;
    await for20ShotAfterAnswer(ctx);
    return true;
  }
  if (/^smoke/.test(hint) && !ctx.shotsTaken.has("for20-smoke.png")) {
    ctx.shotsTaken.add("for20-smoke.png");
    await sleep(400);
    await shot(ctx, "for20-smoke.png");
  }
  for (const until = Date.now() + 10000; Date.now() < until;) {
    const now = await readState(page);
    if (now.over || progressKey(now, await readHint(page)) !== beforeKey) return true;
    await sleep(50);
  }
  throw new Error(`tapped "${hint}" and nothing changed in 10 s: ${summary(await readState(page))}`);
}

async function for20ShotAfterAnswer(ctx) {
  if (ctx.shotsTaken.has("for20-answered.png")) return;
  ctx.shotsTaken.add("for20-answered.png");
  await sleep(700);
  await shot(ctx, "for20-answered.png");
}

// humanMove clicks the hinted move. It returns false, having clicked
// nothing, when what the hint names is not on screen yet, and true once the
// game moved on.
async function humanMove(ctx, game, st, hint) {
  if (game.move) return game.move(ctx, st, hint); // a game that taps its own way
  const ids = game.clicks(hint, st);
  if (!ids || !findTarget(st, ids[0])) return false;
  // A last id "?x" is tapped only when x comes on screen after the others
  // (20 Strong's Use aims a plus-one item at a die; a reroll item plays at once).
  if (ids[ids.length - 1].startsWith("?")) {
    const optional = ids.pop().slice(1);
    for (const id of ids) await clickID(ctx.page, id, 5000);
    const aimed = await waitForState(ctx.page, (s) => findTarget(s, optional), optional, 1500).catch(() => null);
    if (aimed) await clickTarget(ctx.page, findTarget(aimed, optional));
    return true; // the next loop sees whether the game moved on
  }
  for (const [k, id] of ids.slice(0, -1).entries()) {
    await clickTarget(ctx.page, findTarget(await waitForState(ctx.page, (s) => findTarget(s, id),
      `${id} for "${hint}"`, 5000), id));
    // As the Go tour: the first tap of a move of several is "selected".
    if (k === 0) await milestone(ctx, game, "selected");
  }
  const finalID = ids[ids.length - 1];
  const before = await waitForState(ctx.page, (s) => findTarget(s, finalID), `${finalID} for "${hint}"`, 5000);
  const beforeKey = progressKey(before, await readHint(ctx.page));
  await clickTarget(ctx.page, findTarget(before, finalID));
  // A game may ask for a screenshot a moment after a kind of move (a roll
  // mid-tumble, a Resolve phase playing), once per game.
  const after = game.shotAfter && game.shotAfter(hint);
  if (after && !ctx.shotsTaken.has(after.file)) {
    ctx.shotsTaken.add(after.file);
    await sleep(after.ms);
    await shot(ctx, after.file);
  }
  // The move counts once the game moves on: the hint or the state changes.
  for (const until = Date.now() + 10000; Date.now() < until;) {
    const now = await readState(ctx.page);
    if (now.over || progressKey(now, await readHint(ctx.page)) !== beforeKey) return true;
    await sleep(50);
  }
  throw new Error(`clicked ${ids.join(", ")} for "${hint}" and nothing changed in 10 s: ${summary(before)}`);
}

// playToTheEnd follows the game until it is over: clicks Continue and
// pass-screen buttons, makes the human's hinted moves, and waits while the
// computer thinks. It fails when nothing changes for stuckMs.
async function playToTheEnd(ctx, { game, human, midShot }) {
  const t0 = Date.now();
  let lastKey = "", lastChange = Date.now(), moves = 0, shotTaken = false, thinkingSeen = 0, samples = 0;
  let tallies = 0, firstShot = false;
  for (;;) {
    assertNoProblems(ctx);
    const st = await readState(ctx.page);
    const hint = human ? await readHint(ctx.page) : "";
    noteHealth(ctx, st);
    samples++;
    if (st.thinking) {
      thinkingSeen++;
      if (human) await milestone(ctx, game, "thinking");
    }
    const key = progressKey(st, hint);
    if (key !== lastKey) {
      lastKey = key;
      lastChange = Date.now();
    }
    if (Date.now() - lastChange > stuckMs) throw new Error(`no progress for ${stuckMs / 1000} s: ${summary(st)} hint=${JSON.stringify(hint)}`);
    if (Date.now() - t0 > gameLimitMs) throw new Error(`game not over after ${gameLimitMs / 60000} min: ${summary(st)}`);
    if (ctx.want && ctx.swept.has(ctx.want)) return `${ctx.want} checked after ${moves} moves`;
    // A record stops a move or two before its state: far more means the
    // state no longer comes (the records want writing anew).
    if (ctx.want && moves > 30) throw new Error(`${ctx.want} did not come in ${moves} moves from its record`);
    if (st.over) {
      if (ctx.want === "results") {
        await waitForState(ctx.page, (s) => s.scene === "results", "the results", 20000);
        await milestone(ctx, game, "results");
        return `results checked after ${moves} moves`;
      }
      return `over after ${((Date.now() - t0) / 1000).toFixed(0)} s, ${moves} human moves, ` +
        `thinking in ${((100 * thinkingSeen) / samples).toFixed(0)}% of samples; ${healthText(ctx)}`;
    }
    if (!shotTaken && st.scene === "play" && (human ? moves >= 3 : Date.now() - t0 > 8000)) {
      await shot(ctx, midShot);
      shotTaken = true;
    }
    const ready = findTarget(st, "pass.ready");
    const cont = findTarget(st, "play.continue");
    if (cont && human) {
      // Every end-of-round tally is kept; the last one is the final tally.
      if (!ctx.want || ctx.want === "tally") {
        await sleep(long ? 1500 : 300);
        await shot(ctx, `${game.id}-tally-${++tallies}.png`);
        await milestone(ctx, game, "tally");
        if (ctx.want) continue; // checked: the loop's top returns
      }
    }
    if (ready || cont) {
      await clickTarget(ctx.page, ready || cont);
      await sleep(100);
      continue;
    }
    if (!human || !hint || st.thinking || st.scene !== "play") {
      await sleep(100);
      continue;
    }
    if (!firstShot) {
      await shot(ctx, `${game.id}-first-move.png`); // the draft, in Game of 20
      firstShot = true;
      await milestone(ctx, game, "turn");
    }
    const refusalWanted = ctx.want ? ctx.want === "refusal" : sweeps;
    if (refusalWanted && !ctx.swept.has("refusal") && game.refuse && await refused(ctx, game, st, hint)) {
      await milestone(ctx, game, "refusal");
      continue;
    }
    if (await humanMove(ctx, game, st, hint)) {
      moves++;
    } else {
      await sleep(100);
    }
  }
}

// pressKey holds a key for two ticks, so the game sees it whatever its speed.
async function pressKey(page, key) {
  const st = await readState(page);
  await page.keyboard.down(key);
  await waitTicks(page, st.ticks, 2);
  await page.keyboard.up(key);
  await waitTicks(page, st.ticks, 4);
}

// refused makes the game's illegal action and tells whether the game
// refused it with a message, the move and the hint unchanged.
async function refused(ctx, game, st, hint) {
  const calm = (x) => ({ ...x, message: "", texts: [], heapMB: 0 });
  const before = progressKey(calm(st), hint);
  const done = await game.refuse(ctx, st, hint);
  if (!done) return false;
  await sleep(300);
  const now = await readState(ctx.page);
  const same = progressKey(calm(now), await readHint(ctx.page)) === before;
  return same && now.message !== "";
}

async function backToMenu(ctx, game) {
  await sleep(1500); // let the results screen settle for the screenshot
  await shot(ctx, `${game.id}-results.png`);
  await milestone(ctx, game, "results");
  await clickID(ctx.page, "results.menu");
  await waitForState(ctx.page, (s) => s.scene === "menu", "the menu after the results", 10000);
  return "menu shown";
}

// humanRun starts a game from the menu with real clicks, plays it through
// as the human against the computer, and goes back to the menu.
function humanRun(game) {
  return [
    ["loads", (ctx) => load(ctx, "?")],
    ["page focus and layout", pageChecks],
    ["menu", async (ctx) => {
      const st = await waitForState(ctx.page, (s) => s.scene === "menu" && findTarget(s, `menu.${game.id}`), `menu.${game.id}`, 20000);
      await sleep(500);
      await shot(ctx, "01-menu.png");
      return `targets ${st.targets.map((t) => t.id).join(" ")}`;
    }],
    ["menu -> setup", async (ctx) => { await clickID(ctx.page, `menu.${game.id}`); return setupOneHumanOneComputer(ctx, game); }],
    ["start", async (ctx) => {
      await clickID(ctx.page, "setup.start");
      const st = await waitForState(ctx.page, (s) => s.game === game.id && (s.scene === "play" || s.scene === "pass"), "the game to start", 20000);
      return `scene ${st.scene}, game ${st.game}`;
    }],
    ["play a whole game as the human", (ctx) => playToTheEnd(ctx, { game, human: true, midShot: `${game.id}-midgame.png` })],
    ["results -> menu", (ctx) => backToMenu(ctx, game)],
    ["layout of the main states at five sizes", async (ctx) => layoutReport(ctx)],
  ];
}

// autoplayRun loads a game that plays itself and checks that it starts at
// once and that the screen keeps changing.
function autoplayRun(id, query, file) {
  return [
    ["loads", (ctx) => load(ctx, query)],
    ["starts at once", async (ctx) => {
      const st = await waitForState(ctx.page, (s) => s.game === id && s.scene === "play", "the autoplay game", 20000);
      return `scene ${st.scene}`;
    }],
    ["the computer moves", async (ctx) => {
      let changes = 0, last = progressKey(await readState(ctx.page));
      // make test: 10 changes show the computer moving; make test-long: 20.
      const enough = long ? 20 : 10;
      for (const until = Date.now() + 30000; Date.now() < until && changes < enough;) {
        await sleep(250);
        const key = progressKey(await readState(ctx.page));
        if (key !== last) changes++;
        last = key;
      }
      if (changes < 5) throw new Error(`only ${changes} changes on screen in 30 s`);
      await shot(ctx, file);
      return `${changes} changes on screen`;
    }],
  ];
}

// readRecords reads the layout-state records a game's scene tests keep.
function readRecords(id) {
  const file = path.join(repoRoot, "scenes", id, "testdata", "layout-states.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

// resumeRecord puts a save in the page's storage as the game in progress
// (with the quick settings) and starts again from the store, as a reload.
async function resumeRecord(ctx, id, save) {
  const before = await readState(ctx.page);
  await ctx.page.evaluate(({ id, save, settings }) => {
    localStorage.clear();
    localStorage.setItem(`twenty.game.${id}`, save);
    localStorage.setItem("twenty.game.current", id);
    localStorage.setItem("twenty.settings", settings);
    window.twentyReloadFromStore();
  }, { id, save: JSON.stringify(save), settings: quickSettings });
  return waitForState(ctx.page, (s) => s.loads > before.loads && s.game === id && s.scene === "play",
    `the record of ${id} to resume`, 20000);
}

// lateRun is 20 Strong's short form: a run of over 400 moves takes minutes
// of clicks, so the human plays the last lateMoves of the run the layout
// records end with (the same run, cut short: a game is its seed and its
// moves) to the results by taps, and the advisor plays a whole run to its
// results (twentystrongautoplay).
const lateMoves = 60;
function lateRun(game) {
  return [
    ["loads", (ctx) => load(ctx, "?")],
    ["page focus and layout", pageChecks],
    [`resumes a run ${lateMoves} moves before its end`, async (ctx) => {
      const save = readRecords(game.id)["solo-results"];
      if (!save) throw new Error(`no solo-results record for ${game.id}`);
      const cut = { ...save, record: { ...save.record, moves: save.record.moves.slice(0, Math.max(0, save.record.moves.length - lateMoves)) } };
      const st = await resumeRecord(ctx, game.id, cut);
      return `move ${cut.record.moves.length} of ${save.record.moves.length}, scene ${st.scene}`;
    }],
    ["play to the end as the human", (ctx) => playToTheEnd(ctx, { game, human: true, midShot: `${game.id}-midgame.png` })],
    ["results -> menu", (ctx) => backToMenu(ctx, game)],
  ];
}

// statesRun resumes each record of a game's layout states (the human's
// decision before the state, kept by its scene tests) as a reload would,
// plays on until the state comes and checks its layout at the five sizes.
function statesRun(game) {
  const records = readRecords(game.id);
  const order = ["turn", "refusal", "selected", "thinking", "tally", "results"];
  // The browser checks the first case of each game (two players, or the
  // solo run); the Go layout tests check every case the records hold.
  const firstCase = Object.keys(records).map((n) => n.split("-")[0]).sort()[0];
  // A refusal and a selection change one line or one ring of the turn's
  // table: the Go layout tests check them at every size, the browser the
  // states whose whole table differs.
  const browserStates = new Set(["turn", "thinking", "tally", "results"]);
  const names = Object.keys(records).filter((n) => n.startsWith(firstCase + "-") && browserStates.has(n.split("-")[1])).sort((a, b) =>
    a.split("-")[0].localeCompare(b.split("-")[0]) || order.indexOf(a.split("-")[1]) - order.indexOf(b.split("-")[1]));
  if (names.length === 0) return [["records", () => { throw new Error(`no layout-state records for ${game.id}`); }]];
  return [
    ["loads", (ctx) => load(ctx, "?")],
    ...names.map((name) => [name, async (ctx) => {
      const state = name.split("-")[1];
      await resumeRecord(ctx, game.id, records[name]);
      ctx.want = state;
      ctx.swept = new Set();
      const done = await playToTheEnd(ctx, { game, human: true, midShot: `${game.id}-states-midgame.png` });
      if (!ctx.swept.has(state)) throw new Error(`${state} never came: ${done}`);
      if (ctx.layout.length) throw new Error(layoutReport(ctx));
      return done;
    }]),
  ];
}

const runs = {
  // The reference program through the same page and server: proves the
  // loader, server and browser before the game is judged.
  empty: [
    ["loads", (ctx) => load(ctx, "?wasm=empty")],
    ["page focus and layout", pageChecks],
    ["screenshot", async (ctx) => { await shot(ctx, "00-empty.png"); }],
  ],
  twenty: humanRun(games.twenty),
  minustwenty: humanRun(games.minustwenty),
  gameof20: humanRun(games.gameof20),
  twentystrong: long ? humanRun(games.twentystrong) : lateRun(games.twentystrong),
  // For20 Cards: four players, one human, started from the page address
  // (seed 7 with easy computers, as scenes/for20's
  // TestFourPlayerGameByTapping: the human is asked in reaction windows),
  // every move tapped, at least one reaction answered by the human. With
  // normal computers a game took over 30 minutes on a loaded 2-core machine.
  for20: [
    ["loads", (ctx) => load(ctx, "?game=for20&players=4&seed=7&ai=easy")],
    ["page focus and layout", pageChecks],
    ["starts with one person and three computers", async (ctx) => {
      const st = await waitForState(ctx.page, (s) => s.game === "for20" && s.scene === "play", "the game to start", 20000);
      return `scene ${st.scene}`;
    }],
    ["play a whole game as the human", (ctx) => playToTheEnd(ctx, { game: games.for20, human: true, midShot: "for20-midgame.png" })],
    ["the human answered a reaction", async (ctx) => {
      if (!ctx.for20Answers) throw new Error(`no answer in ${ctx.for20Windows || 0} reaction windows`);
      return `${ctx.for20Answers} answers in ${ctx.for20Windows} reaction windows`;
    }],
    ["results -> menu", (ctx) => backToMenu(ctx, games.for20)],
    ["layout of the main states at five sizes", async (ctx) => layoutReport(ctx)],
  ],
  // The page address starts a game at once with the computer on every
  // seat (20 Strong: the advisor plays the run): checked to start and to
  // make moves (the human runs above play every game to its end).
  autoplay: autoplayRun("minustwenty", "?game=minustwenty&autoplay=1&seed=7", "autoplay.png"),
  for20autoplay: autoplayRun("for20", "?game=for20&autoplay=1&seed=7&players=4", "for20-autoplay.png"),
  twentystrongautoplay: long
    ? autoplayRun("twentystrong", "?game=twentystrong&autoplay=1&seed=7", "twentystrong-autoplay.png")
    : [...autoplayRun("twentystrong", "?game=twentystrong&autoplay=1&seed=7&ai=easy", "twentystrong-autoplay.png"),
      ["the advisor plays the whole run to its results", async (ctx) => {
        const st = await waitForState(ctx.page, (s) => s.scene === "results", "the results", 240000);
        await shot(ctx, "twentystrong-autoplay-results.png");
        return `results after ${st.ticks} ticks`;
      }]],
};
for (const game of Object.values(games)) runs[`states-${game.id}`] = statesRun(game);

async function main() {
  // make test-long sweeps inside the whole games; make test from the records.
  const all = Object.keys(runs).filter((name) => !long || !name.startsWith("states-"));
  const only = process.env.ONLY ? process.env.ONLY.split(",") : all;
  const server = await startServer();
  log(`serving at ${server.url}`);
  const browser = await launchBrowser();
  log(`chromium ${browser.version()}`);
  try {
    for (const name of only) {
      if (!runs[name]) throw new Error(`no run named ${name} (have ${Object.keys(runs).join(", ")})`);
      log(`--- ${name}`);
      await run(browser, server.url, name, runs[name]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (failed) {
    console.log("Failures:");
    for (const r of results.filter((r) => !r.ok)) console.log(`  ${r.name}: ${r.detail}`);
  }
  console.log(`Screenshots in ${shots}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  console.log(`0 passed, 1 failed`);
  process.exitCode = 1;
});
