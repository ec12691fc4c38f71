# weathertui — `make run` starts the app, `make test` runs every test. See README.md.
SWIFT    ?= swift
PREFIX   ?= /usr/local
ARGS     ?=
VENV     := .venv
PYTHON   := $(VENV)/bin/python
BIN      := .build/debug/weathertui
# Release builds link the Swift runtime statically: ~3 MB less resident memory and a faster start.
RELEASE  := -c release --static-swift-stdlib

.PHONY: all run demo build test unit-test server-test e2e-test bench bench-smoke python-deps system-deps \
        test-deps record-golden install uninstall clean

all: build

system-deps:
	@Scripts/ensure-system-deps.sh

test-deps:
	@Scripts/ensure-system-deps.sh --tests

build: system-deps
	$(SWIFT) build

run: build
	$(BIN) $(ARGS)

demo: build
	$(BIN) --demo $(ARGS)

$(PYTHON): Tests/requirements.txt
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	@touch $(PYTHON)

python-deps: test-deps $(PYTHON)

# One debug build serves the unit tests, the end-to-end tests and the benchmark smoke run.
test: python-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory server-test unit-test e2e-test bench-smoke

unit-test:
	$(SWIFT) test --skip-build

server-test:
	$(PYTHON) -m unittest discover -s Tests/FakeServer

e2e-test:
	$(PYTHON) -m pytest -q Tests/EndToEnd

bench: python-deps
	$(SWIFT) build $(RELEASE)
	$(PYTHON) bench/run_bench.py --binary .build/release/weathertui

bench-smoke:
	$(PYTHON) bench/run_bench.py --binary $(BIN) --smoke

record-golden:
	RECORD_GOLDEN=1 $(SWIFT) test --filter GoldenScreenTests || true
	git status --short Tests/WeatherPresentationTests/Golden

install: system-deps
	$(SWIFT) build $(RELEASE)
	install -D -m 755 .build/release/weathertui $(DESTDIR)$(PREFIX)/bin/weathertui
	install -D -m 644 Resources/demo/open-meteo-seoul.json $(DESTDIR)$(PREFIX)/share/weathertui/demo/open-meteo-seoul.json

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/weathertui
	rm -rf $(DESTDIR)$(PREFIX)/share/weathertui

clean:
	rm -rf .build $(VENV)
