"""Drives `intentflow mcp` with the official MCP Python SDK client (the `mcp` package, 2.3 or later) and checks every
tool, a resource read, a prompt and the error cases, in both eras of the protocol: the stateless revision 2026-07-28
(`discover()`, the version in each request's `_meta`) and the handshake revision 2025-11-25 (`initialize()`). Run by
Scripts/mcp-client-tests.sh; exits non-zero on any failure.

Usage: mcp_client_tests.py <path-to-intentflow> <repository-root>
"""

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

BINARY = os.path.abspath(sys.argv[1])
REPOSITORY = os.path.abspath(sys.argv[2])
MANIFEST = "Login/Login.intentflow.yaml"
failures = []
checks = 0


def expect(condition, what):
    global checks
    checks += 1
    if not condition:
        failures.append(what)
        print(f"FAIL: {what}", file=sys.stderr)


def text_of(result):
    return "\n".join(block.text for block in result.content if block.type == "text")


async def expect_mcp_error(awaitable, code, what):
    try:
        await awaitable
    except MCPError as error:
        expect(error.code == code, f"{what}: error code {error.code}, expected {code} ({error.message})")
        return
    expect(False, f"{what}: no error was raised")


def make_project():
    """A scratch project: the repository's Login manifest in a feature folder, its code beside it (the feature-folder
    layout; the default, package, puts code under Sources/)."""
    root = tempfile.mkdtemp(prefix="intentflow-mcp-")
    os.makedirs(os.path.join(root, "Login"))
    os.makedirs(os.path.join(root, ".intentflow"))
    with open(os.path.join(root, ".intentflow/config.yaml"), "w") as config:
        config.write("params:\n  layout: feature-folder\n")
    shutil.copy(os.path.join(REPOSITORY, ".intentflow/login.intentflow.yaml"), os.path.join(root, MANIFEST))
    return root


async def check_tools(session, root):
    tools = (await session.list_tools()).tools
    names = sorted(tool.name for tool in tools)
    expected = ["ai_context", "check", "diff", "explain", "features", "generate", "graph", "mutate", "procedure",
                "tokens", "validate"]
    expect(names == expected, f"tools/list names {names}")
    for tool in tools:
        expect(tool.input_schema.get("type") == "object", f"{tool.name} has an object input schema")
        expect(tool.output_schema is not None, f"{tool.name} has an output schema")
        expect(len(tool.description or "") > 80, f"{tool.name} has a description that teaches")
        writes = tool.name == "generate"
        hints = tool.annotations
        expect(hints is not None and hints.read_only_hint is (not writes), f"{tool.name} readOnlyHint")
        expect(hints is not None and bool(hints.destructive_hint) is writes, f"{tool.name} destructiveHint")
    again = [tool.name for tool in (await session.list_tools()).tools]
    expect(again == [tool.name for tool in tools], "tools/list is deterministic")

    result = await session.call_tool("procedure", {"name": "add_trace", "arguments": {
        "manifest": MANIFEST, "behaviour": "a locked account cannot submit"}})
    text = text_of(result)
    expect(not result.is_error and "a locked account cannot submit" in text and "feature:" in text,
           f"procedure reaches the add_trace prompt as a tool: {text[:200]}")
    result = await session.call_tool("procedure", {"name": "add_case", "arguments": {"manifest": MANIFEST}})
    expect(result.is_error and "needs the argument" in text_of(result), "procedure checks the prompt's arguments")

    result = await session.call_tool("validate", {})
    expect(not result.is_error and result.structured_content["valid"], f"validate passes: {text_of(result)}")
    expect([m["path"] for m in result.structured_content["manifests"]] == [MANIFEST], "validate lists the manifest")

    # An edit on disk is seen by the next call: no stale cache.
    path = os.path.join(root, MANIFEST)
    original = open(path).read()
    open(path, "w").write(original.replace("acceptanceTraces:", "acceptanceTraces:\n  - nowhere + nothing -> idle", 1))
    result = await session.call_tool("validate", {"paths": [MANIFEST]})
    diagnostics = result.structured_content["diagnostics"]
    expect(not result.structured_content["valid"] and diagnostics, "validate sees the broken manifest")
    first = diagnostics[0] if diagnostics else {}
    expect(set(first) == {"path", "line", "column", "severity", "rule", "message"}, f"diagnostic fields {first}")
    expect(first.get("path") == MANIFEST and first.get("line", 0) > 1, f"diagnostic located {first}")
    open(path, "w").write(original)

    result = await session.call_tool("graph", {"manifest": MANIFEST})
    expect(result.structured_content["graph"].startswith("stateDiagram-v2"), "graph draws mermaid")
    expect(len(result.structured_content["edges"]) > 0, "graph has edges")
    result = await session.call_tool("graph", {"manifest": MANIFEST, "format": "dot"})
    expect(result.structured_content["graph"].startswith("digraph"), "graph draws dot")

    result = await session.call_tool("generate", {})
    plan = result.structured_content
    expect(not result.is_error and not plan["written"], f"generate plans: {text_of(result)[:300]}")
    expect(plan["summary"]["created"] > 0 and "+++" in plan["diff"], "generate shows created files and a diff")
    expect(plan["conflicts"] == [] and plan["upgrades"] == [] and plan["orphans"] == [],
           "generate lists its conflicts, upgrades and orphans (the shape generate --format json prints)")
    contract = os.path.join(root, "Login", "LoginContract.swift")
    expect(not os.path.exists(contract), "generate without apply writes nothing")
    result = await session.call_tool("generate", {"apply": True})
    expect(result.structured_content["written"] and os.path.exists(contract), "generate with apply writes")
    result = await session.call_tool("generate", {})
    expect(result.structured_content["summary"]["created"] == 0, "a second plan has nothing to create")

    result = await session.call_tool("features", {})
    features = result.structured_content["features"]
    expect([f["feature"] for f in features] == ["Login"], f"features {features}")
    owners = {f["path"]: f["owner"] for f in features[0]["files"]} if features else {}
    expect(owners.get("Login/LoginContract.swift") == "generator", f"the contract is generator-owned: {owners}")
    expect(owners.get("Login/LoginFlow.swift") == "user", f"the flow is user-owned: {owners}")

    # A hand edit of a generated file is a conflict: apply refuses and writes nothing.
    open(contract, "a").write("// edited by hand\n")
    result = await session.call_tool("generate", {"apply": True})
    expect(result.is_error and "conflict" in text_of(result), "apply over a hand edit is refused")
    expect(open(contract).read().endswith("// edited by hand\n"), "the hand edit survives")
    result = await session.call_tool("explain", {"path": "Login/LoginContract.swift"})
    explained = result.structured_content
    expect(explained["feature"] == "Login" and explained["owner"] == "generator", f"explain {explained}")
    expect(explained.get("editedByHand") is True, "explain sees the hand edit")

    result = await session.call_tool("check", {})
    expect(not result.is_error and isinstance(result.structured_content["diagnostics"], list), "check reports")
    expect(result.structured_content["manifests"] == 1, f"check read the manifest: {result.structured_content}")

    result = await session.call_tool("ai_context", {"manifest": MANIFEST, "tool": "claude", "budget": 100000})
    bundle = result.structured_content
    expect(not result.is_error and bundle["tokens"] > 0 and "Login" in bundle["text"], "ai_context bundles")
    result = await session.call_tool("ai_context", {"manifest": MANIFEST, "budget": 5})
    expect(result.is_error and "budget" in text_of(result), "ai_context over budget is a tool error")

    result = await session.call_tool("tokens", {"paths": [MANIFEST, "missing.txt"]})
    counted = result.structured_content
    expect(counted["total"] > 0 and counted["files"][1].get("error") == "no such file", f"tokens {counted}")


async def check_errors(session):
    outside = await session.call_tool("validate", {"paths": ["../"]})
    expect(outside.is_error and "outside" in text_of(outside), "a path outside the root is a tool error")
    absolute = await session.call_tool("tokens", {"paths": ["/etc/passwd"]})
    expect(absolute.is_error and "outside" in text_of(absolute), "an absolute path outside the root is refused")
    wrong = await session.call_tool("validate", {"paths": "Login"})
    expect(wrong.is_error and "array of strings" in text_of(wrong), "a wrongly typed argument is a tool error")
    unknown = await session.call_tool("graph", {"manifest": MANIFEST, "colour": "red"})
    expect(unknown.is_error and "unknown argument" in text_of(unknown), "an undeclared argument is a tool error")
    unpackaged = await session.call_tool("mutate", {"manifest": MANIFEST})
    expect(unpackaged.is_error and "package" in text_of(unpackaged), f"mutate outside a package: {text_of(unpackaged)}")
    missing = await session.call_tool("graph", {})
    expect(missing.is_error and "required" in text_of(missing), "a missing argument is a tool error")
    await expect_mcp_error(session.call_tool("no_such_tool", {}), -32602, "an unknown tool")
    await expect_mcp_error(session.read_resource("intentflow://manifest/nothing.intentflow.yaml"), -32002,
                           "an unknown resource")
    await expect_mcp_error(session.read_resource("intentflow://manifest/../../etc/passwd"), -32002,
                           "a resource outside the root")
    await expect_mcp_error(session.get_prompt("add_case", {"manifest": MANIFEST}), -32602, "a prompt without arguments")
    await expect_mcp_error(session.get_prompt("no_such_prompt", {}), -32602, "an unknown prompt")


async def check_resources_and_prompts(session, root):
    resources = (await session.list_resources()).resources
    uris = [str(resource.uri) for resource in resources]
    expect(f"intentflow://manifest/{MANIFEST}" in uris, f"the manifest is a resource: {uris[:3]}")
    expect("intentflow://schema/0.2" in uris, "the schema is a resource")
    expect(any(uri.startswith("intentflow://template/") for uri in uris), "the templates are resources")
    manifest = (await session.read_resource(f"intentflow://manifest/{MANIFEST}")).contents[0]
    expect(manifest.text == open(os.path.join(root, MANIFEST)).read(), "reading the manifest gives the file")
    schema = (await session.read_resource("intentflow://schema/0.2")).contents[0]
    expect(json.loads(schema.text).get("$schema", "").startswith("https://json-schema.org/"), "the schema is JSON")
    template = next(uri for uri in uris if uri.startswith("intentflow://template/"))
    expect((await session.read_resource(template)).contents[0].text, "a template reads")

    prompts = (await session.list_prompts()).prompts
    names = sorted(prompt.name for prompt in prompts)
    expect(names == ["add_case", "add_trace", "fix_check_finding", "new_feature"], f"prompts {names}")
    prompt = await session.get_prompt(
        "add_case", {"manifest": MANIFEST, "kind": "events", "case": "lockedOut(until: Date)"})
    first = prompt.messages[0].content
    expect(first.type == "text" and "lockedOut(until: Date)" in first.text, "add_case names the case")
    embedded = prompt.messages[1].content
    expect(embedded.type == "resource" and "feature:" in embedded.resource.text, "add_case embeds the manifest")
    prompt = await session.get_prompt("fix_check_finding", {"finding": "a.swift:1:1: error: x [drift.case-missing-in-swift]"})
    expect("drift.case-missing-in-swift" in prompt.messages[0].content.text, "fix_check_finding names the finding")


async def check_repository():
    """The repository's own manifests validate through the server, as `make test`'s drift checks expect."""
    server = StdioServerParameters(command=BINARY, args=["mcp"], cwd=REPOSITORY)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            result = await session.call_tool("validate", {"paths": [".intentflow"]})
            expect(result.structured_content["valid"], f"the repository's manifests validate: {text_of(result)[:500]}")
            expect(len(result.structured_content["manifests"]) >= 3, "the repository has its manifests")


async def check_diff():
    """The diff tool in a git repository: the same JSON `intentflow diff --format json` prints, a changed output
    payload marked breaking, an unknown revision a tool error."""
    root = make_project()
    try:
        git = ["git", "-C", root, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
        for arguments in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "base"]):
            subprocess.run(git + arguments, check=True)
        server = StdioServerParameters(command=BINARY, args=["mcp", "--root", root])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                result = await session.call_tool("diff", {})
                expect(not result.is_error and result.structured_content["hasChanges"] is False,
                       f"diff of an unchanged tree: {text_of(result)[:300]}")
                path = os.path.join(root, MANIFEST)
                original = open(path).read()
                open(path, "w").write(original.replace("- completed(userID)", "- completed(userID, at)", 1))
                result = await session.call_tool("diff", {"paths": ["Login"], "base": "HEAD"})
                diff = result.structured_content or {}
                expect(not result.is_error and diff.get("hasBreakingChanges") is True, f"diff: {text_of(result)[:300]}")
                expect(json.loads(text_of(result)) == diff, "the diff's text is its JSON")
                changes = diff["features"][0]["changes"] if diff.get("features") else []
                expect([c["part"] for c in changes] == ["output"] and changes[0]["breaking"], f"changes {changes}")
                result = await session.call_tool("diff", {"base": "no-such-branch"})
                expect(result.is_error and "diff.unknown-revision" in text_of(result), "diff of an unknown revision")
    finally:
        shutil.rmtree(root, ignore_errors=True)


async def raw_exchange(lines, args=()):
    """Sends raw lines, closes stdin and returns the parsed responses and the exit status."""
    process = await asyncio.create_subprocess_exec(
        BINARY, "mcp", *args, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE, cwd=REPOSITORY)
    output, _ = await asyncio.wait_for(process.communicate("".join(line + "\n" for line in lines).encode()), 60)
    return [json.loads(line) for line in output.decode().splitlines() if line.strip()], process.returncode


async def check_raw_protocol():
    def initialize(version, id=1):
        return json.dumps({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
            "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}})

    responses, status = await raw_exchange([
        initialize("2025-03-26"), initialize("2025-06-18", 2), initialize("1999-01-01", 3),
        "this is not json", "[1, 2]", '"a string"', '{"jsonrpc": "2.0", "id": 4, "method": "no/such"}',
        '{"jsonrpc": "1.0", "id": 5, "method": "ping"}', '{"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": 7}',
        '{"jsonrpc": "2.0", "method": "notifications/initialized"}', '{"jsonrpc": "2.0", "id": 7, "method": "ping"}',
    ])
    expect(status == 0, f"EOF ends the server with exit 0, got {status}")
    by_id = {response.get("id"): response for response in responses if not isinstance(response, list)}
    versions = [by_id.get(i, {}).get("result", {}).get("protocolVersion") for i in (1, 2, 3)]
    expect(versions == ["2025-03-26", "2025-06-18", "2025-11-25"], f"version negotiation {versions}")
    codes = [r["error"]["code"] for r in responses if isinstance(r, dict) and "error" in r]
    expect(codes == [-32700, -32600, -32601, -32600, -32602], f"protocol error codes {codes}")
    expect(any(isinstance(r, list) and len(r) == 2 for r in responses), "a batch of non-objects gets two errors")
    expect(by_id.get(7, {}).get("result") == {}, "ping answers after errors: the server survived them")
    expect(len(responses) == 10, f"a notification gets no response ({len(responses)} responses)")

    _, status = await raw_exchange([], args=("--root", "/no/such/directory"))
    expect(status == 2, f"a missing root is a usage error (exit {status})")


async def check_era(era):
    """Every tool, resource and prompt check in one era: "handshake" (`initialize()`, 2025-11-25) or "stateless"
    (`discover()`, 2026-07-28, every request stamped with its version), each on a fresh project."""
    root = make_project()
    try:
        # Every tool, mutate included: it is offered only to a server started with --allow-mutate.
        server = StdioServerParameters(command=BINARY, args=["mcp", "--root", root, "--allow-mutate"])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                if era == "handshake":
                    initialized = await session.initialize()
                    expect(initialized.server_info.name == "intentflow", "serverInfo names intentflow")
                    expect(initialized.protocol_version == "2025-11-25", f"version {initialized.protocol_version}")
                else:
                    discovered = await session.discover()
                    expect(discovered.supported_versions == ["2026-07-28"], f"discover {discovered.supported_versions}")
                    expect(session.protocol_version == "2026-07-28", f"stateless version {session.protocol_version}")
                    expect(session.server_info is not None and session.server_info.name == "intentflow",
                           "the discover result names the server in _meta")
                    expect(discovered.capabilities.tools is not None, "discover lists the tools capability")
                await check_tools(session, root)
                await check_errors(session)
                await check_resources_and_prompts(session, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


async def check_stateless_raw():
    """The stateless revision's envelope on the wire: an unknown version is -32022 with the supported list, a request
    without capabilities is refused, results carry resultType and the list's cache hints, and a request without an
    envelope on the same connection is still answered as the handshake revisions answer it."""
    def request(id, method, version="2026-07-28", capabilities=True, params=None):
        meta = {"io.modelcontextprotocol/protocolVersion": version}
        if capabilities:
            meta["io.modelcontextprotocol/clientCapabilities"] = {}
        return json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": {**(params or {}), "_meta": meta}})

    responses, _ = await raw_exchange([
        request(1, "tools/list", version="2099-01-01"), request(2, "tools/list", capabilities=False),
        request(3, "tools/list"), request(4, "server/discover"),
        '{"jsonrpc": "2.0", "id": 5, "method": "tools/list"}', request(6, "tools/list"),
    ])
    by_id = {response.get("id"): response for response in responses}
    unsupported = by_id.get(1, {}).get("error", {})
    expect(unsupported.get("code") == -32022, f"an unknown version is -32022: {unsupported}")
    expect("2026-07-28" in unsupported.get("data", {}).get("supported", []) and
           unsupported.get("data", {}).get("requested") == "2099-01-01", f"-32022 lists the versions: {unsupported}")
    expect(by_id.get(2, {}).get("error", {}).get("code") == -32602, "a request without capabilities is refused")
    listed = by_id.get(3, {}).get("result", {})
    expect(listed.get("resultType") == "complete" and listed.get("cacheScope") == "public" and "ttlMs" in listed,
           f"tools/list has the stateless shape: {sorted(listed)}")
    expect(listed.get("_meta", {}).get("io.modelcontextprotocol/serverInfo", {}).get("name") == "intentflow",
           "results name the server in _meta")
    expect(by_id.get(4, {}).get("result", {}).get("supportedVersions") == ["2026-07-28"], "discover on the wire")
    expect("resultType" not in by_id.get(5, {}).get("result", {"resultType": 1}), "no envelope, no stateless shape")
    expect(by_id.get(3, {}).get("result") == by_id.get(6, {}).get("result"), "tools/list answers the same twice")


async def check_mutate_off_by_default():
    """mutate builds and runs the package's code: a server started without --allow-mutate neither lists it nor runs
    it, and its refusal names the flag."""
    root = make_project()
    try:
        server = StdioServerParameters(command=BINARY, args=["mcp", "--root", root])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                names = sorted(tool.name for tool in (await session.list_tools()).tools)
                expect("mutate" not in names and "diff" in names, f"a default server lists no mutate: {names}")
                try:
                    await session.call_tool("mutate", {"manifest": MANIFEST})
                    expect(False, "a default server refuses mutate")
                except MCPError as error:
                    expect(error.code == -32602 and "--allow-mutate" in error.message,
                           f"the refusal names the flag: {error.code} {error.message}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


def make_slow_project(files=40, lines=50):
    """A project whose check is slow: a team pack's rule that backtracks to PCRE2's match limit on every line of many
    files (about a second a file in a debug build), so a request sent behind it must not wait for it."""
    root = tempfile.mkdtemp(prefix="intentflow-mcp-slow-")
    os.makedirs(os.path.join(root, ".intentflow/packs/slow"))
    os.makedirs(os.path.join(root, "Sources"))
    with open(os.path.join(root, ".intentflow/config.yaml"), "w") as config:
        config.write("pack: slow\n")
    with open(os.path.join(root, ".intentflow/packs/slow/pack.yaml"), "w") as pack:
        pack.write("name: slow\nextends: swift\nrules: rules.yaml\n")
    with open(os.path.join(root, ".intentflow/packs/slow/rules.yaml"), "w") as rules:
        rules.write("rules:\n  - id: slow.runaway\n    message: \"Backtracks.\"\n    severity: warning\n"
                    "    pattern: '^(\\w+\\s?)*$'\n    in: any\n")
    for index in range(files):
        with open(os.path.join(root, f"Sources/Part{index}.swift"), "w") as source:
            source.write(("a" * 28 + "!\n") * lines)
    return root


async def check_cancellation_and_concurrency():
    """Issue 45: a ping behind a slow `check` is answered before it, and a cancelled check gets no response (MCP
    2025-11-25, basic/utilities/cancellation: the receiver stops the work and sends nothing for it)."""
    root = make_slow_project()
    try:
        process = await asyncio.create_subprocess_exec(
            BINARY, "mcp", "--root", root, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)

        def send(message):
            process.stdin.write((json.dumps(message) + "\n").encode())

        send({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "check", "arguments": {}}})
        send({"jsonrpc": "2.0", "id": 2, "method": "ping"})
        await process.stdin.drain()
        first = json.loads(await asyncio.wait_for(process.stdout.readline(), 120))
        expect(first.get("id") == 2, f"the ping behind a slow check is answered first, got {first}")
        send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1, "reason": "test"}})
        send({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "features", "arguments": {}}})
        process.stdin.close()
        # The server ends once every request has ended; the cancelled check stops at its next file. The bound only
        # keeps a broken server from hanging the run.
        output, _ = await asyncio.wait_for(process.communicate(), 300)
        rest = [json.loads(line) for line in output.decode().splitlines() if line.strip()]
        expect([r.get("id") for r in rest] == [3], f"the cancelled check gets no response: {rest}")
        expect(process.returncode == 0, f"the server ends with exit 0 ({process.returncode})")
    finally:
        shutil.rmtree(root, ignore_errors=True)


async def main():
    await check_mutate_off_by_default()
    await check_era("stateless")
    await check_era("handshake")
    await check_repository()
    await check_diff()
    await check_raw_protocol()
    await check_stateless_raw()
    await check_cancellation_and_concurrency()
    print(f"mcp client tests: {checks - len(failures)} of {checks} checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
