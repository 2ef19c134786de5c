#!/usr/bin/env bash
# Fuzzes the Mustache template parser (and the renderer on what parses) with libFuzzer.
#
# usage: Scripts/fuzz-templates.sh [seconds=60] [extra libFuzzer flags…]
#
# Builds Fuzz/.build/template-parser-fuzzer from the sources of IntentFlowTemplates plus
# Fuzz/TemplateParserFuzzer/*.swift (IntentFlowText, which the engine imports, as an instrumented library beside it) with -sanitize=fuzzer,address, then runs it for the given time on a working
# corpus (Fuzz/corpus-templates/, git-ignored) seeded from Fuzz/TemplateParserFuzzer/seed/. One job only: the
# machine's cores are shared. Crashes are written to Fuzz/.build/artifacts/ and end the run with a non-zero status.
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/Fuzz/.build"
corpus="$root/Fuzz/corpus-templates"
mkdir -p "$build/artifacts" "$corpus"

# Compile a snapshot of the sources, so editing them while the fuzzer builds cannot break the build.
snapshot="$build/sources"
rm -rf "$snapshot" && mkdir -p "$snapshot"
mkdir -p "$snapshot/text" "$build/modules"
cp "$root"/Sources/IntentFlowTemplates/*.swift "$root"/Fuzz/TemplateParserFuzzer/*.swift "$snapshot/"
cp "$root"/Sources/IntentFlowText/*.swift "$snapshot/text/"
swiftc -sanitize=address -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -parse-as-library \
    -swift-version 6 -O -g -module-name IntentFlowText -package-name IntentFlow -emit-library -static \
    -emit-module -emit-module-path "$build/modules/IntentFlowText.swiftmodule" \
    "$snapshot"/text/*.swift -o "$build/libIntentFlowText.a"
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
    -module-name IntentFlowTemplates -package-name IntentFlow "$snapshot"/*.swift \
    -I "$build/modules" -L "$build" -lIntentFlowText -o "$build/template-parser-fuzzer"

exec "$build/template-parser-fuzzer" "$corpus" "$root/Fuzz/TemplateParserFuzzer/seed" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$@"
