# IntentFlow — the two commands in the README start here.
#   make demo   builds the intentflow CLI and walks through a feature in a scratch project (.build/demo)
#   make test   runs the whole test suite, the MCP server's client tests (official Python SDK, installed into
#               .build/venv on first run) and the repository's own drift checks
SWIFT ?= swift
DEMO_DIR ?= .build/demo

.PHONY: demo test deps build bench fuzz

deps:
	@Scripts/bootstrap.sh

build: deps
	$(SWIFT) build

demo: build
	@DEMO_DIR=$(DEMO_DIR) Scripts/demo.sh

test: deps
	$(SWIFT) build
	$(SWIFT) test
	@Scripts/mcp-client-tests.sh
	@Scripts/check-repo.sh

bench: deps
	$(SWIFT) run -c release intentflow-bench

# FUZZ_SECONDS per target (default 300).
fuzz: deps
	@Scripts/fuzz-templates.sh $(FUZZ_SECONDS)
	@Scripts/fuzz-manifests.sh $(FUZZ_SECONDS)
