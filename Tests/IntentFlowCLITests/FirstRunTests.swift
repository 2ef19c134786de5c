import Foundation
import Testing
@testable import IntentFlowCLI

/// What a newcomer runs and copies first: `make demo` (Scripts/demo.sh) and the README's dependency snippet.
@Suite struct FirstRunTests {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theDemoShowsTheWholeAIContextBundleAtASmallBudget() throws {
        let script = try Self.read("Scripts/demo.sh")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("run ai-context") })
        // The bundle is printed whole: a cut (`| head -40`) left "## Verify / From the repository root:" and nothing.
        #expect(!line.contains("|"), "\(line)")
        let words = line.split(separator: " ")
        let budget = try #require(words.firstIndex(of: "--budget").flatMap { Int(words[$0 + 1]) })

        let project = try Project()
        #expect(project.run(["feature", "Checkout", "--mode", "ai", "--ui", "swiftui"]).code == .success)
        let bundle = project.run(
            ["ai-context", "Sources/Checkout/Checkout.intentflow.yaml", "--tool", "codex", "--budget", "\(budget)"])
        #expect(bundle.code == .success, "\(bundle.stderr)")
        let lines = bundle.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 80, "a newcomer reads the bundle in one screen or two: \(lines.count) lines")
        let verify = try #require(lines.firstIndex(of: "## Verify"))
        #expect(lines[verify...].contains("- `intentflow validate Sources/Checkout/Checkout.intentflow.yaml`"))
        #expect(bundle.stdout.contains("## Source"), "the budget leaves room for some of the code")
    }

    @Test func theREADMESaysHowPackageIsDerivedAndItsSnippetFollowsTheRule() throws {
        let readme = try Self.read("README.md")
        let start = try #require(readme.range(of: "```swift\n// Package.swift\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let snippet = String(readme[start.upperBound..<end.lowerBound])
        // SwiftPM's identity of a dependency: the last path component of its URL (without `.git`) or of its path.
        func identities(_ call: String) -> [String] {
            snippet.components(separatedBy: "\(call)\"").dropFirst().compactMap { rest in
                let location = rest.prefix { $0 != "\"" }
                let last = location.split(separator: "/").last.map(String.init) ?? ""
                return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            }
        }
        let declared = Set(identities(".package(url: ") + identities(".package(path: ")).map { $0.lowercased() }
        #expect(!declared.isEmpty)
        let named = snippet.components(separatedBy: "package: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!named.isEmpty)
        for name in named { #expect(Set(declared).contains(name.lowercased()), "package: \"\(name)\" names no dependency") }
        #expect(readme.contains("the last path component of the URL without `.git`"))
        #expect(readme.contains("the folder's name for a path dependency"))
    }
}
