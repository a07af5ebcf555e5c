# Twenty: build, run, test and package.
#
#   make play          build the browser version and serve it on http://127.0.0.1:8020/ (needs only Go)
#   make run           run the desktop version (ARGS="-game twenty -autoplay -seed 7")
#   make web           build web/twenty.wasm and copy wasm_exec.js (no server)
#   make test          everything CI runs, in about 22 minutes on 2 cores: format, vet, unit tests
#                      (native, WebAssembly, Xvfb) and the browser checks, in their short forms
#   make test-long     the same with the long runs: whole games clicked through at every size, the
#                      long monkeys, the thousand mutated saves (before a release, and once per
#                      issue that changes a scene)
#   make test-browser  only the browser checks (Chromium through Playwright; LONG=1 for the long ones)
#   make bench         rules benchmarks, AI arena benchmark, sizes, browser frame-rate and review benchmarks
#   make dist          every itch.io channel in dist/ (html5, windows, linux, mac), each ready
#                      for butler push, the store page's pictures (dist/page) and a check that
#                      every artifact is this build's version
#   make dist-web      only the html5 channel (dist/html5) and its zip (dist/twenty-web.zip)
#   make dist-desktop  only the windows, linux and mac channels
#   make dist-page     only the store page's pictures (the game itself under Xvfb)

GO       ?= go
ADDR     ?= 127.0.0.1:8020
ARGS     ?=
GOROOT   := $(shell $(GO) env GOROOT)
WASM_ENV := GOOS=js GOARCH=wasm
# The build's version: the git tag or commit (dirty when the tree has
# changes), shown in the menu's corner and the About screen.
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
# Expanded once: ?= alone would run git describe at every use, and a commit
# made during a long make dist gave its artifacts two versions.
VERSION  := $(VERSION)
RELEASE  := -trimpath -ldflags="-s -w -X main.version=$(VERSION)"
# The browser build compiles the scene packages without inlining: they are
# the interface's code, run once a frame, where inlining buys no measurable
# time (20 Strong's frame of 17 tumbling dice: 0.79-0.81 ms against
# 0.82-0.91, natively) but makes 0.19 MB of the gzipped wasm (5.30 ->
# 5.11 MB). The rules and the search, which the computer's thinking
# runs millions of times, keep it.
WASM_UI  := -gcflags=github.com/twenty-games/twenty/scenes/...=-l
BROWSER  := .ci/browser
# A null ALSA device: with no sound card, Ebitengine's audio would stop the
# test binaries about a second after start.
ALSA_ENV := ALSA_CONFIG_PATH=$(CURDIR)/.ci/alsa-null.conf
# Packages of the scenes: their tests run without a window (scenetest:
# Update and Draw called directly, no graphics driver), and those that read
# pixels or count a frame's allocations (names ending in InWindow) once
# more in the real game loop under Xvfb. sprites draws and reads back
# pixels in every test: it runs in the window only.
UI_PKGS  := ./scenes/... ./audio/... .
WINDOW_PKGS := ./sprites/...
# make test runs the Go tests with -short (their short forms: layouts from
# saved records, bounded monkeys, a hundred mutated saves); make test-long
# clears it.
SHORT    ?= -short
# Desktop builds: GOOS/GOARCH pairs. Ebitengine needs no cgo on these; the
# two darwin builds become one universal binary in Twenty.app.
DESKTOP  := linux/amd64 windows/amd64 darwin/amd64 darwin/arm64

.PHONY: play run web empty licences dist-web test test-long test-puzzles deps fmt-check vet test-native test-wasm test-ui test-browser test-browser-built soak bench sizes dist dist-desktop dist-page clean

## Browser build ############################################################

# The page runs twenty.wasm and hands its compiled module to the Web Workers
# of the computer's search (web/worker.js): in a worker the same program
# serves searches instead of playing, so a player downloads one wasm.
# -precompress
# writes the .gz copies the page downloads on any host, the .br copies
# `make play` sends, and version.js, the build's version for the service
# worker (web/sw.js); only what changed is compressed again.
web:
	$(WASM_ENV) $(GO) build $(RELEASE) $(WASM_UI) -o web/twenty.wasm .
	cmp -s "$(GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js || cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js
	$(GO) run ./web/serve -dir web -precompress -version $(VERSION)

# The empty reference program the benchmark compares the game against.
empty:
	$(WASM_ENV) $(GO) build $(RELEASE) -o web/empty.wasm ./web/emptygame

# -gzip writes web/*.gz, *.br and version.js when missing or older than the build.
play: web
	$(GO) run ./web/serve -dir web -addr $(ADDR) -gzip -version $(VERSION)

run:
	$(GO) run . $(ARGS)

## Tests ####################################################################

# The Xvfb packages and the browser scripts run one after the other: both
# rasterize in software on every core (Mesa's llvmpipe, Chromium's
# SwiftShader), and side by side (make -j2) the Go tests took 13 minutes
# instead of 4 and play.mjs 13 instead of 7 (docs/measurements.md).
test: deps fmt-check vet test-native test-wasm test-ui test-browser

# The long runs too: whole games at every size, long monkeys, 1000 saves,
# and every shipped puzzle re-checked by the miner's command.
test-long:
	$(MAKE) --no-print-directory test SHORT= LONG=1
	$(MAKE) --no-print-directory test-puzzles

# Re-checks every shipped puzzle (rules/puzzle/data): its answer still best
# by its game's margin. make test checks a sample (rules/puzzle's tests).
test-puzzles:
	$(GO) run ./rules/puzzles -check

# Installs what the tests need when it is missing: Xvfb and Chromium with
# apt (as root), Playwright with npm ci.
deps:
	@missing=""; \
	for tool in Xvfb xvfb-run xauth chromium python3 node npm; do \
		command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" != 0 ]; then \
			echo "missing:$$missing; install them (Debian: apt-get install -y xvfb xauth chromium python3 nodejs npm) or run as root"; \
			exit 1; \
		fi; \
		pkgs="xvfb xauth chromium python3"; \
		command -v npm >/dev/null 2>&1 || pkgs="$$pkgs nodejs npm"; \
		echo "installing$$missing"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$pkgs; \
	fi
	@test -d $(BROWSER)/node_modules/playwright-core || (cd $(BROWSER) && npm ci --no-audit --no-fund)

fmt-check:
	@unformatted=$$(find . -path ./.git -prune -o -path ./$(BROWSER)/node_modules -prune -o -path ./dist -prune \
		-o -name '*.go' -print | xargs gofmt -l); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi

vet:
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet ./...

test-native:
	$(GO) test ./rules/... ./web/...

# The rules again as WebAssembly under Node, as they run in the browser.
test-wasm:
	PATH="$$PATH:$(GOROOT)/lib/wasm" $(WASM_ENV) $(GO) test -short ./rules/...

# First every scene test without a window (natively: no X server), then
# the window's own tests in the real game loop (make test-long: every test
# there too). .ci/uitest runs those under xvfb-run, and once more a package
# that died of a signal in Mesa or Xlib rather than failing a test (it
# says so, and keeps the crash in screenshots/ui-crashes.log).
test-ui:
	$(ALSA_ENV) $(GO) test $(SHORT) -timeout 25m $(UI_PKGS)
	$(ALSA_ENV) GO=$(GO) TWENTY_TEST_WINDOW=1 bash .ci/uitest "$(SHORT) -timeout 25m $(if $(LONG),,-run InWindow)" $(UI_PKGS)
	$(ALSA_ENV) GO=$(GO) bash .ci/uitest "$(SHORT) -timeout 25m" $(WINDOW_PKGS)

# The browser scripts (suite.mjs: one server, one Chromium, each script's
# time and the summed "N passed, N failed"); LONG=1 for the long forms.
test-browser: web empty dist-web test-browser-built

test-browser-built:
	@test -d $(BROWSER)/node_modules/playwright-core || (cd $(BROWSER) && npm ci --no-audit --no-fund)
	LONG=$(LONG) node $(BROWSER)/suite.mjs

# A long run of the browser monkey: MINUTES in all, shared by the five games,
# with the tick rate and heap once a second (screenshots/browser/monkey.csv).
MINUTES ?= 30
soak: web empty
	@test -d $(BROWSER)/node_modules/playwright-core || (cd $(BROWSER) && npm ci --no-audit --no-fund)
	SECONDS=$$(( $(MINUTES) * 12 )) node $(BROWSER)/monkey.mjs

## Benchmarks ###############################################################

bench: web empty
	$(GO) test -run='^$$' -bench=. -benchmem ./rules/...
	@echo "Scene benchmarks in the real game loop under Xvfb (20 Strong: a frame while 17 dice tumble):"
	$(ALSA_ENV) TWENTY_TEST_WINDOW=1 xvfb-run -a $(GO) test -run='^$$' -bench=. -benchmem -benchtime=300x ./scenes/... ./sprites/...
	$(GO) run ./rules/arena -bench -game all
	@echo "The same in WebAssembly (Node's V8, as in Chromium):"
	PATH="$$PATH:$(GOROOT)/lib/wasm" $(WASM_ENV) $(GO) run ./rules/arena -bench -game all
	$(MAKE) --no-print-directory sizes
	@test -d $(BROWSER)/node_modules/playwright-core || (cd $(BROWSER) && npm ci --no-audit --no-fund)
	node $(BROWSER)/bench.mjs
	@echo "The review of a whole game of each game in the browser's workers, beside the replay:"
	node $(BROWSER)/reviewbench.mjs

sizes:
	node $(BROWSER)/sizes.mjs web/empty.wasm web/twenty.wasm

## Packaging ################################################################

# One folder per itch.io channel (butler push dist/CHANNEL OWNER/twenty:CHANNEL):
#   html5    the page's files (dist-web), index.html at the root
#   windows  twenty.exe, its icon and version information linked in
#   linux    twenty, twenty.desktop, twenty.png
#   mac      Twenty.app (Info.plist, Twenty.icns, one amd64+arm64 binary)
# each desktop channel with an .itch.toml naming what to launch; dist/page
# the store page's pictures. web/release writes them, then opens every
# artifact as its platform would and fails unless each is version $(VERSION).
dist: licences dist-web dist-desktop dist-page
	$(GO) run ./web/release check -version $(VERSION) dist
	@cd dist && find html5 windows linux mac page twenty-web.zip -type f -printf '%10s  %p\n' | sort -k2

# The .syso (the Windows icon and version information, written by
# web/release with tc-hib/winres) is linked by the windows build only (its
# name's _windows_amd64) and removed after it.
dist-desktop:
	rm -rf dist/.build dist/twenty-linux-amd64 dist/twenty-windows-amd64.exe dist/twenty-darwin-arm64
	$(GO) run ./web/release syso -version $(VERSION) -icon web/icon-512.png -o rsrc_windows_amd64.syso
	@status=0; for target in $(DESKTOP); do \
		os=$${target%/*}; arch=$${target#*/}; ext=""; [ $$os = windows ] && ext=.exe; \
		echo "building dist/.build/twenty-$$os-$$arch$$ext"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build $(RELEASE) -o dist/.build/twenty-$$os-$$arch$$ext . || { status=1; break; }; \
	done; rm -f rsrc_windows_amd64.syso; exit $$status
	$(GO) run ./web/release pack -version $(VERSION) -icon web/icon-512.png -bin dist/.build -dist dist

# The store page's pictures, rendered by the desktop build under Xvfb from
# fixed seeds (the computer thinking in the game loop, so a tick shows much
# the same position on any machine: a move more or less when a slow frame
# shifts it), each run with its own empty config folder
# (no saved game resumed):
#   PAGE_SHOTS  game:seed:tick, a 1280x720 screenshot of each game mid-game
#   PAGE_RUNS   name:game:seed:ticks, runs writing a frame every 3 ticks
#   PAGE_GIF    the GIF's clips from those frames, name:from-to[:x,y,w,h]
#               (a rectangle of the screen for a close-up): the deal and a
#               card drawn in Twenty, then 20 Strong's dice rolled
# and a 630x500 cover made from the screenshots with the title in the
# game's font. Xvfb runs with -noreset so the pointer, moved off the window
# first (a resting pointer would open the inspector), stays there.
PAGE_SHOTS := twenty:7:680 minustwenty:7:2213 gameof20:7:1300 twentystrong:7:1186 for20:7:1909
PAGE_RUNS  := card:twenty:7:310 dice:twentystrong:7:545
PAGE_GIF   := card:0-110 card:255-310 dice:440-545:0,62,1100,619
PAGE_X     := xvfb-run -a -s "-screen 0 1920x1080x24 -noreset"
# $(PAGE_RUN) ARGS...: the game at 1280x720 under Xvfb, with a new empty
# config folder in $$cfg (the caller removes it).
PAGE_RUN    = cfg=$$(mktemp -d); XDG_CONFIG_HOME=$$cfg $(ALSA_ENV) $(PAGE_X) sh -c 'dist/.build/release warp 1919 1079 && \
	exec dist/.build/twenty-linux-amd64 -window 1280x720 -silent -autoplay -think slices "$$@"' page
dist-page:
	@command -v xvfb-run >/dev/null 2>&1 && command -v Xvfb >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 || \
		{ echo "make dist-page renders the pictures under Xvfb: install it (Debian: apt-get install -y xvfb xauth)"; exit 1; }
	rm -rf dist/page dist/.frames
	mkdir -p dist/page dist/.frames
	CGO_ENABLED=0 $(GO) build $(RELEASE) -o dist/.build/twenty-linux-amd64 .
	$(GO) build -o dist/.build/release ./web/release
	@for shot in $(PAGE_SHOTS); do \
		id=$${shot%%:*}; rest=$${shot#*:}; seed=$${rest%%:*}; tick=$${rest#*:}; \
		echo "dist/page/screenshot-$$id.png: $$id, seed $$seed, tick $$tick"; \
		$(PAGE_RUN) -game $$id -seed $$seed -screenshot dist/page/screenshot-$$id.png -exit-after-ticks $$tick \
			>dist/.frames/$$id.log 2>&1; status=$$?; rm -rf $$cfg; [ $$status = 0 ] || { cat dist/.frames/$$id.log; exit 1; }; \
	done
	@for run in $(PAGE_RUNS); do \
		name=$${run%%:*}; rest=$${run#*:}; id=$${rest%%:*}; rest=$${rest#*:}; seed=$${rest%%:*}; ticks=$${rest#*:}; \
		echo "dist/.frames/$$name: $$id, seed $$seed, $$ticks ticks"; \
		$(PAGE_RUN) -game $$id -seed $$seed -frames dist/.frames/$$name -frame-every 3 -exit-after-ticks $$ticks \
			>dist/.frames/$$name.log 2>&1; status=$$?; rm -rf $$cfg; [ $$status = 0 ] || { cat dist/.frames/$$name.log; exit 1; }; \
	done
	cd dist/.frames && ../.build/release page -dist .. -icon ../../web/icon-512.png -frames "$(PAGE_GIF)"
	rm -rf dist/.frames
	@ls -l dist/page

# Every module go.mod requires must have its licence in the About screen's
# list (scenes/shell/licences.tsv); TestEveryModuleHasALicence checks the same.
licences:
	@missing=""; \
	for m in $$(awk '/^require \(/{r=1; next} r && /^\)/{r=0} r{print $$1} /^require [^(]/{print $$2}' go.mod); do \
		grep -q "^$$m	" scenes/shell/licences.tsv || missing="$$missing $$m"; \
	done; \
	if [ -n "$$missing" ]; then echo "no licence in scenes/shell/licences.tsv for:$$missing"; exit 1; fi

# The html5 channel: dist/html5 holds the page's files (butler push it as
# it stands) and dist/twenty-web.zip the same files zipped, index.html at the
# root, for an upload by hand (offline.mjs unpacks it). The page downloads
# the .gz files and decompresses them; the raw .wasm files are there for
# browsers without DecompressionStream (before 2023) and are never
# downloaded by the others. sw.js, version.js, the manifest and its icons
# make the game installable and playable offline.
# think.mjs reads the zip line's list of files: keep it on one line.
dist-web: web
	rm -rf dist/html5 dist/itch dist/twenty-web.zip
	mkdir -p dist/html5
	cd web && cp index.html wasm_exec.js wasmload.js worker.js favicon.png sw.js version.js manifest.webmanifest icon-192.png icon-512.png twenty.wasm.gz twenty.wasm ../dist/html5/
	cd dist/html5 && if command -v zip >/dev/null 2>&1; then \
		zip -9 -q ../twenty-web.zip index.html wasm_exec.js wasmload.js worker.js favicon.png sw.js version.js manifest.webmanifest icon-192.png icon-512.png twenty.wasm.gz twenty.wasm; \
	else \
		python3 -m zipfile -c ../twenty-web.zip index.html wasm_exec.js wasmload.js worker.js favicon.png sw.js version.js manifest.webmanifest icon-192.png icon-512.png twenty.wasm.gz twenty.wasm; \
	fi

clean:
	rm -rf dist screenshots web/*.wasm web/*.wasm.gz web/*.wasm.br web/wasm_exec.js web/*.js.gz web/*.js.br web/version.js
