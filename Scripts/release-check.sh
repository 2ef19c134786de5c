#!/usr/bin/env bash
# Checks what `make release` wrote (CI runs it once, after `make test`): dist/intentflow links no Swift, libyaml,
# PCRE2 or zlib library dynamically and holds no ICU data; copied alone into an empty directory and run with an empty environment, it
# validates a manifest, reports a broken one with a located error, and generates a feature from its embedded
# templates; the artifact bundle's info.json names it.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=dist/intentflow
fail() { echo "release-check: FAILED: $*" >&2; exit 1; }
[ -x "$binary" ] || fail "$binary is missing: run make release"

if [ "$(uname)" != Darwin ]; then
    libraries=$(ldd "$binary" || true)
    echo "$libraries"
    if echo "$libraries" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libyaml|libpcre2|libz\.'; then
        fail "$binary links the libraries above dynamically"
    fi
fi

# The tooling imports FoundationEssentials on Linux: the full Foundation would link ICU's data (about 45 MB) into the
# binary. One plain `import Foundation` in a tooling file, or one Foundation-only API, brings it back.
if [ "$(uname)" != Darwin ] && grep -a -q 'icudt[0-9]*[lb]' "$binary"; then
    fail "$binary holds ICU's data: a tooling file imports the full Foundation (import FoundationEssentials on Linux)"
fi

empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT
cp "$binary" "$empty/intentflow"
cp .intentflow/login.intentflow.yaml "$empty/"
run() { (cd "$empty" && env -i PATH=/usr/bin:/bin ./intentflow "$@"); }
run --version
run validate login.intentflow.yaml || fail "the copied binary does not validate a manifest"
printf 'schemaVersion: "0.2"\nfeature: Login\nmode: core\nstates: [idle]\naccess: open\n' >"$empty/broken.intentflow.yaml"
status=0
report=$(run validate broken.intentflow.yaml 2>&1) || status=$?
[ "$status" = 1 ] || fail "a broken manifest exited $status, not 1: $report"
echo "$report" | grep -q '^broken.intentflow.yaml:5:9: error: ' || fail "no located error: $report"
run feature Checkout --mode ai >/dev/null || fail "the copied binary does not generate a feature"
[ -f "$empty/Sources/Checkout/CheckoutFlow.swift" ] || fail "generate wrote no flow"

bundle=dist/intentflow.artifactbundle
[ -f "$bundle.zip" ] || fail "$bundle.zip is missing"
python3 - "$bundle" <<'PY'
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["intentflow"]
assert artifact["type"] == "executable", artifact
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), f"{path} is not an executable"
    assert variant["supportedTriples"], variant
print(f"release-check: {bundle}: intentflow {artifact['version']}, {len(artifact['variants'])} variant(s)")
PY
# The listing is read whole first: `grep -q` stopping early under pipefail would fail the pipe with SIGPIPE.
listing=$(unzip -l "$bundle.zip")
grep -q 'intentflow.artifactbundle/info.json' <<<"$listing" || fail "the zip holds no info.json"
echo "release-check: ok ($(wc -c <"$binary") bytes)"
