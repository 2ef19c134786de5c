#!/usr/bin/env bash
# `make release`: dist/intentflow, an executable that needs nothing beside it on a machine with the same C library,
# and dist/intentflow.artifactbundle(.zip), the SwiftPM artifact bundle (SE-0305) that wraps it for binary targets.
#
# Linux: the Swift runtime and Foundation are linked statically (--static-swift-stdlib); libyaml, PCRE2 and zlib
# too: the build reads copies of their pkg-config files whose `Libs:` point at a directory holding only their static
# archives, so the package's own `-lyaml -lpcre2-8 -lz` pick the .a files (SwiftPM puts pkg-config's -L before any
# flag given on the command line, so a plain -Xlinker -L would come too late). Nothing in Package.swift changes, so a
# package that depends on IntentFlow still builds it the ordinary way.
# macOS: a universal (arm64 + x86_64) binary; the C libraries are Homebrew's.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/IntentFlowGenerate/IntentFlowVersion.swift)
scratch=.build/static
mkdir -p dist

if [ "$(uname)" = Darwin ]; then
    "$SWIFT" build -c release --arch arm64 --arch x86_64 --scratch-path "$scratch" --product intentflow
    binary="$scratch/apple/Products/Release/intentflow"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant="intentflow-$version-macos"
else
    archives="$PWD/$scratch/static-archives"
    pkgconfig="$PWD/$scratch/static-pkgconfig"
    mkdir -p "$archives" "$pkgconfig"
    for module in yaml-0.1:yaml libpcre2-8:pcre2-8 zlib:z; do
        name=${module%%:*}
        pc="$(pkg-config --variable=pcfiledir "$name")/$name.pc"
        sed "s|^Libs:.*|Libs: -L$archives -l${module#*:}|" "$pc" >"$pkgconfig/$name.pc"
    done
    for library in libyaml libpcre2-8 libz; do
        found=""
        for dir in $(pkg-config --variable=libdir yaml-0.1 libpcre2-8 zlib 2>/dev/null) \
            "/usr/lib/$(uname -m)-linux-gnu" /usr/lib /usr/local/lib; do
            if [ -f "$dir/$library.a" ]; then found="$dir/$library.a"; break; fi
        done
        if [ -z "$found" ]; then
            echo "release: $library.a not found (Debian: apt-get install libyaml-dev libpcre2-dev zlib1g-dev)" >&2
            exit 2
        fi
        ln -sf "$found" "$archives/$library.a"
    done
    PKG_CONFIG_PATH="$pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
        "$SWIFT" build -c release --static-swift-stdlib --scratch-path "$scratch" --product intentflow
    binary="$scratch/release/intentflow"
    triples="\"$(uname -m)-unknown-linux-gnu\""
    variant="intentflow-$version-linux-gnu"
fi

cp "$binary" dist/intentflow
# Debug information is most of a release binary on Linux (85 MB → 64 MB without it); a copied tool needs none.
if [ "$(uname)" != Darwin ] && command -v strip >/dev/null 2>&1; then strip dist/intentflow; fi
bundle=dist/intentflow.artifactbundle
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp dist/intentflow "$bundle/$variant/bin/intentflow"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "intentflow": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/intentflow", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
(cd dist && zip -qry intentflow.artifactbundle.zip intentflow.artifactbundle)
echo "release: dist/intentflow ($(wc -c <dist/intentflow) bytes), $bundle.zip (intentflow $version)"
