#!/usr/bin/env python3
"""Every module a target's Swift files import is declared as a dependency of that target in Package.swift.

SwiftPM lets a target import a module it does not declare when the module happens to be built first (a sibling's
dependency); such a target breaks when built alone or on another build order. Exits 1 naming each target and module.
"""
import json
import os
import re
import subprocess
import sys

# Modules of the toolchain and SDKs, never declared in Package.swift.
PLATFORM = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin", "Android",
    "WinSDK", "XCTest", "Testing", "Observation", "Synchronization", "PackagePlugin", "XcodeProjectPlugin", "SwiftUI",
    "UIKit", "AppKit", "Combine", "os", "Network", "Swift", "_Concurrency",
}
# A file-level import (not one inside a string literal, which is indented or follows other text).
IMPORT = re.compile(
    r"^(?:@testable\s+|@_exported\s+|@preconcurrency\s+|internal\s+|public\s+|package\s+)*import\s+"
    r"(?:struct\s+|enum\s+|class\s+|protocol\s+|func\s+|typealias\s+)?(\w+)",
    re.M,
)


def default_path(target):
    kind = target["type"]
    folder = {"test": "Tests", "plugin": "Plugins"}.get(kind, "Sources")
    return os.path.join(folder, target["name"])


def imports(folder):
    found = set()
    for directory, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as source:
                    found.update(match.group(1) for match in IMPORT.finditer(source.read()))
    return found


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    package = json.loads(subprocess.check_output(["swift", "package", "dump-package"], cwd=root))
    problems = 0
    for target in package["targets"]:
        declared = {value[0] for dependency in target["dependencies"] for value in dependency.values()}
        folder = os.path.join(root, target.get("path") or default_path(target))
        for module in sorted(imports(folder) - declared - PLATFORM - {target["name"]}):
            print(f"Package.swift: error: target '{target['name']}' imports '{module}' without declaring it", file=sys.stderr)
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
