#!/usr/bin/env bash
# An app's package that depends on IntentFlow by path, used as the README says (CI runs it through `make test`):
#   1. the command plugin writes a feature: `swift package --allow-writing-to-package-directory intentflow feature`;
#   2. the feature is generated `--access public` into its own module, and a second module uses its types, flow,
#      effects and projection;
#   3. IntentFlowBuildPlugin checks the module at build time: the build passes, its generated tests pass in the
#      test target the default layout writes (Tests/LoginTests/), and a second build with nothing changed runs no
#      check (the build command's inputs are unchanged);
#   4. a broken manifest fails the build with a located `path:line:column: error:` line, and nothing is written
#      into the target.
# The scratch package lives in .build/scratch-package (SCRATCH_PACKAGE_DIR); its own .build is kept between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
repo=$PWD
work=${SCRATCH_PACKAGE_DIR:-$repo/.build/scratch-package}
app="$work/App"
fail() { echo "scratch-package: FAILED: $*" >&2; exit 1; }
step() { echo "scratch-package: $*"; }

# SwiftPM names a path dependency after its directory: link the repository in as IntentFlow, whatever the clone's name.
mkdir -p "$work/deps"
ln -sfn "$repo" "$work/deps/IntentFlow"
rm -rf "$app/Package.swift" "$app/Package.resolved" "$app/Sources" "$app/Tests" "$app/.intentflow"
mkdir -p "$app/Sources/Login" "$app/.intentflow"
# intentflow finds .intentflow/config.yaml by walking up; inside this repository's .build it would find the
# repository's own (output: Examples). The app's own configuration, empty, makes it a project of its own.
echo "# The scratch app's intentflow configuration: the defaults." >"$app/.intentflow/config.yaml"

write_manifest() { # $1: the targets' extra lines
    cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "ScratchApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../deps/IntentFlow")],
    targets: [
$1
    ]
)
SWIFT
}

# As after `swift package init --type library --name Login`, with IntentFlow added.
echo "// The Login module." >"$app/Sources/Login/Login.swift"
write_manifest '        .target(name: "Login", dependencies: [.product(name: "IntentFlow", package: "IntentFlow")]),'

step "command plugin: intentflow feature Login --mode ai --access public"
(cd "$app" && "$SWIFT" package --allow-writing-to-package-directory intentflow feature Login --mode ai --access public)
for file in Sources/Login/Login.intentflow.yaml Sources/Login/LoginContract.swift Sources/Login/LoginFlow.swift \
    Sources/Login/LoginEffects.swift Sources/Login/LoginProjection.swift Tests/LoginTests/LoginFlowTests.swift; do
    [ -f "$app/$file" ] || fail "the command plugin did not write $file"
done
grep -q '^public struct LoginFlow' "$app/Sources/Login/LoginFlow.swift" || fail "LoginFlow is not public"
step "command plugin: intentflow validate (exit status passes through)"
(cd "$app" && "$SWIFT" package --allow-writing-to-package-directory intentflow validate Sources/Login/Login.intentflow.yaml)
printf 'access: open\n' >"$work/bad.intentflow.yaml"
if (cd "$app" && "$SWIFT" package --allow-writing-to-package-directory intentflow validate "$work/bad.intentflow.yaml"); then
    fail "the command plugin passed a broken manifest"
fi

write_manifest '        .target(
            name: "Login", dependencies: [.product(name: "IntentFlow", package: "IntentFlow")],
            exclude: ["Login.intentflow.yaml"],
            plugins: [.plugin(name: "IntentFlowBuildPlugin", package: "IntentFlow")]),
        .executableTarget(
            name: "Shell", dependencies: ["Login", .product(name: "IntentFlow", package: "IntentFlow")]),
        .testTarget(
            name: "LoginTests", dependencies: ["Login", .product(name: "IntentFlowTesting", package: "IntentFlow")]),'
mkdir -p "$app/Sources/Shell"
cat >"$app/Sources/Shell/main.swift" <<'SWIFT'
import IntentFlow
import Login

// Another module uses the public feature: its state, flow, effects and projection.
let store = FlowStore(initialState: LoginState.idle, reducer: LoginFlow(), effects: LoginEffects())
await store.send(LoginIntent.load)
// The effects skeleton answers load with its first `emits:` event, loadSucceeded.
await store.settle()
let state = await store.state
print("Shell: Login is \(LoginProjection().project(state).status)")
SWIFT

step "swift build (IntentFlowBuildPlugin checks Login)"
(cd "$app" && "$SWIFT" build 2>&1) | tee "$work/build.log" | tail -5
grep -q "Checking Login against its IntentFlow manifests" "$work/build.log" || fail "the build plugin did not run"
output=$(cd "$app" && "$SWIFT" run --skip-build Shell)
[ "$output" = "Shell: Login is Loaded" ] || fail "Shell printed '$output'"
step "$output"

step "swift test (the generated tests, in Tests/LoginTests/)"
(cd "$app" && "$SWIFT" test 2>&1) | tee "$work/test.log" | tail -3
grep -q "Test run with .* passed" "$work/test.log" || fail "the generated tests did not pass"

step "swift build with nothing changed"
start=$(date +%s.%N)
(cd "$app" && "$SWIFT" build 2>&1) >"$work/rebuild.log"
end=$(date +%s.%N)
if grep -q "Checking Login" "$work/rebuild.log"; then fail "the build plugin ran again with nothing changed"; fi
step "no-change build: $(awk "BEGIN { printf \"%.2f\", $end - $start }") s, no check run"

step "a broken manifest fails the build with a located error"
manifest="$app/Sources/Login/Login.intentflow.yaml"
cp "$manifest" "$work/manifest.backup"
sed -i 's/^  - "idle + load -> loading + load effect"$/  - "idle + load -> nowhere"/' "$manifest"
grep -q 'idle + load -> nowhere' "$manifest" || fail "could not break the manifest (the starter changed?)"
if (cd "$app" && "$SWIFT" build 2>&1) >"$work/broken.log"; then fail "the build passed with a broken manifest"; fi
grep -E "Sources/Login/Login\.intentflow\.yaml:[0-9]+:[0-9]+: error: .*nowhere" "$work/broken.log" ||
    fail "no located error for the broken manifest: $(tail -20 "$work/broken.log")"
if grep -qi "crash\|stack dump\|signal" "$work/broken.log"; then fail "the build plugin crashed"; fi
cp "$work/manifest.backup" "$manifest"
leftovers=$(cd "$app/Sources/Login" && ls | grep -v -x -e Login.swift -e Login.intentflow.yaml -e LoginContract.swift \
    -e LoginFlow.swift -e LoginEffects.swift -e LoginProjection.swift || true)
[ -z "$leftovers" ] || fail "the build wrote into the target: $leftovers"
(cd "$app" && "$SWIFT" build 2>&1) >"$work/restored.log" || fail "the build fails after the manifest is restored"
step "ok"
