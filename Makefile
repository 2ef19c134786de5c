# IntentFlow — the two commands in the README start here.
#   make demo   builds the intentflow CLI and walks through a feature in a scratch project (.build/demo)
#   make test   runs the whole test suite, the MCP server's client tests (official Python SDK, installed into
#               .build/venv on first run) and the repository's own drift checks
SWIFT ?= swift
DEMO_DIR ?= .build/demo

.PHONY: demo test deps build bench fuzz stress stress-tsan release release-check scratch-package

deps:
	@Scripts/bootstrap.sh

build: deps
	$(SWIFT) build

demo: build
	@DEMO_DIR=$(DEMO_DIR) Scripts/demo.sh

test: deps
	$(SWIFT) build
	$(SWIFT) test
	@# The benchmarks are out of the default build (Package.swift): compiled here once so they never rot.
	INTENTFLOW_BENCH=1 $(SWIFT) build --product intentflow-bench
	@Scripts/mcp-client-tests.sh
	@Scripts/check-repo.sh
	@Scripts/scratch-package.sh
	$(SWIFT) run intentflow-stress --scale 0.05 --seconds 10
	@$(MAKE) --no-print-directory stress-tsan STRESS_SCALE=0.05

# The runtime's concurrency guarantees under load, in a release build; counts per property, exit 1 on a violation.
# STRESS_SCALE multiplies every property's rounds (default 1); STRESS_SECONDS bounds each property (default 60).
STRESS_SCALE ?= 1
STRESS_SECONDS ?= 60
stress: deps
	$(SWIFT) run -c release intentflow-stress --scale $(STRESS_SCALE) --seconds $(STRESS_SECONDS)

# The same under ThreadSanitizer: only the runtime and the stress tool are built with it (a separate build
# directory), so it fits in CI; a data race fails the run.
stress-tsan: deps
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan --product intentflow-stress
	TSAN_OPTIONS=halt_on_error=1 .build/tsan/debug/intentflow-stress --scale $(STRESS_SCALE) --seconds 20

# dist/intentflow: a release build with the Swift runtime, Foundation, libyaml, PCRE2 and zlib linked in statically
# (a universal binary on macOS), so a copy runs alone on a machine with the same C library; and
# dist/intentflow.artifactbundle.zip, the SwiftPM artifact bundle around it. Scripts/release.sh says how.
release: deps
	@Scripts/release.sh

# What CI runs once after `make test`: the release build, then the copied binary from an empty directory.
release-check: release
	@Scripts/release-check.sh

# A package that depends on this one by path: the command plugin, a public feature module used from another module,
# and the build-tool plugin (also part of `make test`).
scratch-package: deps
	@Scripts/scratch-package.sh

# The benchmarks that run the CLI as a process use the release intentflow beside intentflow-bench: build it too, so
# they never time a stale binary (`swift run` builds only the product it runs). INTENTFLOW_BENCH=1 adds the benchmark
# targets, which a plain `swift build` leaves out (Package.swift); BENCH names some (`make bench BENCH="generate"`).
bench: deps
	$(SWIFT) build -c release --product intentflow
	INTENTFLOW_BENCH=1 $(SWIFT) run -c release intentflow-bench $(BENCH)

# FUZZ_SECONDS per target (default 300).
fuzz: deps
	@Scripts/fuzz-templates.sh $(FUZZ_SECONDS)
	@Scripts/fuzz-manifests.sh $(FUZZ_SECONDS)
	@Scripts/fuzz-mcp.sh $(FUZZ_SECONDS)
