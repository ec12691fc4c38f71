# weathertui — `make run` starts the app, `make test` runs every test. See README.md and docs/contributing.md.
SWIFT    ?= swift
PREFIX   ?= /usr/local
ARGS     ?=
VENV     := .venv
PYTHON   := $(VENV)/bin/python
BIN      := .build/debug/weathertui
E2E_WORKERS ?= 2
# The version and homepage (VERSION=, HOMEPAGE=): the man page, the package and the tarball are named by them.
include VERSION
# Where `make deb` and `make dist` write the package and the tarball.
DEBDIR   ?= dist
DISTDIR  ?= dist
DEB       = $(DEBDIR)/weathertui_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb
TARBALL   = $(DISTDIR)/weathertui-$(VERSION)-linux-$(shell uname -m).tar.gz

# The release build, and what each flag is for:
# - `--static-swift-stdlib`: the Swift runtime and FoundationEssentials linked in, so the binary runs
#   without a Swift toolchain; `--disable-local-rpath`: then it needs no $ORIGIN runpath, and the loader
#   looks for no library beside it.
# - `--no-export-dynamic`: no exported symbols, whose tables the loader would read at every start.
# - `-Osize`: optimised for size, as less code then becomes resident.
# - `-disable-concrete-type-metadata-mangled-name-accessors`: concrete generic types are reached through
#   their metadata accessors, so the runtime need not demangle their names and scan the conformances.
# - `-disable-preallocated-instantiation-caches`: the runtime makes a conformance's or a generic type's
#   instantiation cache when the program first uses it, instead of the compiler reserving one in `.bss`
#   for each of those built here, used or not (the toolchain's prebuilt libraries keep theirs): a run
#   touched them spread over many pages of `.bss`, one page fault each.
# - Hardened as Debian builds its packages: `-pie` (the code loads at a random address), full RELRO
#   (`-z relro -z now`: relocations applied at start, then made read-only), `-z noexecstack`, and the C
#   and C++ of the dependencies (BoringSSL among them) built with `_FORTIFY_SOURCE` (checked copies where
#   a buffer's size is known) and `-fstack-clash-protection` (the stack probed as it grows).
# - `-use-ld=bfd -z pack-relative-relocs`: ld.bfd packs the relative relocations (DT_RELR, read by glibc
#   2.36 and later), so the loader reads a small table at every start instead of a large one; gold
#   cannot, and lld keeps much more of the toolchain's archives.
# - `-function-sections`, and Scripts/release-link.ld: each function in a section of its own, which
#   --gc-sections drops when unused, and the functions a session runs laid out together, the status-bar
#   modes' first, in the order of Scripts/release-function-order.txt (written by
#   Scripts/generate-function-order.py under callgrind, `make function-order`): fewer pages of code
#   become resident. The script also keeps the read-only data the Swift compiler marks writable inside
#   RELRO. ld reads the order from .build/release-link/, made from the order file by the rule below.
# - libstdc++ (which the Swift runtime is written in) linked statically, as the runtime itself is: the
#   loader then neither maps the shared library nor resolves its symbols, and only the parts used are
#   linked. The Swift driver asks for `-lstdc++`; a linker script named libstdc++.so, found first on
#   the search path ($(STATIC_CXX)), hands the linker the archive instead.
# Without the order a status bar's fresh `--format` outgrows its memory bar, and without the static
# libstdc++ it sits on the bar (bench/README.md has the figures).
STATIC_CXX   := $(CURDIR)/.build/static-libstdc++
RELEASE_LINK := $(CURDIR)/.build/release-link
RELEASE_PREREQUISITES := $(STATIC_CXX)/libstdc++.so $(RELEASE_LINK)/release-function-order.ld
RELEASE  := -c release --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic -Xswiftc -Osize \
            -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
            -Xswiftc -Xfrontend -Xswiftc -disable-preallocated-instantiation-caches \
            -Xcc -D_FORTIFY_SOURCE=2 -Xcc -fstack-clash-protection -Xcxx -D_FORTIFY_SOURCE=2 -Xcxx -fstack-clash-protection \
            -Xlinker -pie -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker noexecstack \
            -Xswiftc -Xfrontend -Xswiftc -function-sections \
            -Xswiftc -use-ld=bfd -Xlinker -z -Xlinker pack-relative-relocs \
            -Xlinker -L -Xlinker $(RELEASE_LINK) -Xlinker -T -Xlinker $(CURDIR)/Scripts/release-link.ld \
            -Xswiftc -L$(STATIC_CXX)
# What `install-files` copies: the release binary by default (`make install-files BINARY=$(BIN)` for a debug one).
# It is installed stripped, as Debian's dh_strip strips programs: the symbol table, the debug sections
# (two thirds of the release binary) and the compilers' .comment and .note notes are nothing the program
# reads when it runs.
BINARY   ?= .build/release/weathertui
STRIP    ?= strip
SHARE     = $(DESTDIR)$(PREFIX)/share
INSTALLED = $(DESTDIR)$(PREFIX)/bin/weathertui
MAN_PAGE  = $(SHARE)/man/man1/weathertui.1
BASH_COMPLETION = $(SHARE)/bash-completion/completions/weathertui
ZSH_COMPLETION  = $(SHARE)/zsh/site-functions/_weathertui
FISH_COMPLETION = $(SHARE)/fish/vendor_completions.d/weathertui.fish
# The systemd user unit of `weathertui watch`, with the installed binary's path in it.
USER_UNIT = $(DESTDIR)$(PREFIX)/lib/systemd/user/weathertui-watch.service

.PHONY: all run demo build test unit-test server-test e2e-test bench bench-smoke bench-test sanitize sanitize-thread \
        sanitize-address sanitize-thread-threaded release release-test package-test python-deps system-deps test-deps package-deps \
        package-test-deps record-golden function-order install install-files uninstall deb dist clean \
        po po-check po-status localization-test docs-test generated-test man

all: build

system-deps:
	@Scripts/ensure-system-deps.sh

test-deps:
	@Scripts/ensure-system-deps.sh --tests

# Debian's packaging tools (dpkg-dev), and lintian for the package's tests.
package-deps:
	@Scripts/ensure-system-deps.sh --package

package-test-deps:
	@Scripts/ensure-system-deps.sh --package --tests --package-tests

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
	$(MAKE) --no-print-directory po-check po-status localization-test docs-test generated-test server-test unit-test e2e-test bench-test bench-smoke

unit-test:
	$(SWIFT) test --skip-build

# The translations (docs/translating.md). `make po` merges po/en.po into every language's catalog
# (msgmerge; the build writes the Swift the catalogs become); `make po-check` fails when a catalog fails
# `msgfmt --check`, lags po/en.po, or holds what the build's generator would refuse; `make po-status`
# counts each language's translated, missing and fuzzy messages and names the missing ones.
po: test-deps
	python3 Scripts/localization update

po-check: test-deps
	python3 Scripts/localization check

po-status:
	python3 Scripts/localization status

localization-test: python-deps
	$(PYTHON) -m unittest discover -s Tests/Localization

# The man page, Documentation/weathertui.1, written from its template (Documentation/weathertui.1.in) by
# Sources/ManPageGenerator: the options from the argument parser's own account of them, the keys, the
# services' variables and the files from the app's tables (docs/contributing.md). ManPageTests fails
# while the committed page is not what this writes.
man: build
	$(BIN) --experimental-dump-help > .build/weathertui-help.json
	.build/debug/ManPageGenerator .build/weathertui-help.json Documentation/weathertui.1.in Documentation/weathertui.1

# The tables a script writes (Sources/<module>/Generated/) say how to regenerate them, are marked
# linguist-generated, and are what their scripts write on this machine (Tests/Generated).
generated-test:
	python3 -m unittest discover -s Tests/Generated

# The README stays a front door (at most 250 lines, opening with `make run` and `make test`), and the
# links between it, docs/ and bench/README.md lead somewhere (Tests/Docs).
docs-test: python-deps
	$(PYTHON) -m unittest discover -s Tests/Docs

server-test:
	$(PYTHON) -m unittest discover -s Tests/FakeServer

# The end-to-end tests, E2E_WORKERS at a time (pytest-xdist); a module's tests share one worker and its server.
e2e-test:
	$(PYTHON) -m pytest -q -n $(E2E_WORKERS) --dist loadfile Tests/EndToEnd

bench: python-deps release
	$(PYTHON) bench/run_bench.py --binary .build/release/weathertui --readme bench/README.md

# The smoke run fails on the deterministic bars (bytes per key and per refresh, no memory growth); its
# timings, taken on a debug build, are reported only.
# bench/README.md's performance table is the one `make bench` wrote, with a row for every bar.
bench-test: python-deps
	$(PYTHON) -m unittest discover -s Tests/Bench

bench-smoke:
	$(PYTHON) bench/run_bench.py --binary $(BIN) --smoke

$(STATIC_CXX)/libstdc++.so:
	@archive=$$(clang++ -print-file-name=libstdc++.a); test -f "$$archive" || { echo "libstdc++.a not found (g++'s libstdc++-dev)"; exit 1; }; \
	    mkdir -p $(dir $@) && echo "INPUT($$archive)" > $@

# SwiftPM does not see the linker scripts as inputs of the link: writing the order removes the release
# binary, so the next release build links again.
$(RELEASE_LINK)/release-function-order.ld: Scripts/release-function-order.txt Scripts/release-link.ld
	@mkdir -p $(dir $@)
	sed -n 's/^\(\.text\.[A-Za-z0-9_.$$]*\)$$/*(\1)/p' $< > $@
	rm -f .build/release/weathertui

# The release binary: built once, then installed, packaged and measured as it is.
release: system-deps $(RELEASE_PREREQUISITES)
	$(SWIFT) build $(RELEASE)

# The end-to-end tests an installed release binary runs (WEATHERTUI_BIN): the command line, the
# version, a dashboard that loads and one that needs no network, the requests a warning service gets.
SMOKE_TESTS := Tests/EndToEnd/test_cli.py Tests/EndToEnd/test_version.py Tests/EndToEnd/test_warnings.py \
               Tests/EndToEnd/test_dashboard.py::test_first_load_shows_spinner_then_dashboard \
               Tests/EndToEnd/test_dashboard.py::test_demo_needs_no_network

# Installs the release build into a scratch directory with `make install`, checks that the installed
# binary is hardened (Tests/Release/test_hardening.py: the readelf checks of devscripts' hardening-check)
# that the function order still names the code (Tests/Release/test_function_order.py) and that it needs
# no library only `watch` uses (Tests/Release/test_loaded_libraries.py), and runs the smoke tests on it.
release-test: python-deps
	rm -rf .build/release-test
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/release-test PREFIX=/usr
	WEATHERTUI_INSTALLED=$(CURDIR)/.build/release-test/usr/bin/weathertui \
	    $(PYTHON) -m pytest -q Tests/Release/test_hardening.py Tests/Release/test_function_order.py Tests/Release/test_loaded_libraries.py
	WEATHERTUI_BIN=$(CURDIR)/.build/release-test/usr/bin/weathertui $(PYTHON) -m pytest -q $(SMOKE_TESTS)

# The Debian package and the release tarball of the release build (Scripts/build-deb.sh, build-dist.sh).
deb: release package-deps
	Scripts/build-deb.sh $(DEBDIR)

dist: release package-deps
	Scripts/build-dist.sh $(DISTDIR)

# The package and the tarball as built (contents, Depends, licences, lintian), then the package
# installed on this machine with apt, its binary hardened and smoke-tested, and removed with dpkg -r
# (Tests/Release/test_package_install.py: needs root or password-less sudo, and no weathertui installed).
package-test: package-test-deps python-deps
	WEATHERTUI_DEB=$(DEB) WEATHERTUI_TARBALL=$(TARBALL) SMOKE_TESTS="$(SMOKE_TESTS)" \
	    $(PYTHON) -m pytest -q Tests/Release/test_package.py Tests/Release/test_dist.py Tests/Release/test_package_install.py

# The unit tests under ThreadSanitizer and AddressSanitizer (with LeakSanitizer), each in a build
# directory of its own; Tests/Sanitizers/lsan-suppressions.txt says which leaks are not ours.
sanitize: sanitize-thread sanitize-address

sanitize-thread:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

# The suites where the app's threads meet (the data source and its feeds, the cache, its writer and its
# locks, the HTTP client) under ThreadSanitizer, in the same build directory: what CI runs.
THREADED_SUITES := WeatherDataSource|ForecastFailover|WarningsFeed|NormalsFeed|PlacesLoader|PlaceSetLoad|CacheWriter|ReportStore|RecentPlaces|CommandLineMemo|FetchCoordination|HTTPClient
sanitize-thread-threaded:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(THREADED_SUITES)'

sanitize-address:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt \
	    $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Rewrites Scripts/release-function-order.txt from the release binary run under callgrind (needs valgrind),
# then links the release build in the new order. The binary profiled is linked without an order: valgrind
# names only the functions inside `.text`, so those an order had moved into `.text.ordered` would run
# unnamed and drop out of the new list.
function-order: python-deps system-deps $(STATIC_CXX)/libstdc++.so
	@mkdir -p $(RELEASE_LINK)
	: > $(RELEASE_LINK)/release-function-order.ld
	rm -f .build/release/weathertui
	$(SWIFT) build $(RELEASE)
	$(PYTHON) Scripts/generate-function-order.py
	$(MAKE) --no-print-directory release

# Rewrites the golden screens (a recording run passes unless a test fails for another reason, which
# then stops here) and lists the files that changed.
record-golden:
	RECORD_GOLDEN=1 $(SWIFT) test --filter GoldenScreenTests
	git status --short Tests/WeatherPresentationTests/Golden

install: release
	$(MAKE) --no-print-directory install-files

# $(call install-completion,SHELL,FILE): the installed binary writes its own completion script
# (swift-argument-parser's generator), through a temporary file so a failure leaves nothing half-written.
# A shell sources the script: the generator's `#!` line is dropped.
define install-completion
	install -d $(dir $(2))
	$(INSTALLED) --generate-completion-script $(1) > $(2).tmp || { rm -f $(2).tmp; exit 1; }
	sed -i '1{/^#!/d}' $(2).tmp && chmod 644 $(2).tmp && mv -f $(2).tmp $(2)
endef

install-files:
	install -D -m 755 $(BINARY) $(INSTALLED)
	$(STRIP) --strip-all --remove-section=.comment --remove-section=.note $(INSTALLED)
	install -D -m 644 Resources/demo/open-meteo-seoul.json $(SHARE)/weathertui/demo/open-meteo-seoul.json
	install -D -m 644 Resources/basemap.bin $(SHARE)/weathertui/basemap.bin
	install -d $(dir $(MAN_PAGE))
	sed '/^\.TH /s/ weathertui "User Commands"$$/ "weathertui $(VERSION)" "User Commands"/' Documentation/weathertui.1 > $(MAN_PAGE).tmp
	grep -q '^\.TH .* "weathertui $(VERSION)" ' $(MAN_PAGE).tmp || { rm -f $(MAN_PAGE).tmp; echo "Documentation/weathertui.1: no .TH line to put the version in"; exit 1; }
	chmod 644 $(MAN_PAGE).tmp && mv -f $(MAN_PAGE).tmp $(MAN_PAGE)
	$(call install-completion,bash,$(BASH_COMPLETION))
	$(call install-completion,zsh,$(ZSH_COMPLETION))
	$(call install-completion,fish,$(FISH_COMPLETION))
	install -d $(dir $(USER_UNIT))
	sed 's|@BINARY@|$(PREFIX)/bin/weathertui|' packaging/weathertui-watch.service > $(USER_UNIT).tmp
	chmod 644 $(USER_UNIT).tmp && mv -f $(USER_UNIT).tmp $(USER_UNIT)

uninstall:
	rm -f $(INSTALLED) $(MAN_PAGE) $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION) $(USER_UNIT)
	rm -rf $(SHARE)/weathertui

clean:
	rm -rf .build $(VENV) dist
