// The guide, the shims and the 0.1.3-style fixture agree: as it is, the fixture is diagnosed exactly on the lines
// whose edits the guide lists, and compiles through the shims the guide names with a warning that names the edit;
// after exactly those edits it compiles; every shim in Sources/IntentFlow/Migration is in the guide. The rest of this
// target is 0.1.3-style code after the same edits, run.
import Foundation
import Testing

@Suite("Docs/Migration.md against the 0.1.3-style fixture")
struct MigrationGuideTests {
    @Test("unedited 0.1.3 code is diagnosed exactly on the lines the guide's edits change")
    func uneditedCodeIsDiagnosedWhereTheGuideSays() async throws {
        let markers = try UneditedFixture.markers()
        let result = try await TypeCheck.diagnostics(of: UneditedFixture.url)
        let diagnosed = Dictionary(grouping: result.diagnostics, by: \.line)
        #expect(result.status != 0, "the unedited fixture must not compile")
        #expect(!result.diagnostics.isEmpty, "\(result.output)")

        let unmarked = diagnosed.filter { markers[$0.key].map { $0.kind == .behaviour } ?? true }.values.flatMap { $0 }
        #expect(unmarked.isEmpty, "diagnostics on lines no documented edit names: \(unmarked)")
        let undiagnosed = markers.values.filter { $0.kind != .behaviour && diagnosed[$0.line] == nil }
        #expect(undiagnosed.isEmpty, "marked lines that now compile unchanged: \(undiagnosed)")

        let rows = try MigrationGuide.rows()
        for marker in markers.values {
            guard case .unavailable = rows.first(where: { $0.id == marker.id })?.shim else { continue }
            let found = diagnosed[marker.line] ?? []
            #expect(
                found.contains { $0.message.contains("is unavailable") || $0.message.contains("has been renamed") },
                "line \(marker.line) (\(marker.id)) should be refused by the stub that names the edit: \(found)")
        }
        for marker in markers.values where marker.kind == .shim {
            let found = diagnosed[marker.line] ?? []
            #expect(
                found.allSatisfy { $0.severity == "warning" && $0.message.contains("intentflow-ios 0.1.3 spelling") },
                "line \(marker.line) (\(marker.id)) should compile with the shim's deprecation: \(found)")
        }
    }

    @Test("after exactly the guide's edits the fixture compiles, warning only where a shim keeps a 0.1.3 spelling")
    func editedCodeCompiles() async throws {
        let markers = try UneditedFixture.markers()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-migration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = folder.appendingPathComponent("Edited013.swift")
        try UneditedFixture.edited().write(to: edited, atomically: true, encoding: .utf8)

        let result = try await TypeCheck.diagnostics(of: edited)

        #expect(result.status == 0, "\(result.output)")
        let unexpected = result.diagnostics.filter { diagnostic in
            markers[diagnostic.line]?.kind != .shim || !diagnostic.message.contains("intentflow-ios 0.1.3 spelling")
        }
        #expect(unexpected.isEmpty, "\(unexpected)")
        let warned = Set(result.diagnostics.map(\.line))
        #expect(warned == Set(markers.values.filter { $0.kind == .shim }.map(\.line)), "every shim still warns")
    }

    @Test("every fixture marker names an edit of the guide, and shims where the guide says so")
    func markersMatchTheGuide() throws {
        let allRows = try MigrationGuide.rows()
        let rows = Dictionary(allRows.map { ($0.id, $0) }) { first, _ in first }
        #expect(rows.count == allRows.count, "every ID names one row")
        let markers = try UneditedFixture.markers().values
        for marker in markers {
            let row = try #require(rows[marker.id], "line \(marker.line) names \(marker.id), which the guide lacks")
            if case .deprecated = row.shim {
                #expect(marker.kind == .shim, "\(marker.id) has a shim; mark line \(marker.line) `0.1.3 shim:`")
            } else {
                #expect(marker.kind != .shim, "\(marker.id) has no shim that keeps line \(marker.line) compiling")
            }
            #expect(
                (marker.kind == .shim) == (marker.replacement == nil),
                "line \(marker.line): an edit's marker carries the edited line (`→ …`), a shim's does not")
        }
        for (file, id) in try editedLineIDs() {
            #expect(rows[id] != nil, "\(file) names \(id), which the guide lacks")
        }
        let deprecatedIDs = rows.values.filter { if case .deprecated = $0.shim { true } else { false } }.map(\.id)
        let exercised = Set(markers.filter { $0.kind == .shim }.map(\.id))
        #expect(Set(deprecatedIDs) == exercised, "every deprecated shim is exercised by the fixture")
    }

    @Test("the guide names every file of Sources/IntentFlow/Migration, and only those")
    func guideNamesEveryShimFile() throws {
        let folder = TypeCheck.repositoryRoot.appendingPathComponent("Sources/IntentFlow/Migration")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let named = try MigrationGuide.rows().compactMap { row -> String? in
            switch row.shim {
            case .none: nil
            case .deprecated(let file), .unavailable(let file): file
            }
        }
        #expect(named.allSatisfy { $0.hasPrefix("Migration/") }, "shim files are named Migration/<File>.swift")
        #expect(Set(named.map { String($0.dropFirst("Migration/".count)) }) == Set(files))
    }

    /// The IDs the edited code of this target names on its edited lines (`// Migration R1: …`), with their file.
    private func editedLineIDs() throws -> [(file: String, id: String)] {
        let folder = TypeCheck.repositoryRoot.appendingPathComponent("Tests/IntentFlowMigrationTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try files.flatMap { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return text.components(separatedBy: "// Migration ").dropFirst().compactMap { rest in
                let id = String(rest.prefix { $0.isLetter || $0.isNumber })
                return MigrationGuide.isID(id) ? (file, id) : nil
            }
        }
    }
}
