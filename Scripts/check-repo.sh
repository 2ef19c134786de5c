#!/usr/bin/env bash
# The repository's own drift checks, run by `make test` after the suite: the manifests are valid, the examples stay
# as generated from them, the agent surfaces stay current, and the code passes the architecture rules.
set -euo pipefail
cd "$(dirname "$0")/.."
intentflow=".build/debug/intentflow"
step() { echo "check-repo: $*"; "$intentflow" "$@"; }
step validate .intentflow
step generate .intentflow --check
step agents --check
step check --strict
step pack validate .intentflow/packs/acme
echo "check-repo: ok"
