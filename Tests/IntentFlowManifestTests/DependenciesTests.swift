import Testing

@testable import IntentFlowManifest

/// `dependencies:`: what the reducer reads from the runtime, which traces read by name after `->`.
@Suite("Dependencies the reducer reads")
struct DependenciesTests {
    static func manifest(dependencies: String = "dependencies: [uuid, now]", trace: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Todos
        \(dependencies)
        states: ["editing(todos: [Todo], at: Date?)", "adding(id: UUID)"]
        intents: [add, "rename(id: UUID)"]
        samples:
          Todo: 'Todo()'
        acceptanceTraces:
          - '\(trace)'
          - 'editing + rename(id: i) -> adding(id: i)'

        """
    }

    @Test("Declared names are read in expressions and alone, and marked as the trace's reads")
    func declaredNamesAreRead() throws {
        let result = load(Self.manifest(trace: "editing(todos: t) + add -> editing(todos: [Todo(id: uuid)] + t, at: now)"))
        #expect(printed(result) == [])
        let manifest = try #require(result.validManifest)
        #expect(manifest.dependencies == [.uuid, .now])
        let trace = try #require(manifest.acceptanceTraces.first)
        #expect(DependencyReads.read(by: trace, among: manifest.dependencies) == [.uuid, .now])
        #expect(trace.to.arguments.last?.expression?.text == "now")
        #expect(trace.to.arguments.last?.name == nil)

        let alone = load(Self.manifest(trace: "editing + add -> adding(id: uuid)"))
        #expect(printed(alone) == [])
        let read = try #require(alone.validManifest?.acceptanceTraces.first)
        #expect(DependencyReads.read(by: read, among: [.uuid, .now]) == [.uuid])
    }

    @Test("A name the trace binds is the trace's, not the runtime's")
    func boundNamesWin() throws {
        let result = load(Self.manifest(trace: "adding + rename(id: uuid) -> adding(id: uuid)"))
        #expect(printed(result) == [])
        let trace = try #require(result.validManifest?.acceptanceTraces.first)
        #expect(DependencyReads.read(by: trace, among: [.uuid, .now]) == [])
        #expect(trace.to.arguments.first?.name == "uuid")
    }

    @Test("Reading one without declaring it is an unbound name that says to declare it")
    func undeclaredRead() {
        let result = load(
            Self.manifest(dependencies: "", trace: "editing(todos: t) + add -> editing(todos: [Todo(id: uuid)] + t)"))
        #expect(located(result, rule: "trace.unbound-name") == "9:58 trace.unbound-name")
        #expect(printed(result).first?.contains("; or, for the runtime's uuid, declare it: dependencies: [uuid]") == true)
        #expect(result.validManifest == nil)
    }

    @Test("A guard cannot read one: the trace is chosen before the reducer reads anything")
    func guardsCannotRead() {
        let result = load(Self.manifest(trace: "editing(todos: t) + add where t.count < 3 && now != nil -> editing(todos: t)"))
        #expect(located(result, rule: "trace.unbound-name") != nil)
        #expect(result.validManifest == nil)
    }

    @Test("A name the runtime does not hand out is an error at it, with a suggestion")
    func unknownDependency() {
        let result = load(Self.manifest(dependencies: "dependencies: [uuid, date, uuid]", trace: "editing + add -> editing"))
        #expect(
            printed(result) == [
                "m.yaml:3:22: error: the runtime hands a reducer no 'date'; 'dependencies' lists uuid, now "
                    + "[manifest.unknown-dependency]"
            ])
        #expect(result.manifest?.dependencies == [.uuid])
    }
}
