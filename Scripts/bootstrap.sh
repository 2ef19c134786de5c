#!/usr/bin/env bash
# Installs what building IntentFlow needs when it is missing: pkg-config, libyaml, PCRE2 (8-bit) and zlib.
# Debian/Ubuntu through apt-get, macOS through Homebrew. Safe to run again: it installs nothing already there.
set -euo pipefail

have_libs() {
    command -v pkg-config >/dev/null 2>&1 &&
        pkg-config --exists yaml-0.1 &&
        pkg-config --exists libpcre2-8 &&
        pkg-config --exists zlib
}

if have_libs; then
    exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
    echo "bootstrap: installing pkg-config libyaml-dev libpcre2-dev zlib1g-dev with apt-get" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq pkg-config libyaml-dev libpcre2-dev zlib1g-dev >/dev/null
elif command -v brew >/dev/null 2>&1; then
    echo "bootstrap: installing pkg-config libyaml pcre2 with Homebrew" >&2
    brew install pkg-config libyaml pcre2 zlib
else
    echo "bootstrap: need pkg-config, libyaml, PCRE2 and zlib; install them with your package manager" >&2
    exit 2
fi

have_libs || { echo "bootstrap: libyaml, PCRE2 or zlib still not found by pkg-config" >&2; exit 2; }
