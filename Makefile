# weathertui — `make run` starts the app, `make test` runs every test. See README.md.
SWIFT    ?= swift
PREFIX   ?= /usr/local
ARGS     ?=
VENV     := .venv
PYTHON   := $(VENV)/bin/python
BIN      := .build/debug/weathertui
# Release builds link the Swift runtime statically (so the binary needs no $ORIGIN runpath, and the
# loader looks for no library beside it), export no symbols, optimise for size and reach
# concrete generic types through their metadata accessors instead of by mangled name (the runtime then
# need not demangle the name and scan the binary's protocol conformances). Each function gets a section
# of its own, and GNU ld lays out the functions a session runs together, the status-bar modes' first, in
# the order of Scripts/release-function-order.txt (written by Scripts/generate-function-order.py), so
# fewer pages of code become resident; ld.bfd reads that order from a linker script
# (Scripts/release-linker-script.py, which also keeps the Swift compiler's writable `.rodata` inside
# RELRO). The executable is hardened as Debian builds its packages: position-independent (its code
# loads at a random address), full RELRO (relocations applied at start, then made read-only:
# `-z relro -z now`), a non-executable stack, and the C and C++ of the dependencies (BoringSSL among
# them) built with _FORTIFY_SOURCE and stack-clash protection. Its relative relocations are packed
# (`-z pack-relative-relocs`, DT_RELR, read by glibc 2.36 and later): the loader then reads a table of
# kilobytes instead of megabytes at every start. bench/README.md has what each costs.
# libstdc++ (which the Swift runtime is written in) is linked statically, as the runtime itself is: the
# loader then neither maps the shared library nor resolves its symbols, and only the parts used are
# linked (1.1 MB less resident in every mode). The Swift driver asks for `-lstdc++`; a linker script
# named libstdc++.so, found first on the search path, hands the linker the archive instead.
STATIC_CXX := $(CURDIR)/.build/static-libstdc++
# SwiftPM does not see the script as an input of the link: writing it removes the release binary, so the
# next release build links again.
RELEASE_LD_SCRIPT := $(CURDIR)/.build/release-link.ld
RELEASE_PREREQUISITES := $(STATIC_CXX)/libstdc++.so $(RELEASE_LD_SCRIPT)
RELEASE  := -c release --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic -Xswiftc -Osize \
            -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
            -Xcc -D_FORTIFY_SOURCE=2 -Xcc -fstack-clash-protection -Xcxx -D_FORTIFY_SOURCE=2 -Xcxx -fstack-clash-protection \
            -Xlinker -pie -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker noexecstack \
            -Xswiftc -Xfrontend -Xswiftc -function-sections \
            -Xswiftc -use-ld=bfd -Xlinker -z -Xlinker pack-relative-relocs -Xlinker -T -Xlinker $(RELEASE_LD_SCRIPT) \
            -Xswiftc -L$(STATIC_CXX)
# What `install-files` copies: the release binary by default (`make install-files BINARY=$(BIN)` for a debug one).
# It is installed stripped, as distributions install programs: the symbol table and debug sections are
# two thirds of the release binary's 82 MB and nothing the program reads when it runs.
BINARY   ?= .build/release/weathertui
STRIP    ?= strip
SHARE     = $(DESTDIR)$(PREFIX)/share
INSTALLED = $(DESTDIR)$(PREFIX)/bin/weathertui
MAN_PAGE  = $(SHARE)/man/man1/weathertui.1
BASH_COMPLETION = $(SHARE)/bash-completion/completions/weathertui
ZSH_COMPLETION  = $(SHARE)/zsh/site-functions/_weathertui
FISH_COMPLETION = $(SHARE)/fish/vendor_completions.d/weathertui.fish

.PHONY: all run demo build test unit-test server-test e2e-test bench bench-smoke bench-test sanitize sanitize-thread \
        sanitize-address release-test python-deps system-deps test-deps record-golden function-order install \
        install-files uninstall clean po po-check po-status localization-test

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
	$(MAKE) --no-print-directory po-check po-status localization-test server-test unit-test e2e-test bench-test bench-smoke

unit-test:
	$(SWIFT) test --skip-build

# The translations (docs/translating.md). `make po` merges po/en.po into every language's catalog
# (msgmerge) and writes the Swift the catalogs become; `make po-check` fails when a catalog fails
# `msgfmt --check`, lags po/en.po, or the committed Swift is not what the catalogs give; `make po-status`
# counts each language's translated, missing and fuzzy messages and names the missing ones.
po: test-deps
	python3 Scripts/localization update

po-check: test-deps
	python3 Scripts/localization check

po-status:
	python3 Scripts/localization status

localization-test: python-deps
	$(PYTHON) -m unittest discover -s Tests/Localization

server-test:
	$(PYTHON) -m unittest discover -s Tests/FakeServer

e2e-test:
	$(PYTHON) -m pytest -q Tests/EndToEnd

bench: python-deps $(RELEASE_PREREQUISITES)
	$(SWIFT) build $(RELEASE)
	$(PYTHON) bench/run_bench.py --binary .build/release/weathertui --readme README.md

# The smoke run fails on the deterministic bars (bytes per key and per refresh, no memory growth); its
# timings, taken on a debug build, are reported only.
# The README's performance table is the one `make bench` wrote, with a row for every bar.
bench-test: python-deps
	$(PYTHON) -m unittest discover -s Tests/Bench

bench-smoke:
	$(PYTHON) bench/run_bench.py --binary $(BIN) --smoke

$(STATIC_CXX)/libstdc++.so:
	@archive=$$(clang++ -print-file-name=libstdc++.a); test -f "$$archive" || { echo "libstdc++.a not found (g++'s libstdc++-dev)"; exit 1; }; \
	    mkdir -p $(dir $@) && echo "INPUT($$archive)" > $@

$(RELEASE_LD_SCRIPT): Scripts/release-function-order.txt Scripts/release-linker-script.py
	@mkdir -p $(dir $@)
	Scripts/release-linker-script.py Scripts/release-function-order.txt $@
	rm -f .build/release/weathertui

# Installs the release build into a scratch directory and checks that the installed binary is hardened
# (Tests/Release: the readelf checks of devscripts' hardening-check).
release-test: python-deps
	rm -rf .build/release-test
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/release-test PREFIX=/usr
	WEATHERTUI_INSTALLED=$(CURDIR)/.build/release-test/usr/bin/weathertui $(PYTHON) -m pytest -q Tests/Release

# The unit tests under ThreadSanitizer and AddressSanitizer (with LeakSanitizer), each in a build
# directory of its own; Tests/Sanitizers/lsan-suppressions.txt says which leaks are not ours.
sanitize: sanitize-thread sanitize-address

sanitize-thread:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

sanitize-address:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt \
	    $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Rewrites Scripts/release-function-order.txt from the release binary run under callgrind (needs valgrind).
function-order: python-deps $(RELEASE_PREREQUISITES)
	$(SWIFT) build $(RELEASE)
	$(PYTHON) Scripts/generate-function-order.py
	$(MAKE) --no-print-directory $(RELEASE_LD_SCRIPT)

# Rewrites the golden screens (a recording run passes unless a test fails for another reason, which
# then stops here) and lists the files that changed.
record-golden:
	RECORD_GOLDEN=1 $(SWIFT) test --filter GoldenScreenTests
	git status --short Tests/WeatherPresentationTests/Golden

install: system-deps $(RELEASE_PREREQUISITES)
	$(SWIFT) build $(RELEASE)
	$(MAKE) --no-print-directory install-files

# $(call install-completion,SHELL,FILE): the installed binary writes its own completion script
# (swift-argument-parser's generator), through a temporary file so a failure leaves nothing half-written.
define install-completion
	install -d $(dir $(2))
	$(INSTALLED) --generate-completion-script $(1) > $(2).tmp || { rm -f $(2).tmp; exit 1; }
	chmod 644 $(2).tmp && mv -f $(2).tmp $(2)
endef

install-files:
	install -D -m 755 -s --strip-program=$(STRIP) $(BINARY) $(INSTALLED)
	install -D -m 644 Resources/demo/open-meteo-seoul.json $(SHARE)/weathertui/demo/open-meteo-seoul.json
	install -D -m 644 Documentation/weathertui.1 $(MAN_PAGE)
	$(call install-completion,bash,$(BASH_COMPLETION))
	$(call install-completion,zsh,$(ZSH_COMPLETION))
	$(call install-completion,fish,$(FISH_COMPLETION))

uninstall:
	rm -f $(INSTALLED) $(MAN_PAGE) $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION)
	rm -rf $(SHARE)/weathertui

clean:
	rm -rf .build $(VENV)
