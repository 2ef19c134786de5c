// Every Swift block of the runtime's guides type-checks against the IntentFlow module this test run built, after
// the declarations DocCodeBlocks gives it; a block that stops compiling fails here with the guide's line.
import Foundation
import Testing

@Suite("The runtime guides' Swift blocks compile")
struct DocCodeBlocksTests {
    @Test("every block has a context", arguments: DocCodeBlocks.guides)
    func everyBlockHasAContext(guide: String) throws {
        let blocks = try DocCodeBlocks.blocks(of: guide)
        #expect(
            blocks.count == DocCodeBlocks.contexts[guide]?.count,
            "\(guide) has \(blocks.count) Swift blocks; give each a context in DocCodeBlocks.contexts")
    }

    @Test("every block type-checks", arguments: DocCodeBlocks.guides)
    func everyBlockTypeChecks(guide: String) async throws {
        let contexts = DocCodeBlocks.contexts[guide] ?? []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (block, context) in zip(try DocCodeBlocks.blocks(of: guide), contexts) {
            // main.swift: a block may hold top-level statements, `await` included.
            let directory = folder.appendingPathComponent("block\(block.number)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("main.swift")
            try (context + "\n" + block.code).write(to: file, atomically: true, encoding: .utf8)
            let contextLines = context.split(separator: "\n", omittingEmptySubsequences: false).count
            let result = try await TypeCheck.diagnostics(of: file)
            let errors = result.diagnostics.filter { $0.severity == "error" }.map { diagnostic in
                "\(guide):\(block.firstLine + diagnostic.line - contextLines - 1): \(diagnostic.message)"
            }
            #expect(result.status == 0 && errors.isEmpty, "block \(block.number): \(errors) \(result.output)")
        }
    }

    @Test("a block that does not compile fails")
    func aBrokenBlockFails() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try (DocCodeBlocks.firstWhereContext + "\nlet loaded = await store.first(where: { $0.state.isReady })\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try await TypeCheck.diagnostics(of: file)
        #expect(result.status != 0)
        #expect(result.diagnostics.contains { $0.severity == "error" && $0.message.contains("isReady") })
    }
}
