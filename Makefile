# SumCalc — `make run` builds and starts the calculator; `make test` builds and runs every test.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man/man1
# The installed build: optimised, with the Swift runtime linked in, and the C++ runtime that runtime
# needs (libstdc++, libgcc) and ncurses too, through linker scripts found before the shared
# libraries (scripts/static-link.sh): loading libstdc++.so, libncursesw.so and libtinfo.so cost
# more start-up time and memory than most of what SumCalc does; the program then needs only glibc.
# No $ORIGIN run path: nothing is loaded from beside the binary; no symbol exported to the dynamic
# linker (scripts/exports.map). README, Performance.
STATIC_LINK    := $(CURDIR)/.build/static-link
SWIFTC_RELEASE := -Xclang-linker -L$(STATIC_LINK) -Xclang-linker -static-libgcc
RELEASE := -c release --static-swift-stdlib --disable-local-rpath $(addprefix -Xswiftc ,$(SWIFTC_RELEASE)) \
	-Xlinker --version-script=$(CURDIR)/scripts/exports.map
ARGS    ?=
# Where `make bench` builds and writes bench.json.
BENCH_BUILD ?= .build

.PHONY: all build release run run-example run-notes test test-under-load install uninstall clean deps test-deps bench fuzz static-link \
	docs docs-preview

all: build

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh --with-tmux --with-xterm --with-chromium

build: deps
	$(SWIFT) build

release: deps static-link
	$(SWIFT) build $(RELEASE) --product sumcalc

static-link:
	@scripts/static-link.sh "$(STATIC_LINK)"

# A crash never waits for a key: the installed build's runtime, linked in, finds no backtracer beside
# it; the debug build's does, so it is told to print and end (the tests set the same).
run: build
	@SWIFT_BACKTRACE=$${SWIFT_BACKTRACE:-interactive=no} $$($(SWIFT) build --show-bin-path)/sumcalc $(ARGS)

# Tally, the toolkit's example (Examples/Tally, a package of its own): a counter with a list of saved counts.
run-example: deps
	$(SWIFT) build --package-path Examples/Tally
	@SWIFT_BACKTRACE=$${SWIFT_BACKTRACE:-interactive=no} $$($(SWIFT) build --package-path Examples/Tally --show-bin-path)/tally

# Notes, the toolkit's second example (Examples/Notes): a list of notes, an editor, a dialog; the
# notes in NOTES_FILE (default ~/.notes.json).
NOTES_FILE ?=
run-notes: deps
	$(SWIFT) build --package-path Examples/Notes
	@SWIFT_BACKTRACE=$${SWIFT_BACKTRACE:-interactive=no} $$($(SWIFT) build --package-path Examples/Notes --show-bin-path)/notes $(NOTES_FILE)

test: test-deps static-link
	@# Tally and Notes are packages of their own on the toolkit, built and tested as their users would.
	$(SWIFT) build --package-path Examples/Tally --build-tests
	$(SWIFT) test --package-path Examples/Tally --skip-build
	$(SWIFT) build --package-path Examples/Notes --build-tests
	$(SWIFT) test --package-path Examples/Notes --skip-build
	$(SWIFT) build --build-tests
	@# The toolkit's reference: a broken link or a symbol gone fails here; a browser opens it in the tests.
	SWIFT=$(SWIFT) scripts/docs.sh
	$(SWIFT) test --skip-build
	@# The installed build's own start-up path (no re-exec; the crash guard) checked end to end too.
	$(SWIFT) build $(RELEASE) --product sumcalc
	SUMCALC_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/sumcalc" $(SWIFT) test --skip-build \
	  --filter "SignalTests|StartupTests|CommandLineTests|BurstInputTests"

# The toolkit's DocC reference — TerminalUI (the guide, getting started, taking text), NcursesBackend,
# TerminalUITesting and AppFiles, each with its catalog, linked and merged — as a static site in .build/docs,
# with the toolchain's symbolgraph-extract and docc.
docs: deps
	@SWIFT=$(SWIFT) scripts/docs.sh

# Serves .build/docs at http://127.0.0.1:8000/documentation/ (Ctrl-C stops it).
DOCS_PORT ?= 8000
docs-preview: docs
	@scripts/ensure-deps.sh --with-python3
	@echo "http://127.0.0.1:$(DOCS_PORT)/documentation/"
	python3 -m http.server $(DOCS_PORT) --bind 127.0.0.1 --directory .build/docs

# make test RUNS times (default 3) with both cores kept busy beside it: no end-to-end test may
# depend on the machine being idle. See docs/TESTING.md.
RUNS ?= 3
test-under-load:
	@scripts/test-under-load.sh $(RUNS)

# Times drawing and keystrokes in process, then the whole program in a pseudo-terminal; prints one
# table of figures against their targets and writes $(BENCH_BUILD)/bench.json. See README, Performance.
bench: deps static-link
	@scripts/ensure-deps.sh --with-python3
	python3 scripts/bench.py --scratch-path "$(BENCH_BUILD)" --swift "$(SWIFT)" --build-flags "$(RELEASE)" \
	  --swiftc-flags="$(SWIFTC_RELEASE)" --cc-flags="-L$(STATIC_LINK)"

# The fuzz test of `make test`, run longer: FUZZ_EVENTS random events (default a million), FUZZ_SEED.
FUZZ_EVENTS ?= 1000000
fuzz: deps
	$(SWIFT) build --build-tests
	FUZZ_EVENTS=$(FUZZ_EVENTS) $(if $(FUZZ_SEED),FUZZ_SEED=$(FUZZ_SEED)) $(SWIFT) test --skip-build --filter ApplicationFuzzTests

install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/sumcalc" "$(DESTDIR)$(BINDIR)/sumcalc"
	install -d "$(DESTDIR)$(MANDIR)"
	install -m 0644 man/sumcalc.1 "$(DESTDIR)$(MANDIR)/sumcalc.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/sumcalc" "$(DESTDIR)$(MANDIR)/sumcalc.1"

clean:
	$(SWIFT) package clean
	rm -rf .build
