#!/usr/bin/env bash
# The repository's own drift checks, run by `make test` after the suite: the manifests are valid, the examples stay
# as generated from them, the agent surfaces stay current, and the code passes the architecture rules.
set -euo pipefail
cd "$(dirname "$0")/.."
intentflow=".build/debug/intentflow"
step() { echo "check-repo: $*"; "$intentflow" "$@"; }
# The toolchain floor is stated twice, in Package.swift and in README; they must agree.
tools=$(sed -n '1s|^// swift-tools-version: *\([0-9.]*\).*|\1|p' Package.swift)
if ! grep -q "^Requirements: Swift $tools or later" README.md; then
    echo "check-repo: README's 'Requirements: Swift X.Y or later' does not say $tools, as Package.swift's swift-tools-version does" >&2
    exit 1
fi
# Every module a target imports is declared for it in Package.swift.
Scripts/check-imports.py
# The tooling modules have no Swift API (Docs/Architecture.md, "API stance"): no public or open declaration.
tooling="IntentFlowManifest IntentFlowTemplates IntentFlowContext IntentFlowCheck IntentFlowGenerate IntentFlowMutate"
tooling="$tooling IntentFlowMCP IntentFlowCLI IntentFlowTokenizer IntentFlowText IntentFlowProject"
if grep -rnE '^\s*((@[A-Za-z]+|nonisolated|final)\s+)*(public\s|open\s+(class|func|var|subscript))' --include='*.swift' \
    $(printf 'Sources/%s ' $tooling) >&2; then
    echo "check-repo: the declarations above are public in a tooling module; use package access" >&2
    exit 1
fi
# Sources are formatted by the pinned configuration (.swift-format, swift-format of the toolchain), no line longer
# than 120 columns.
swift format lint --strict --configuration .swift-format --recursive Sources
python3 - <<'PY'
import pathlib, sys
long = [f"{p}:{n}" for p in sorted(pathlib.Path("Sources").rglob("*.swift"))
        for n, line in enumerate(p.read_text(encoding="utf-8").split("\n"), 1) if len(line) > 120]
if long:
    sys.exit("check-repo: lines over 120 columns:\n" + "\n".join(long))
PY
step validate .intentflow
# Every feature keeps at least this share of its (state, signal) pairs covered (raise it as traces are added).
step coverage .intentflow --min 15
step generate .intentflow --check
step agents --check
step check --strict
step pack validate .intentflow/packs/acme
# The default pack renders its fixtures as their snapshots say; after a template change: pack test ./Templates --update
step pack test ./Templates
echo "check-repo: ok"
