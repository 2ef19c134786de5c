import Testing
@testable import IntentFlowAI

@Suite struct NameTableTests {
    private func declarations(_ names: [String]) -> [CaseDeclaration] {
        names.map { CaseDeclaration(name: $0, location: SourceLocation(file: "m.yaml", line: 1, column: 1)) }
    }

    @Test func findsTheFirstDeclarationOfEachName() {
        let table = NameTable(declarations(["idle", "loading", "idle", "größe", "failed"]))
        #expect(table.firstIndex(of: "idle") == 0)
        #expect(table.firstIndex(of: "loading") == 1)
        #expect(table.firstIndex(of: "größe") == 3)
        #expect(table.firstIndex(of: "failed") == 4)
        #expect(table.firstIndex(of: "Idle") == nil)
        #expect(table.firstIndex(of: "") == nil)
        #expect(table.names == ["idle", "loading", "größe", "failed"])
    }

    @Test func manyNamesAllResolveAndOthersDoNot() {
        let names = (0..<5_000).map { "state\($0)" }
        let table = NameTable(declarations(names + names))
        for (index, name) in names.enumerated() {
            #expect(table.firstIndex(of: name) == index)
        }
        #expect((5_000..<6_000).allSatisfy { !table.contains("state\($0)") })
        #expect(NameTable(declarations([])).firstIndex(of: "x") == nil)
    }
}
