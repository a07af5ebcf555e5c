// The browser checks in one go, sharing one web server and one Chromium:
// each script runs as its own process (BASE_URL and BROWSER_WS point it at
// the shared ones), its output passed through, and the run ends with each
// script's time and the sum of their "N passed, N failed" lines.
//
//   node .ci/browser/suite.mjs           make test: the short forms
//   LONG=1 node .ci/browser/suite.mjs    make test-long: whole games at
//                                        normal speed with sweeps, the
//                                        minute-long monkey, 1000 saves
//
// The last line is "N passed, N failed".
import { spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";
import { launchOptions, log, repoRoot, startServer } from "./lib.mjs";

const long = process.env.LONG === "1";

// scripts: name, file and the environment of each run, in order. think.mjs
// times clicks in game ticks while the computer thinks, so it runs last,
// when the Go tests beside this suite (make test) are most likely done.
// The itch zip in an iframe is offline.mjs's "itch" in make test (with the
// bytes counted) and think.mjs's too in the long run. make test plays one
// lesson in the browser (each game's is played by its Go test), with the
// mouse: on a machine loaded past its cores (a CI run beside other tests)
// Chromium delivered a scripted finger's lift 33 ticks after its press, a
// long press to the game (30), in one run of four; the long run plays all
// five lessons at both screens, touch included.
const scripts = long
  ? [
    ["play", "play.mjs", { LONG: "1" }],
    ["monkey", "monkey.mjs", { SECONDS: "60" }],
    ["saves", "saves.mjs", { SAVES: "1000", RELOADS: "20" }],
    ["badinput", "badinput.mjs", {}],
    ["think", "think.mjs", {}],
    ["inspect", "inspect.mjs", {}],
    ["offline", "offline.mjs", {}],
    ["lesson", "lesson.mjs", {}],
    ["daily", "daily.mjs", { LONG: "1" }],
    ["review", "review.mjs", { LONG: "1" }],
    ["puzzle", "puzzle.mjs", {}],
  ]
  : [
    ["play", "play.mjs", {}],
    ["monkey", "monkey.mjs", { SECONDS: "60", ACTIONS: "80" }],
    ["saves", "saves.mjs", { SAVES: "100", RELOADS: "5" }],
    ["badinput", "badinput.mjs", {}],
    ["think", "think.mjs", { CYCLES: "1", ONLY: "workers,fallback" }],
    ["inspect", "inspect.mjs", {}],
    ["offline", "offline.mjs", {}],
    ["lesson", "lesson.mjs", { ONLY: "gameof20", SCREENS: "mouse" }],
    ["daily", "daily.mjs", {}],
    ["review", "review.mjs", {}],
    ["puzzle", "puzzle.mjs", {}],
  ];

function runScript(file, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, ".ci", "browser", file)], {
      cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"],
    });
    let last = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      const lines = String(chunk).trim().split("\n");
      for (const line of lines) if (/\d+ passed, \d+ failed/.test(line)) last = line;
    });
    child.on("exit", (code) => resolve({ code, last }));
  });
}

async function main() {
  const only = process.env.ONLY_SCRIPTS ? process.env.ONLY_SCRIPTS.split(",") : null;
  const server = await startServer();
  const browserServer = await chromium.launchServer(launchOptions());
  const shared = { BASE_URL: server.url, BROWSER_WS: browserServer.wsEndpoint() };
  log(`serving at ${server.url}; one Chromium for every script`);
  let passed = 0, failed = 0;
  const times = [];
  try {
    for (const [name, file, env] of scripts) {
      if (only && !only.includes(name)) continue;
      const t0 = Date.now();
      log(`=== ${name} (${file} ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(" ")})`);
      const { code, last } = await runScript(file, { ...shared, ...env });
      const m = last.match(/(\d+) passed, (\d+) failed/);
      const p = m ? Number(m[1]) : 0;
      let f = m ? Number(m[2]) : 0;
      if (code !== 0 && f === 0) f = 1; // a script that died before its count
      passed += p;
      failed += f;
      times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)} s (${p} passed, ${f} failed)`);
    }
  } finally {
    await browserServer.close();
    server.close();
  }
  log(`browser scripts: ${times.join("; ")}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  console.log("0 passed, 1 failed");
  process.exitCode = 1;
});
