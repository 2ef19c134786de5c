#!/usr/bin/env bash
# `make demo`: what a new user does on day one, in a scratch project under .build/demo. Scaffolds a feature in AI
# mode, validates its manifest, writes every agent's instruction files, prints a whole ai-context bundle at a small
# budget (what the budget keeps and what it leaves out) and checks the code against the manifest.
set -euo pipefail
cd "$(dirname "$0")/.."
intentflow="$PWD/.build/debug/intentflow"
demo="${DEMO_DIR:-.build/demo}"
rm -rf "$demo"
mkdir -p "$demo/.intentflow"
cd "$demo"
run() { printf '\n$ intentflow %s\n' "$*"; "$intentflow" "$@"; }
run --version
run feature Checkout --mode ai --ui swiftui
run validate Sources/Checkout/Checkout.intentflow.yaml
run agents
run ai-context Sources/Checkout/Checkout.intentflow.yaml --tool codex --budget 600
run check
printf '\nThe demo project is in %s.\n' "$demo"
