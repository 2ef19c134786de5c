# IntentFlow — the two commands in the README start here.
#   make demo   builds the intentflow CLI and runs it
#   make test   runs the whole test suite and the repository's own drift checks
SWIFT ?= swift
DEMO_DIR ?= .build/demo

.PHONY: demo test deps build bench fuzz

deps:
	@Scripts/bootstrap.sh

build: deps
	$(SWIFT) build

demo: build
	$(SWIFT) run intentflow --version

test: deps
	$(SWIFT) build
	$(SWIFT) test
	@Scripts/check-repo.sh

bench: deps
	$(SWIFT) run -c release intentflow-bench

fuzz: deps
	@Scripts/fuzz.sh
