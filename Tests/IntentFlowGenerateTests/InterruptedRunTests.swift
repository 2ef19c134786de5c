import Foundation
import Testing

/// `intentflow generate` as separate processes: two at once into one fresh output, and runs killed with SIGKILL at
/// many points, each followed by a run that must leave the tree exactly as a clean run does.
@Suite(.serialized) struct InterruptedRunTests {
    /// A project with `count` features, each a copy of the repository's Login manifest under another name.
    static func project(features count: Int) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        let login = try String(contentsOf: repositoryRoot.appendingPathComponent(".intentflow/login.intentflow.yaml"), encoding: .utf8)
        for index in 0..<count {
            let name = "Feature\(index)"
            try project.write(
                "manifests/\(name).intentflow.yaml",
                login.replacingOccurrences(of: "feature: \"Login\"", with: "feature: \"\(name)\""))
        }
        return project
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `intentflow` executable built beside the test bundle.
    static var executable: URL {
        get throws {
            let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for candidate in [products, repositoryRoot.appendingPathComponent(".build/debug")] {
                let url = candidate.appendingPathComponent("intentflow")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "intentflow (run `swift build` first)"])
        }
    }

    /// Starts `intentflow generate manifests --output out` in `project`.
    static func generate(in project: TemporaryDirectory, _ extra: [String] = []) throws -> Process {
        let process = Process()
        process.executableURL = try executable
        process.arguments = ["generate", "manifests", "--output", "out"] + extra
        process.currentDirectoryURL = project.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func run(in project: TemporaryDirectory, _ extra: [String] = []) throws -> Int32 {
        let process = try generate(in: project, extra)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every file below `out/` with its contents.
    static func tree(_ project: TemporaryDirectory) -> [String: String] {
        Dictionary(uniqueKeysWithValues: project.allFiles().filter { $0.hasPrefix("out/") }.map { ($0, project.read($0) ?? "") })
    }

    @Test func twoRunsIntoOneFreshOutputBothSucceedAndAgreeWithOneRun() throws {
        let reference = try Self.project(features: 40)
        #expect(try Self.run(in: reference) == 0)
        let project = try Self.project(features: 40)
        let first = try Self.generate(in: project)
        let second = try Self.generate(in: project)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(second.terminationStatus == 0)
        #expect(Self.tree(project) == Self.tree(reference))
    }

    @Test func aRunKilledAtAnyPointIsCompletedByTheNextRun() throws {
        let reference = try Self.project(features: 60)
        #expect(try Self.run(in: reference) == 0)
        let expected = Self.tree(reference)
        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        for _ in 0..<10 {
            let project = try Self.project(features: 60)
            let process = try Self.generate(in: project)
            usleep(UInt32.random(in: 1_000...400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            if killed { interrupted += 1 }
            if killed, Self.tree(project) != expected {
                // Whatever a killed run left, --check must say the tree is not what a clean run leaves.
                #expect(try Self.run(in: project, ["--check"]) == 1)
            }
            #expect(try Self.run(in: project) == 0)
            #expect(Self.tree(project) == expected)
            #expect(try Self.run(in: project, ["--check"]) == 0)
        }
        // Most kills land while the run is working; otherwise the test would only be rerunning clean runs.
        #expect(interrupted >= 5)
    }
}
