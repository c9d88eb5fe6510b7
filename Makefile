# Flipbook — build, demo, test and benchmark.
#
# CPU level: release builds use AVX2/FMA (x86-64-v3) when this machine's CPU has AVX2, and the
# baseline x86-64 otherwise. Each level builds into its own folder (.build/v3, .build/base), so
# `make ARCH=base test` checks the portable build beside the fast one. A binary built with
# ARCH=v3 needs an AVX2 CPU; build with ARCH=base to ship one binary to unknown machines.

SWIFT   ?= swift
ARCH    ?= $(shell grep -qw avx2 /proc/cpuinfo 2>/dev/null && echo v3 || echo base)
ifeq ($(ARCH),v3)
ARCHFLAGS := -Xcc -march=x86-64-v3
endif
SCRATCH := .build/$(ARCH)
SWIFTFLAGS := -c release $(ARCHFLAGS) --scratch-path $(SCRATCH)
BIN     := $(SCRATCH)/release

# ffmpeg: the program MP4 and WebM output run (tests that need it say so and are skipped when it is absent).
APT_PACKAGES := libpng-dev libgif-dev libfreetype-dev libwebp-dev libharfbuzz-dev libfribidi-dev libunibreak-dev fonts-dejavu-core fonts-inter fonts-dejavu-extra fonts-lohit-deva fonts-tlwg-loma-ttf fonts-noto-color-emoji pkg-config ffmpeg

PEERS_VENV ?= $(HOME)/.cache/flipbook-peers
SHARED     ?= ../shared

.PHONY: all deps build demo test golden-test consumer-test report-check preview-check bench clean

all: build

# Installs the Debian packages the build needs; quiet and quick when they are all present.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  echo "installing:$$missing"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build $(SWIFTFLAGS)

# Renders the showcase and every example scene into out/: NAME.gif, NAME.webp, NAME.mp4, NAME-sheet.png (a
# contact sheet) and NAME.html (a browser preview).
EXAMPLES := $(basename $(notdir $(wildcard examples/*.swift)))

demo: build
	@mkdir -p out
	$(BIN)/flipbook-showcase out/showcase.png
	@set -e; for name in $(EXAMPLES); do \
	  for format in gif webp mp4; do $(BIN)/flipbook render examples/$$name.swift -o out/$$name.$$format --quiet; done; \
	  $(BIN)/flipbook contact-sheet examples/$$name.swift -o out/$$name-sheet.png --quiet; \
	  $(BIN)/flipbook preview examples/$$name.swift -o out/$$name.html --quiet; \
	  echo "out/$$name.gif out/$$name.webp out/$$name.mp4 out/$$name-sheet.png out/$$name.html"; \
	done

test: deps
	$(SWIFT) build $(SWIFTFLAGS)
	$(SWIFT) test $(SWIFTFLAGS) --disable-testable-imports
	$(BIN)/flipbook test examples
	$(BIN)/flipbook test Tests/SceneScriptTests/Corpus --goldens Tests/SceneScriptTests/Corpus/goldens
	$(MAKE) consumer-test

# The example consumer package (examples/consumer): Flipbook as a path dependency, its tests comparing the
# clips of an app's own view files and of a Swift view with their goldens. A second build of Flipbook, so
# it is a debug build of only what FlipbookTesting needs (its clips are a few small frames).
consumer-test: deps
	cd examples/consumer && $(SWIFT) build --build-tests --scratch-path $(CURDIR)/.build/consumer
	cd examples/consumer && $(SWIFT) test --skip-build --scratch-path $(CURDIR)/.build/consumer

# Only the golden comparison of the examples and the corpus (exit 1 on a failing frame; `flipbook report` shows them).
golden-test: build
	$(BIN)/flipbook test examples
	$(BIN)/flipbook test Tests/SceneScriptTests/Corpus --goldens Tests/SceneScriptTests/Corpus/goldens

# Shows that `flipbook report` works in a real browser: breaks one scene on purpose (the card's red
# becomes orange), compares it with the real goldens, writes the report and screenshots it with
# headless Chromium (installed from Debian if missing) into .flipbook/report-check.png.
report-check: build
	@command -v chromium >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }
	@rm -rf .flipbook/report-check && mkdir -p .flipbook/report-check/scene
	sed 's/\.red\.gradient/.orange.gradient/' examples/card-flip.swift > .flipbook/report-check/scene/card-flip.swift
	! $(BIN)/flipbook test .flipbook/report-check/scene/card-flip.swift --record never \
	    --failures .flipbook/report-check/failures > .flipbook/report-check/test.log
	$(BIN)/flipbook report --failures .flipbook/report-check/failures -o .flipbook/report-check/report.html
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1800 \
	    --screenshot=$(CURDIR)/.flipbook/report-check.png file://$(CURDIR)/.flipbook/report-check/report.html 2>/dev/null
	@test -s .flipbook/report-check.png && echo "screenshot: .flipbook/report-check.png"

# Shows that `flipbook preview` works in a real browser: writes card-flip's page, opens it paused at frame 40
# (mid-flip) in headless Chromium (installed from Debian if missing), and checks that the screenshot shows
# that frame where the page puts the canvas (scripts/preview_check.py compares 81 points with the rendered
# frame). Not part of `make test`: Chromium is a large download that nothing else needs.
preview-check: build
	@command -v chromium >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }
	@rm -rf .flipbook/preview-check && mkdir -p .flipbook/preview-check
	$(BIN)/flipbook preview examples/card-flip.swift -o .flipbook/preview-check/page.html --quiet
	$(BIN)/flipbook render examples/card-flip.swift -o .flipbook/preview-check/frames/ --frames 40 --quiet
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --window-size=900,1100 \
	    --virtual-time-budget=5000 --screenshot=$(CURDIR)/.flipbook/preview-check.png \
	    "file://$(CURDIR)/.flipbook/preview-check/page.html#frame=40" 2>/dev/null
	python3 scripts/preview_check.py .flipbook/preview-check.png .flipbook/preview-check/frames/frame-0040.png --origin 25,61 --scale 2

# Flipbook beside the peers of ../shared/bench, same machine, same run. Prints RATIO/PSNR lines.
bench: build
	bash $(SHARED)/bench/setup-peers.sh >/dev/null
	@# Flipbook and the peers in alternating rounds: each ratio's median over the rounds and its spread.
	$(PEERS_VENV)/bin/python Benchmarks/raster_rounds.py --flipbook-bench $(BIN)/flipbook-bench \
	    --kit $(abspath $(SHARED))/bench/raster/raster_peers.py --out $(CURDIR)/.bench --rounds 7 --markdown
	$(BIN)/flipbook-bench cache
	$(BIN)/flipbook-bench stages examples/*.swift Tests/SceneScriptTests/Corpus/many-rows.swift
	rm -rf .bench/many-rows && $(BIN)/flipbook render Tests/SceneScriptTests/Corpus/many-rows.swift -o .bench/many-rows/ --timings
	$(BIN)/flipbook render examples/card-flip.swift --size 400x400 --scale 2 --fps 30 -o .bench/card-flip.gif --timings
	@# The same GIF with 1 and 2 threads in alternating rounds: the median ratio of frames/s and its spread.
	python3 Benchmarks/gif_threads.py --flipbook $(BIN)/flipbook --scene examples/card-flip.swift --rounds 7 \
	    -- --size 400x400 --scale 2 --fps 30
	@# GIF: the kit's three clips, encoded by ffmpeg (+ gifsicle -O3) and by `flipbook encode` in the same run.
	@mkdir -p .bench/gif
	@[ -d .bench/gif/frames/gradient-pan ] || $(PEERS_VENV)/bin/python $(SHARED)/bench/gif/make_frames.py --out .bench/gif/frames >/dev/null
	$(PEERS_VENV)/bin/python $(SHARED)/bench/gif/gif_peers.py --frames .bench/gif/frames --out .bench/gif/peers \
	    --only ffmpeg-sierra 'gifsicle-O3(sierra)' --json .bench/gif/results.json --md .bench/gif/peers.md >/dev/null
	$(PEERS_VENV)/bin/python Benchmarks/gif_compare.py --kit $(SHARED)/bench/gif --frames .bench/gif/frames \
	    --peers .bench/gif/results.json --flipbook $(BIN)/flipbook --out .bench/gif/flipbook --markdown
	@# WebP and MP4: the same clips by img2webp (Debian webp) and the ffmpeg program, and by `flipbook encode`.
	@command -v img2webp >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq webp >/dev/null; }
	$(PEERS_VENV)/bin/python Benchmarks/video_compare.py --kit $(SHARED)/bench/gif --frames .bench/gif/frames \
	    --flipbook $(BIN)/flipbook --out .bench/video --markdown
	$(BIN)/flipbook render examples/card-flip.swift --size 400x400 --scale 2 --fps 30 -o .bench/card-flip.webp --timings
	$(BIN)/flipbook render examples/card-flip.swift --size 400x400 --scale 2 --fps 30 -o .bench/card-flip.mp4 --timings

clean:
	rm -rf .build out .bench
