import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

@testable import IntentFlowMutate

/// A parent that only hosts children (the Examples' Episodes) has no arm to mutate: mutate scores its children and
/// leaves it out, and says so when it is all it was given (it failed the whole run with `mutate.unreadable-reducer`).
@Suite struct HostingParentMutationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func manifest(_ name: String) throws -> (url: URL, manifest: Manifest) {
        let url = root.appendingPathComponent(".intentflow/\(name).intentflow.yaml")
        let result = ManifestLoader.load(contentsOf: url, displayPath: ".intentflow/\(name).intentflow.yaml")
        return (url, try #require(result.validManifest, "\(result.diagnostics.map(\.description))"))
    }

    @Test func aHostingParentBesideItsChildIsLeftOut() throws {
        let (_, subjects) = try MutationPlanner.plan(
            [try Self.manifest("episodes"), try Self.manifest("episode")], workingDirectory: Self.root)
        #expect(subjects.map(\.manifest.feature) == ["Episode"])
        #expect(subjects.first.map { !$0.mutants.isEmpty } == true)
    }

    @Test func aHostingParentAloneIsALocatedError() throws {
        let parent = try Self.manifest("episodes")
        #expect(parent.manifest.hostsOnly)
        do {
            _ = try MutationPlanner.plan([parent], workingDirectory: Self.root)
            Issue.record("planned a hosting-only parent")
        } catch {
            #expect(error.diagnostics.first?.ruleID == "mutate.hosts-only")
            #expect(error.description.contains("Episodes only hosts children"))
        }
    }
}
