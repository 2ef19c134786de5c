#!/usr/bin/env bash
# Builds and runs the libFuzzer target for the MCP server's JSON-RPC input (Fuzz/MCPServerFuzzer): each input is the
# lines a client sends, handed to MCPServer.handle one by one in this process.
#   Scripts/fuzz-mcp.sh [seconds]        (default 300; the corpus grows in .build/fuzz/mcp/corpus)
# IntentFlowMCP and the modules it depends on are built by SwiftPM in a scratch directory of their own, with ASan and
# libFuzzer's coverage instrumentation; the fuzzer's entry point is then linked against their object files.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
out=.build/fuzz/mcp
scratch=.build/fuzz/mcp-build
mkdir -p "$out/corpus" "$out/artifacts"

# The build runs the default pack's embedding tool, built with ASan too; its data live until it exits, which
# LeakSanitizer would report as leaks and fail the build.
ASAN_OPTIONS=detect_leaks=0 swift build --scratch-path "$scratch" --target IntentFlowMCP --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
debug="$scratch/debug"
objects=()
for target in IntentFlowText IntentFlowManifest IntentFlowTemplates IntentFlowProject IntentFlowTokenizerVocabularies \
    IntentFlowTokenizer IntentFlowCheck \
    IntentFlowContext IntentFlowGenerate IntentFlowMutate IntentFlowMCP; do
    objects+=("$debug/$target.build/"*.o)
done
libs=$(pkg-config --libs yaml-0.1 libpcre2-8 zlib 2>/dev/null || echo "-lyaml -lpcre2-8 -lz")
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -g \
    -module-name MCPServerFuzzer -I "$debug/Modules" \
    -Xcc -fmodule-map-file=Sources/CYAML/module.modulemap -Xcc -fmodule-map-file=Sources/CPCRE2/module.modulemap \
    -Xcc -fmodule-map-file=Sources/CZlib/module.modulemap \
    -Xcc -fmodule-map-file="$debug/IntentFlowTokenizerVocabularies.build/module.modulemap" \
    -Xcc -I -Xcc Sources/IntentFlowTokenizerVocabularies/include \
    Fuzz/MCPServerFuzzer/MCPServerFuzzer.swift "${objects[@]}" $libs -o "$out/mcp-fuzzer"

# Leak detection is off, per input and at exit: the default pack, parsed once and kept for the process, holds `when:`
# expressions (enum payloads in boxes) that LeakSanitizer reports as directly leaked — most likely because Swift keeps
# enum tags in the spare bits of those pointers, which LeakSanitizer does not follow. ASan's memory errors are still
# caught.
ASAN_OPTIONS=detect_leaks=0 "$out/mcp-fuzzer" "$out/corpus" Fuzz/MCPServerFuzzer/seed -dict=Fuzz/MCPServerFuzzer/mcp.dict \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="$out/artifacts/"
