#!/usr/bin/env bash
# Drives `intentflow mcp` with the official MCP Python SDK client, as `make test` does after `swift test`.
# Creates a virtualenv in .build/venv when there is none and installs the `mcp` package (2.x) from PyPI into it.
# Needs python3 with venv (Debian: apt-get install python3-venv) and, the first time, network access to PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."
intentflow=".build/debug/intentflow"
venv=".build/venv"
python="${PYTHON:-python3}"

if [ ! -x "$intentflow" ]; then
    echo "mcp-client-tests: $intentflow is missing; run 'swift build' first" >&2
    exit 2
fi
if ! "$venv/bin/python" -c 'import mcp' >/dev/null 2>&1; then
    echo "mcp-client-tests: installing the MCP Python SDK into $venv" >&2
    if ! "$python" -m venv "$venv"; then
        echo "mcp-client-tests: '$python -m venv' failed; install python3-venv (Debian/Ubuntu) and run again" >&2
        exit 2
    fi
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check 'mcp>=2.3,<3'
fi
"$venv/bin/python" Scripts/mcp_client_tests.py "$intentflow" .
