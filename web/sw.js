// The service worker that lets the game start without a network after the
// first visit. It keeps one build as a unit, in a cache named after the
// build's version (version.js, written by `make web`): every file is
// downloaded and checked against that build's digests before the version
// is installed, and a page is answered from one version's cache only, so a
// new index.html never runs with an old wasm. A new version waits until a
// page starts (index.html asks it to take over, then reloads) and then
// replaces the old cache whole.
//
// The page registers it with updateViaCache "none", so the browser compares
// this file and version.js with the server's on each visit.
"use strict";
importScripts("version.js");

const build = self.twentyBuild;
// Caches are shared by the whole origin: a host may keep several games or
// uploads in sub-folders, so the scope is part of the name.
const cachePrefix = "twenty " + self.registration.scope + " ";
const cacheName = cachePrefix + build.version;

self.addEventListener("install", (event) => {
  event.waitUntil(cacheBuild());
});

// The old versions are dropped without holding the activation (deleting a
// cache of 30 MB can take seconds on a busy phone, and every request of the
// page that asked for the switch waits until this version is active), and
// again at each page load, should the worker have stopped before it was done.
self.addEventListener("activate", () => {
  dropOtherVersions();
});

// A page that finds this version waiting asks it to take over before the
// page starts the game.
self.addEventListener("message", (event) => {
  if (event.data === "take over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const file = buildFile(event.request);
  if (!file) return;
  event.respondWith(fromCache(file, event.request));
  if (file === "index.html") event.waitUntil(dropOtherVersions());
});

// cacheBuild downloads every file of the build, revalidating with the
// server (the page has just downloaded most of them), and keeps them only
// if all are this version's: a host half-way through an upload fails the
// install, and the browser tries again on a later visit.
async function cacheBuild() {
  const cache = await caches.open(cacheName);
  try {
    await Promise.all(Object.entries(build.files).map(async ([name, digests]) => {
      const response = await fetch(name, { cache: "no-cache" });
      if (!response.ok) throw new Error(name + ": HTTP " + response.status);
      const sum = await digest(await response.clone().arrayBuffer());
      if (!digests.includes(sum)) throw new Error(name + " is not from build " + build.version);
      await cache.put(name, response);
    }));
  } catch (e) {
    await caches.delete(cacheName);
    throw e;
  }
}

async function digest(bytes) {
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return "sha256-" + btoa(String.fromCharCode(...sum));
}

async function dropOtherVersions() {
  for (const name of await caches.keys()) {
    if (name.startsWith(cachePrefix) && name !== cacheName) await caches.delete(name);
  }
}

// buildFile names the build file a request is for, or "" for any other
// request (the raw wasm, another page, another site), left to the network.
// The folder itself and index.html with any query are the page.
function buildFile(request) {
  if (request.method !== "GET") return "";
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return "";
  const name = url.pathname.slice(scope.pathname.length) || "index.html";
  if (name !== "index.html" && url.search) return "";
  return Object.hasOwn(build.files, name) ? name : "";
}

// fromCache answers from this version's cache, checking the copy against
// the build's digests as it is read: a copy damaged on the device (a disk
// error, a browser crash mid-write, a cleaner) used to be served for ever,
// and every reload failed. A damaged copy is dropped and downloaded again,
// and the pages are told once; offline, the page is told what is wrong.
async function fromCache(file, request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(file, { ignoreVary: true });
  if (!cached) return fetch(request);
  const bytes = await cached.arrayBuffer();
  if (build.files[file].includes(await digest(bytes))) {
    return new Response(bytes, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
  }
  await cache.delete(file, { ignoreVary: true });
  return repair(cache, file);
}

// repair downloads a damaged file again and keeps it if it is this
// build's. A server already on a newer build answers with that build's
// file, which is served but not kept: the new version takes over on the
// next load.
async function repair(cache, file) {
  let response = null;
  try {
    response = await fetch(file, { cache: "no-cache" });
  } catch (e) { /* offline */ }
  if (!response || !response.ok) {
    tell("damaged", file);
    return new Response("The saved copy of " + file + " is damaged and could not be downloaded again.", { status: 503, statusText: "Damaged copy" });
  }
  const bytes = await response.arrayBuffer();
  const fresh = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  if (build.files[file].includes(await digest(bytes))) {
    await cache.put(file, fresh.clone());
    tell("repaired", file);
  }
  return fresh;
}

// tell sends the pages a word about the cache: {twentyCache: "repaired" or
// "damaged", file}.
async function tell(what, file) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage({ twentyCache: what, file });
  }
}
