import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// `domains:` in generated tests: a parameter's values stay inside its domain, in value tests, store tests and the
/// conformance exploration's inputs.
@Suite("Domains in generated tests")
struct DomainGenerationTests {
    /// TCA's TicTacToe shape: a move names a row and a column of a 3×3 board, and the reducer traps outside it
    /// (`board[row][column]`).
    static func yaml(domains: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Game
        states: ["playing(moves: Int)", won]
        intents: ["play(row: Int, column: Int)"]
        \(domains)
        acceptanceTraces:
          - 'playing(moves: m) + play(row: r, column: c) where m < 8 -> playing(moves: m + 1)'
          - 'playing(moves: m) + play -> won'

        """
    }

    private func rendered(_ template: String, domains: String) throws -> String {
        let result = ManifestLoader.load(yaml: Self.yaml(domains: domains), path: "Game.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        return try DefaultPackRenderer().render(template, manifest: manifest, parameters: ["module": "Game"])
    }

    @Test("A board row and column of 0...2 are never sent -1 (nor anything outside 0...2)")
    func ticTacToe() throws {
        let domains = "domains: {play.row: 0...2, play.column: 0...2, playing.moves: 0...9}"
        let tests = try rendered("tests.swift", domains: domains)
        let conformance = try rendered("conformance.swift", domains: domains)
        // Without the domain, the generated values include -1: the assertions below can fail.
        let free = try rendered("tests.swift", domains: "")
        #expect(free.contains("row: -1") || free.contains("(-1, "), "\(free)")
        for source in [tests, conformance] {
            #expect(!source.contains("-1,") && !source.contains("-1)") && !source.contains(": -1"), "\(source)")
            #expect(!source.contains("row: 3") && !source.contains("column: 3"), "\(source)")
        }
        #expect(tests.contains(".play(row: "), "\(tests)")
    }
}
