#!/usr/bin/env bash
# Builds and runs the libFuzzer target for manifest loading and acceptance-trace parsing.
#   Scripts/fuzz-manifests.sh [seconds]        (default 300; the corpus grows in .build/fuzz/manifests/corpus)
# IntentFlowManifest's sources are compiled directly into the fuzzer with ASan and libFuzzer instrumentation.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
out=.build/fuzz/manifests
mkdir -p "$out/corpus" "$out/artifacts" "$out/modules"

# IntentFlowManifest imports IntentFlowText (SourceLocation, the JSON value): built first as a static library of its
# own module, with the same instrumentation.
swiftc -sanitize=address -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -parse-as-library \
    -swift-version 6 -O -g -module-name IntentFlowText -package-name IntentFlow -emit-library -static \
    -emit-module -emit-module-path "$out/modules/IntentFlowText.swiftmodule" \
    Sources/IntentFlowText/*.swift -o "$out/libIntentFlowText.a"

cflags=$(pkg-config --cflags yaml-0.1 2>/dev/null || true)
libs=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
# shellcheck disable=SC2046,SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
    -module-name ManifestFuzzer -package-name IntentFlow \
    -Xcc -fmodule-map-file=Sources/CYAML/module.modulemap -I Sources/CYAML $(for f in $cflags; do echo "-Xcc $f"; done) \
    $(find Sources/IntentFlowManifest -name '*.swift' | sort) Fuzz/ManifestFuzzer/ManifestFuzzer.swift \
    -I "$out/modules" -L "$out" -lIntentFlowText $libs -o "$out/manifest-fuzzer"

# Seed the corpus with the repository's and the tests' manifests; Fuzz/ManifestFuzzer/seed adds what those lack
# (the `undeclared:` list and its errors, and a bare entry for its parser).
for seed in .intentflow/*.intentflow.yaml Tests/Fixtures/manifests/*.yaml; do
    [ -f "$seed" ] && cp "$seed" "$out/corpus/seed-$(basename "$seed")"
done

"$out/manifest-fuzzer" "$out/corpus" Fuzz/ManifestFuzzer/seed -dict=Fuzz/ManifestFuzzer/manifest.dict -max_total_time="$seconds" \
    -max_len=8192 -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/artifacts/"
