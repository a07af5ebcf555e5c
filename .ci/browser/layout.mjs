// Layout checks on what the game reports in twentyState(): its targets and
// every text of the last frame, with their boxes in CSS pixels. A sweep
// resizes the page through the five sizes players use, checks each and
// saves a screenshot of each (screenshots/browser/layout-NAME-WxH.png).
import path from "node:path";
import { readState, screenshotDir, sleep, waitTicks } from "./lib.mjs";

// 1280x800 is the desktop window's size (and a common laptop's screen).
export const layoutSizes = [[390, 844], [844, 390], [1024, 768], [1280, 800], [1920, 1080]];

// minTarget is the smallest tap target, in CSS pixels, on every screen
// (Apple's and Google's guidelines for a finger).
export const minTarget = 44;

// slack forgives anti-aliasing and rounding at the edges of boxes.
const slack = 2;

// Key hints a touch screen must not show: there is no keyboard to press.
const keyHint = /\((Enter|Esc|Escape|Space|Tab|[A-Z0-9]|F11|Arrows?)\)|Arrows and Enter|F11 full screen|M mutes|\bpress\b/i;

function inside(inner, outer) {
  return inner.x >= outer.x - slack && inner.y >= outer.y - slack &&
    inner.x + inner.w <= outer.x + outer.w + slack && inner.y + inner.h <= outer.y + outer.h + slack;
}

// overlap is the width and height two boxes share.
function overlap(a, b) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return [w, h];
}

// textsClash: two texts overlap by more than a sliver. Line boxes include
// the font's leading, so a quarter of the shorter height is forgiven.
function textsClash(a, b) {
  const [w, h] = overlap(a, b);
  return w > slack && h > Math.max(slack, Math.min(a.h, b.h) * 0.25);
}

const box = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;
const quote = (s) => JSON.stringify(s.length > 40 ? s.slice(0, 39) + "…" : s);

// layoutProblems lists what is wrong with the screen a state describes. A
// text drawn above the screen on its own panel (a toast: over) may cover
// the texts and targets under it, but must fit on the screen.
export function layoutProblems(st) {
  const problems = [];
  const screen = { x: 0, y: 0, w: st.screenW, h: st.screenH };
  const texts = (st.texts || []).filter((t) => t.text.trim() !== "");
  for (const t of st.targets) {
    if (!inside(t, screen)) problems.push(`target ${t.id} at ${box(t)} is off the ${st.screenW}x${st.screenH} screen`);
    if (t.w < minTarget - 0.5 || t.h < minTarget - 0.5) problems.push(`target ${t.id} is ${t.w.toFixed(0)}x${t.h.toFixed(0)}, under ${minTarget} px`);
  }
  texts.forEach((t, i) => {
    if (!inside(t, screen)) problems.push(`text ${quote(t.text)} at ${box(t)} is off the screen`);
    if (t.cut) problems.push(`text ${quote(t.text)} is cut short`);
    if (t.boxW > 0 && t.w > t.boxW + slack) problems.push(`text ${quote(t.text)} is ${t.w.toFixed(0)} px wide in a box of ${t.boxW.toFixed(0)}`);
    if (st.touch && keyHint.test(t.text)) problems.push(`text ${quote(t.text)} shows a key hint on a touch screen`);
    for (const u of texts.slice(i + 1)) {
      const same = u.text === t.text && Math.abs(u.x - t.x) < 1 && Math.abs(u.y - t.y) < 1;
      if (!same && !!t.over === !!u.over && textsClash(t, u)) problems.push(`text ${quote(t.text)} at ${box(t)} overlaps ${quote(u.text)} at ${box(u)}`);
    }
    for (const g of t.over ? [] : st.targets) {
      const [w, h] = overlap(t, g);
      if (w > slack && h > slack && !inside(t, g)) problems.push(`text ${quote(t.text)} at ${box(t)} runs over target ${g.id} at ${box(g)}`);
    }
  });
  return problems;
}

// sweep resizes the page through the layout sizes, lets each settle, and
// checks it; it returns the problems found (with the size) and puts the
// page back at its size. Screenshots are saved at the sizes in shotSizes
// (all by default).
export async function sweep(page, name, { sizes = layoutSizes, settleMs = 700, shotSizes = null } = {}) {
  const original = page.viewportSize();
  const found = [];
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    const st0 = await readState(page);
    await waitTicks(page, st0.ticks, 3);
    await sleep(settleMs);
    const st = await readState(page);
    for (const p of layoutProblems(st)) found.push(`${width}x${height} ${st.scene}: ${p}`);
    if (!shotSizes || shotSizes.some(([w, h]) => w === width && h === height)) {
      await page.screenshot({ path: path.join(screenshotDir(), `layout-${name}-${width}x${height}.png`) });
    }
  }
  await page.setViewportSize(original);
  const st = await readState(page);
  await waitTicks(page, st.ticks, 3);
  return found;
}
