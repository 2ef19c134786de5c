import Foundation
import Testing

@testable import IntentFlowCLI

/// Bad `emits:` stops `validate` and `generate` with a located error, exit 1, and nothing written.
@Suite struct EmitsCommandTests {
    static func manifest(emits: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading, failed(message: String)]
        intents: [search(query: String)]
        events: [loaded]
        effects:
          - name: fetch
            emits: \(emits)
        acceptanceTraces:
          - idle + search -> loading + fetch effect
          - loading + loaded -> idle

        """
    }

    @Test(arguments: [
        ("[loadedd]", "m.intentflow.yaml:8:13: error: 'emits:' of the effect 'fetch' names 'loadedd'"),
        ("loaded", "m.intentflow.yaml:8:12: error: 'emits' must be a list of event names"),
    ])
    func badEmitsIsALocatedErrorAndNothingIsGenerated(emits: String, message: String) throws {
        let project = try Project()
        try project.write("m.intentflow.yaml", Self.manifest(emits: emits))
        let validate = project.run(["validate", "m.intentflow.yaml"])
        #expect(validate.code == .findings)
        #expect(validate.stdout.contains(message) || validate.stderr.contains(message), "\(validate)")
        let generate = project.run(["generate", "m.intentflow.yaml", "--output", "out"])
        #expect(generate.code == .findings)
        #expect(generate.stdout.contains(message) || generate.stderr.contains(message), "\(generate)")
        #expect(!project.exists("out"))
    }

    @Test func goodEmitsGeneratesAStoreTestOfTheChain() throws {
        let project = try Project()
        try project.write("m.intentflow.yaml", Self.manifest(emits: "[loaded]"))
        let generate = project.run(["generate", "m.intentflow.yaml", "--output", "out"])
        #expect(generate.code == .success, "\(generate.stderr)")
        let tests = project.read("out/Tests/SearchTests/SearchFlowTests.swift") ?? ""
        #expect(tests.contains("effects.reply(\n      to: .fetch,\n      with: [.loaded]\n    )"), "\(tests)")
        let effects = project.read("out/Sources/Search/SearchEffects.swift") ?? ""
        #expect(effects.contains("await send(.loaded)"), "\(effects)")
    }
}
