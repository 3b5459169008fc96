# SumCalc — `make run` builds and starts the calculator; `make test` builds and runs every test.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
# The installed build: optimised, with the Swift runtime linked in (starts faster, uses less memory).
RELEASE := -c release --static-swift-stdlib
ARGS    ?=

.PHONY: all build release run test install uninstall clean deps test-deps bench fuzz

all: build

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh --with-tmux

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE)

run: build
	@$$($(SWIFT) build --show-bin-path)/sumcalc $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/sumcalc" "$(DESTDIR)$(BINDIR)/sumcalc"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/sumcalc"

clean:
	$(SWIFT) package clean
	rm -rf .build
