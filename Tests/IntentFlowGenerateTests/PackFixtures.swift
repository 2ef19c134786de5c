import Foundation
@testable import IntentFlowGenerate

/// Small packs for tests, independent of the default pack's content.
enum PackFixtures {
    /// A base pack with a feature generator: a generator-owned contract with a `header` block, a user-owned flow
    /// with a region, and a SwiftUI view only for `--ui swiftui`.
    static let base: [String: String] = [
        "pack.yaml": """
            name: base
            description: A test pack.
            generators:
              feature:
                description: Feature files.
                parameters:
                  ui:
                    default: none
                    choices: [none, swiftui, uikit]
                files:
                  - template: contract.swift
                    path: "{{feature.name}}/{{feature.name}}Contract.swift"
                  - template: flow.swift.mustache
                    path: "{{feature.name}}/{{feature.name}}Flow.swift"
                    owner: user
                  - template: view.swift
                    path: "{{#params.ui_swiftui}}{{feature.name}}/{{feature.name}}View.swift{{/params.ui_swiftui}}"
                    owner: user

            """,
        "contract.swift.mustache": """
            {{$header}}
            // Base header.
            {{/header}}
            enum {{feature.name}}State {}
            {{>partials/footer}}

            """,
        "partials/footer.mustache": "// footer from base\n",
        "flow.swift.mustache": """
            struct {{feature.name}}Flow {
                // intentflow:begin states
                // {{feature.name}} states
                // intentflow:end states
            }

            """,
        "view.swift.mustache": "struct {{feature.name}}View {} // ui={{params.ui}}\n",
    ]

    /// Writes a team pack `acme` into a fresh project and resolves it (with the real default pack as `swift`). The
    /// project directory is removed when the caller drops it.
    static func teamPack(_ files: [String: String]) throws -> (TemporaryDirectory, Result<ResolvedPack, GeneratorError>) {
        let directory = try TemporaryDirectory()
        try write(files, to: directory.url.appendingPathComponent(".intentflow/packs/acme"))
        let result = Result { () throws(GeneratorError) in
            try PackCatalog(projectRoot: directory.url).resolve("acme", relativeTo: directory.url)
        }
        return (directory, result)
    }

    /// Writes a pack's files into a directory.
    static func write(_ files: [String: String], to directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
