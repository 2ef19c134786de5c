import Foundation
import Testing
@testable import IntentFlowManifest

/// A parent that only hosts children (TCA's `Reduce { _, _ in .none }.forEach(…)`): with `children:` it needs no
/// intents, traces or invariants, and `from:` names the field whose rows the children follow; a `from:` that names
/// no field, or a field that is not a list of identifiable rows, is a located `children.invalid-from`.
@Suite("Hosting-only parents")
struct HostingParentTests {
    static let row = """
        schemaVersion: "0.2"
        feature: Episode
        mode: core
        fields: ["isFavorite: Bool = false"]
        intents: [favoriteButtonTapped]

        """

    /// An ai-mode parent with `fields` and, unless `nil`, one child written as `child`; loaded from a file beside the
    /// child's manifest.
    private func load(fields: String = "[\"episodes: [EpisodeRow] = []\"]", child: String?) throws
        -> ManifestLoadResult
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hosting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.row.write(
            to: directory.appendingPathComponent("episode.intentflow.yaml"), atomically: true, encoding: .utf8)
        let parent = """
            schemaVersion: "0.2"
            feature: Episodes
            mode: ai
            fields: \(fields)
            \(child.map { "children:\n  - \($0)" } ?? "")
            """
        let url = directory.appendingPathComponent("episodes.intentflow.yaml")
        try parent.write(to: url, atomically: true, encoding: .utf8)
        return ManifestLoader.load(contentsOf: url, displayPath: "app/episodes.intentflow.yaml")
    }

    @Test func aParentWithOnlyChildrenNeedsNoIntentsTracesOrInvariants() throws {
        let result = try load(child: "{feature: Episode, manifest: episode.intentflow.yaml, from: episodes}")
        #expect(printed(result) == [])
        let child = try #require(result.validManifest?.children.first)
        #expect(child.from == "episodes")
        #expect(child.id == "episodes")
        #expect(child.each == nil)
    }

    @Test func withoutChildrenIntentsAndTracesAreStillRequired() throws {
        let result = try load(child: nil)
        let rules = result.diagnostics.map(\.ruleID)
        #expect(rules.contains("manifest.required"))
        #expect(rules.contains("manifest.ai-requires-traces"))
        #expect(rules.contains("manifest.ai-requires-invariants"))
    }

    @Test func aFromThatNamesNoFieldIsAnErrorWithTheClosestName() throws {
        let result = try load(child: "{feature: Episode, manifest: episode.intentflow.yaml, from: episode}")
        #expect(
            printed(result) == [
                "app/episodes.intentflow.yaml:6:65: error: 'from' names no field of Episodes: 'episode'; did you mean "
                    + "'episodes'? [children.invalid-from]"
            ])
    }

    @Test(arguments: ["Int", "[Int]", "String", "[String: EpisodeRow]", "[EpisodeRow?]", "[[EpisodeRow]]", "Bool"])
    func aFromOnAFieldThatIsNotAListOfRowsIsAnError(type: String) throws {
        let result = try load(
            fields: "[\"episodes: \(type) = \(type.hasPrefix("[") ? "[]" : "0")\"]",
            child: "{feature: Episode, manifest: episode.intentflow.yaml, from: episodes}")
        #expect(located(result, rule: "children.invalid-from") == "6:65 children.invalid-from")
        let message = try #require(result.diagnostics.first { $0.ruleID == "children.invalid-from" }?.message)
        #expect(message.contains("must name a list of identifiable rows"))
        #expect(result.validManifest == nil)
    }

    @Test(arguments: ["[EpisodeRow]", "Array<EpisodeRow>", "[Feed.Episode]"])
    func aListOfRowsIsAccepted(type: String) throws {
        let result = try load(
            fields: "[\"episodes: \(type) = []\"]",
            child: "{feature: Episode, manifest: episode.intentflow.yaml, from: episodes}")
        #expect(printed(result) == [])
    }
}
