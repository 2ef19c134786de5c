import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// What the default pack writes for the feature shapes of issue 28 it owns here: effects that repeat (`every:`),
/// values the reducer reads from the runtime (`dependencies:`), and collections of child features (`each:`).
@Suite("Repeating effects, dependencies and collections of children, generated")
struct ShapesGenerationTests {
    /// `files` written into a fresh directory; the manifest named `main` loaded from it (with its children).
    private func load(_ main: String, _ files: [String: String]) throws -> Manifest {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try DefaultPackRenderer.manifest(at: directory.appendingPathComponent(main))
    }

    static let timers = """
        schemaVersion: "0.2"
        feature: Clock
        mode: core
        states: ["stopped(seconds: Int)", "running(seconds: Int)"]
        initial: "stopped(seconds: 0)"
        intents: [toggle]
        events: ["ticked(Int)"]
        effects:
          - {name: tick, id: clock.tick, policy: cancelInFlight, emits: [ticked], every: 250ms}
        acceptanceTraces:
          - "stopped(seconds: s) + toggle -> running(seconds: s) + tick effect"
          - "running(seconds: s) + ticked(n) -> running(seconds: s + n)"
          - "running(seconds: s) + toggle -> stopped(seconds: s) + cancel tick effect"

        """

    @Test("A repeating effect's skeleton ticks on the store's clock, numbering its ticks")
    func repeatingSkeleton() throws {
        let manifest = try load("clock.intentflow.yaml", ["clock.intentflow.yaml": Self.timers])
        let effects = try DefaultPackRenderer().render("effects.swift", manifest: manifest)
        #expect(effects.contains("      // Repeats (`every: 250ms`): a tick on the store's clock until the flow cancels the run.\n"))
        #expect(effects.contains("      await RepeatingEffect.every(.milliseconds(250), send: send) { .ticked($0) }\n"))
        #expect(!effects.contains("continuation.yield"))
        #expect(!effects.contains("AsyncStream"))
    }

    @Test("The store test of a trace requesting a repeating effect moves the test clock over three ticks")
    func tickTest() throws {
        let manifest = try load("clock.intentflow.yaml", ["clock.intentflow.yaml": Self.timers])
        let tests = try DefaultPackRenderer().render("tests.swift", manifest: manifest)
        #expect(tests.contains("then ticked every 250ms on the test clock"))
        #expect(tests.contains("    effects.reply(to: .tick, every: .milliseconds(250)) {\n      .ticked($0)\n    }\n"))
        #expect(tests.contains("    for tick in 1...3 {\n      await store.clock.advance(by: .milliseconds(250))\n"))
        #expect(tests.contains("        .ticked(tick),\n        expecting: ClockFlow().reduce(state: store.state, signal: .event(.ticked(tick)))\n"))
        #expect(tests.contains("    await store.store.cancelEffect(id: \"clock.tick\")\n    await store.finish()\n"))
        #expect(!tests.contains(".disabled("))
    }

    static let list = """
        schemaVersion: "0.2"
        feature: Shelf
        mode: core
        imports: [Foundation]
        dependencies: [uuid, now]
        states: ["shelf(items: [Book], added: Date?)", "naming(id: UUID)"]
        initial: "shelf(items: [], added: nil)"
        intents: [add, name]
        events: ["bookDone(id: UUID, userID: String)"]
        samples:
          Book: 'Book(id: UUID(), title: "")'
        children:
          - {feature: Login, manifest: login.intentflow.yaml, id: readers, each: UUID, outputs: {completed: bookDone}}
        acceptanceTraces:
          - "shelf(items: b) + add -> shelf(items: [Book(id: uuid, title: \\"\\")] + b, added: now)"
          - "shelf + name -> naming(id: uuid)"

        """

    static let login = """
        schemaVersion: "0.2"
        feature: Login
        mode: core
        states: [idle, validating, "done(userID: String)"]
        intents: [submit]
        events: ["valid(userID: String)"]
        effects: [{name: validate, emits: [valid]}]
        outputs: ["completed(userID: String)"]
        acceptanceTraces:
          - "idle + submit -> validating + validate effect"
          - "validating + valid(userID: u) -> done(userID: u) + completed(userID: u) output"

        """

    @Test("A trace reading the runtime's UUID and date: the skeleton reads them once, the test runs incrementing ones")
    func dependencyReads() throws {
        let manifest = try load(
            "shelf.intentflow.yaml", ["shelf.intentflow.yaml": Self.list, "login.intentflow.yaml": Self.login])
        let flow = try DefaultPackRenderer().render("flow.swift", manifest: manifest)
        #expect(flow.contains("      let uuid = FlowDependencies.current.uuid()\n      let now = FlowDependencies.current.now\n"))
        #expect(flow.contains("      return .state(.naming(id: uuid))"))
        let tests = try DefaultPackRenderer().render("tests.swift", manifest: manifest)
        #expect(tests.contains("private let uuid = FlowDependencies.incrementingUUID(0)\nprivate let now = FlowDependencies.incrementing().now\n"))
        #expect(tests.contains("    let next = FlowDependencies.incrementing().run {\n      ShelfFlow().reduce(\n"))
        #expect(tests.contains("let expected = ShelfNext.state(.naming(id: uuid))"))
    }

    @Test("A collection of children: the mapping takes the element's id, hosting returns a FlowChildren")
    func collectionMapping() throws {
        let manifest = try load(
            "shelf.intentflow.yaml", ["shelf.intentflow.yaml": Self.list, "login.intentflow.yaml": Self.login])
        let source = try DefaultPackRenderer().render("children.swift", manifest: manifest)
        #expect(source.contains("  init?(readers id: UUID, output: LoginOutput) {"))
        #expect(source.contains("    case .completed(let userID):\n      self = .bookDone(id: id, userID: userID)\n"))
        #expect(source.contains("  nonisolated func hostReaders() -> FlowChildren<LoginFlow, UUID> {"))
        #expect(source.contains("    hostChildren(LoginFlow.self, id: UUID.self) { ShelfEvent(readers: $0, output: $1) }"))
    }

    @Test("A collection's tests add and remove elements, route an element's output with its id, cancel one's effects")
    func collectionTests() throws {
        let manifest = try load(
            "shelf.intentflow.yaml", ["shelf.intentflow.yaml": Self.list, "login.intentflow.yaml": Self.login])
        let tests = try DefaultPackRenderer().render("children-tests.swift", manifest: manifest)
        #expect(tests.contains("func readersAreAddedAndRemovedByID() async {"))
        #expect(tests.contains("    let first = FlowDependencies.incrementingUUID(1)\n    let second = FlowDependencies.incrementingUUID(2)\n"))
        #expect(tests.contains("    children.remove(id: first)\n    #expect(children.ids == [second])\n"))
        #expect(tests.contains("    await element.store.send(event: .valid(userID: \"userID\"))"))
        #expect(tests.contains("    let expected: [ShelfEvent] = [.bookDone(id: second, userID: \"userID\")]"))
        #expect(tests.contains("    effects.reply(to: .validate, with: [], holding: true)\n    effects.reply(to: .validate, with: [], holding: true)\n"))
        #expect(tests.contains("    #expect(await element.store.runningEffectCount == 1)"))
        let xctests = try DefaultPackRenderer().render(
            "children-tests.swift", manifest: manifest, parameters: ["testing": "xctest"])
        #expect(xctests.contains("  func testReadersAreAddedAndRemovedByID() async {"))
        #expect(xctests.contains("    XCTAssertEqual(keptRunning, 1)"))
    }

    @Test("Ids of a type without built-in test values leave the collection's tests out, never disabled")
    func collectionWithoutTestIDs() throws {
        let manifest = try load(
            "shelf.intentflow.yaml",
            [
                "shelf.intentflow.yaml": Self.list.replacingOccurrences(of: "each: UUID", with: "each: Slot")
                    .replacingOccurrences(of: "bookDone(id: UUID", with: "bookDone(id: Slot"),
                "login.intentflow.yaml": Self.login,
            ])
        let tests = try DefaultPackRenderer().render("children-tests.swift", manifest: manifest)
        #expect(!tests.contains("@Test"))
        #expect(!tests.contains(".disabled("))
    }
}
