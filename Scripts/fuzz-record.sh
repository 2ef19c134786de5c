#!/usr/bin/env bash
# Builds and runs the libFuzzer target for the record of what was generated (Fuzz/RecordFuzzer): each input is the
# text of a .intentflow/generated.lock, which a cloned repository may fill with anything.
#   Scripts/fuzz-record.sh [seconds]     (default 300; the corpus grows in .build/fuzz/record/corpus)
# The modules are built as Scripts/fuzz-mcp.sh builds them (ASan and coverage), in the same scratch directory, so
# running one script after the other builds them once.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
out=.build/fuzz/record
scratch=.build/fuzz/mcp-build
mkdir -p "$out/corpus" "$out/artifacts"

ASAN_OPTIONS=detect_leaks=0 swift build --scratch-path "$scratch" --target IntentFlowMCP --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
debug="$scratch/debug"
objects=()
for target in IntentFlowText IntentFlowManifest IntentFlowTemplates IntentFlowProject IntentFlowTokenizerVocabularies \
    IntentFlowTokenizer IntentFlowCheck \
    IntentFlowContext IntentFlowGenerate; do
    objects+=("$debug/$target.build/"*.o)
done
libs=$(pkg-config --libs yaml-0.1 libpcre2-8 zlib 2>/dev/null || echo "-lyaml -lpcre2-8 -lz")
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -g \
    -module-name RecordFuzzer -I "$debug/Modules" \
    -Xcc -fmodule-map-file=Sources/CYAML/module.modulemap -Xcc -fmodule-map-file=Sources/CPCRE2/module.modulemap \
    -Xcc -fmodule-map-file=Sources/CZlib/module.modulemap \
    -Xcc -fmodule-map-file="$debug/IntentFlowTokenizerVocabularies.build/module.modulemap" \
    -Xcc -I -Xcc Sources/IntentFlowTokenizerVocabularies/include \
    Fuzz/RecordFuzzer/RecordFuzzer.swift "${objects[@]}" $libs -o "$out/record-fuzzer"

"$out/record-fuzzer" "$out/corpus" Fuzz/RecordFuzzer/seed \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/"
