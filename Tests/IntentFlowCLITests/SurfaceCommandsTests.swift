import Foundation
import Testing

/// A feature manifest with cases, an invariant and traces, for CLI tests that need a repository.
let uploadManifest = """
    schemaVersion: "0.1"
    feature: Upload
    mode: ai
    states: [idle, uploading(progress), failed(message)]
    intents: [start, cancel]
    events: [failed(message)]
    effects: [upload]
    invariants: ["Only one upload runs at a time."]
    acceptanceTraces:
      - "idle + start -> uploading + upload effect"
      - "uploading + cancel -> idle + cancel upload effect"

    """

/// Every command the generated agent surfaces tell an agent to run works as written from the repository root: the
/// commands are read out of the surfaces of a sample repository and each is run with the built `intentflow`.
@Suite struct SurfaceCommandsTests {
    /// The built `intentflow` beside the test bundle (swift test builds every product first).
    private func builtCLI() throws -> URL {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        let found = candidates.compactMap { $0?.appendingPathComponent("intentflow") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
        return try #require(found, "the built intentflow, beside the test bundle")
    }

    /// A repository whose config names a per-feature verify command, with two features generated.
    private func repository(cli: URL) async throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("surface-commands-\(UUID().uuidString)")
        let manifests = root.appendingPathComponent(".intentflow")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        try Data(
            "verify: test -f Sources/{{feature}}/{{feature}}Flow.swift\n".utf8
        ).write(to: manifests.appendingPathComponent("config.yaml"))
        try Data(uploadManifest.utf8).write(to: manifests.appendingPathComponent("upload.intentflow.yaml"))
        try Data(
            "schemaVersion: \"0.1\"\nfeature: Search\nmode: core\nstates: [idle, searching]\nintents: [search(query)]\n"
                .utf8
        ).write(to: manifests.appendingPathComponent("search.intentflow.yaml"))
        for arguments in [["generate", ".intentflow"], ["agents"]] {
            let run = try await runAwaitingExit(cli, arguments, in: root)
            #expect(run.status == 0, "intentflow \(arguments.joined(separator: " ")): \(run.output)")
        }
        return root
    }

    /// Every `` `…` `` span of the surfaces that is a command: it starts with `intentflow` or with the configured
    /// verify command's program.
    static func commands(in text: String) -> [String] {
        var commands: [String] = []
        for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            let words = span.split(separator: " ")
            guard let program = words.first, program == "intentflow" || program == "test" else { continue }
            commands.append(String(span))
        }
        return commands
    }

    @Test func everyCommandInTheSurfacesRunsAsWrittenFromTheRoot() async throws {
        let cli = try builtCLI()
        let root = try await repository(cli: cli)
        defer { try? FileManager.default.removeItem(at: root) }
        let surfaces = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
            ($0.hasSuffix(".md") || $0.hasSuffix(".mdc")) && !$0.hasPrefix(".intentflow/") && !Self.isProcedure($0)
        }
        #expect(surfaces.contains("Sources/Upload/AGENTS.md"))
        var commands: [String] = []
        for surface in surfaces.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(surface), encoding: .utf8)
            for command in Self.commands(in: text) where !commands.contains(command) { commands.append(command) }
        }
        for expected in [
            "intentflow validate .intentflow", "intentflow generate .intentflow --check", "intentflow check",
            "intentflow agents --check", "intentflow generate .intentflow/upload.intentflow.yaml",
            "test -f Sources/Upload/UploadFlow.swift", "test -f Sources/Search/SearchFlow.swift", "intentflow mcp",
        ] {
            #expect(commands.contains(expected), "the surfaces name `\(expected)`")
        }
        for command in commands {
            #expect(!command.contains("<") && !command.contains("{{"), "`\(command)` is a placeholder, not a command")
            let words = command.split(separator: " ").map(String.init)
            let run =
                words.first == "intentflow"
                ? try await runAwaitingExit(cli, Array(words.dropFirst()), in: root)
                : try await runAwaitingExit(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: root)
            #expect(run.status == 0, "`\(command)` exited \(run.status): \(run.output)")
        }
    }

    /// Skills, commands and prompt files describe a procedure for any manifest, so their commands carry placeholders
    /// (`<manifest>`); SkillCommandsTests runs those with the placeholders filled in.
    static func isProcedure(_ path: String) -> Bool {
        path.contains("/skills/") || path.hasPrefix(".cursor/commands/") || path.hasPrefix(".github/prompts/")
            || path.hasPrefix(".agents/workflows/")
    }

    @Test func commandsAreTheCodeSpansThatStartWithAProgram() {
        #expect(Self.commands(in: "Run `intentflow check` then `test -f x`; `Sources/**` is a glob, `intentflowX` not")
            == ["intentflow check", "test -f x"])
    }
}
