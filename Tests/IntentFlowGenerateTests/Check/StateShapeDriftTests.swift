import Foundation
import IntentFlowManifest
import IntentFlowCheck
import Testing

@testable import IntentFlowGenerate

/// `check` over every state shape the generator and the examples write (an enum state, phases with fields, fields
/// only; `switch (state.match, signal)` and `switch signal`): no finding on correct code, and a located
/// `drift.unimplemented-trace` for a wrong phase, a dropped field write and a dropped effect.
@Suite("check reads every state shape")
struct StateShapeDriftTests {
    /// A struct state without phases, whose traces only change fields.
    static let form = """
        schemaVersion: "0.2"
        feature: Form
        mode: core
        fields:
          - 'name: String = ""'
          - "count: Int = 0"
          - "isSaving: Bool = false"
        intents: [nameChanged(String), increment, save, reset]
        events: [saved]
        effects:
          - name: persist
            params: ["name: String"]
            emits: [saved]
        acceptanceTraces:
          - "state + nameChanged(n) -> state(name: n)"
          - "state(count: c) + increment -> state(count: c + 1)"
          - "state(name: n) + save -> state(isSaving: true) + persist(n) effect"
          - "state + saved -> state(isSaving: false)"
          - 'state + reset -> state(name: "", count: 0)'

        """

    /// `Form` written by hand as a `switch signal` over a copy of the state, a helper writing through `inout`.
    static let formBySignal = """
        import IntentFlow

        struct FormFlow: FlowReducer {
          func reduce(state: FormState, signal: FlowSignal<FormIntent, FormEvent>) -> FormNext {
            var next = state
            switch signal {
            case .intent(.nameChanged(let name)):
              next.name = name
              return .state(next)
            case .intent(.increment):
              next.count += 1
              return .state(next)
            case .intent(.save):
              next.isSaving = true
              return .state(next).effect(.persist(name: state.name), id: "form.persist", policy: .run)
            case .event(.saved):
              next.isSaving = false
              return .state(next)
            case .intent(.reset):
              Self.reset(&next)
              return .state(next)
            }
          }

          private static func reset(_ state: inout FormState) {
            state.name = ""
            state.count = 0
          }
        }

        """

    /// `Form` in the fall-through style: arms that change `next` and one `return .state(next)` after the switch
    /// (AlertsAndDialogs' style); one arm returns on its own for its effect.
    static let formFallingThrough = """
        import IntentFlow

        struct FormFlow: FlowReducer {
          func reduce(state: FormState, signal: FlowSignal<FormIntent, FormEvent>) -> FormNext {
            var next = state
            switch signal {
            case .intent(.nameChanged(let name)):
              next.name = name
            case .intent(.increment):
              next.count += 1
            case .intent(.save):
              next.isSaving = true
              return .state(next).effect(.persist(name: state.name), id: "form.persist", policy: .run)
            case .event(.saved):
              next.isSaving = false
            case .intent(.reset):
              next.name = ""
              next.count = 0
            }
            return .state(next)
          }
        }

        """

    /// The default pack's feature files for `manifest`, under `Sources/<Feature>/` and `Tests/<Feature>Tests/`, with
    /// the flow replaced by `flow` when given.
    private static func generated(_ manifest: Manifest, flow: String? = nil) throws -> [SwiftSourceFile] {
        let renderer = try DefaultPackRenderer()
        let feature = manifest.feature
        return try DefaultPackRenderer.featureFiles.map { template, suffix in
            let folder = suffix.hasSuffix("Tests.swift") ? "Tests/\(feature)Tests" : "Sources/\(feature)"
            let text = template == "flow.swift" && flow != nil ? flow ?? "" : try renderer.render(template, manifest: manifest)
            return SwiftSourceFile(path: "\(folder)/\(feature)\(suffix)", source: text)
        }
    }

    private static func manifest(_ yaml: String, path: String) throws -> Manifest {
        try #require(CheckFixtures.loadManifest(yaml, path: path))
    }

    private static func places() throws -> Manifest {
        try DefaultPackRenderer.manifest(
            at: DefaultPackRenderer.repositoryRoot.appendingPathComponent("Templates/tests/places-fields.intentflow.yaml"))
    }

    /// The generated flow of `manifest` with `old` replaced by `new` (which must occur).
    private static func flow(of manifest: Manifest, replacing old: String, with new: String) throws -> String {
        let flow = try DefaultPackRenderer().render("flow.swift", manifest: manifest)
        try #require(flow.contains(old), "the generated flow no longer contains \(old)")
        return flow.replacingOccurrences(of: old, with: new)
    }

    /// The drift findings of `manifest` against `files`.
    private static func drift(_ manifest: Manifest, _ files: [SwiftSourceFile]) throws -> [Diagnostic] {
        try CheckFixtures.drift(files, manifest: manifest)
    }

    @Test("Freshly generated code of every example and fixture manifest, in each state shape, has no finding")
    func freshlyGenerated() throws {
        // The hostile fixture's case names (a newline and `case` in a name) defeat the contract enum reader, which
        // is not what this test is about.
        var manifests = try DefaultPackRenderer.exampleManifests().filter { $0.feature != "Hostile" }
        manifests.append(try Self.manifest(Self.form, path: "Sources/Form/Form.intentflow.yaml"))
        let shapes = Set(manifests.map { $0.fields.isEmpty ? "enum" : $0.hasImplicitState ? "fields" : "phases" })
        #expect(shapes == ["enum", "fields", "phases"])
        for manifest in manifests {
            let found = try Self.drift(manifest, Self.generated(manifest))
            #expect(found.isEmpty, "\(manifest.feature): \(found.map(\.description))")
        }
    }

    @Test("Every pack snapshot has no finding")
    func packSnapshots() throws {
        let tests = DefaultPackRenderer.repositoryRoot.appendingPathComponent("Templates/tests")
        let names = try FileManager.default.contentsOfDirectory(atPath: tests.path)
            .filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let manifest = try DefaultPackRenderer.manifest(at: tests.appendingPathComponent("\(name).intentflow.yaml"))
            let root = tests.appendingPathComponent("\(name).expected")
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            let files = try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
                SwiftSourceFile(path: path, source: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            }
            #expect(!files.isEmpty)
            let found = try Self.drift(manifest, files)
            #expect(found.isEmpty, "\(name): \(found.map(\.description))")
        }
    }

    @Test("The repository's examples have no finding")
    func examples() throws {
        let report = try ProjectChecker.run(CheckOptions(root: DefaultPackRenderer.repositoryRoot))
        #expect(report.manifestCount >= 10)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test("A `switch signal` over a copy of a fields-only state, writing through a helper, implements its traces")
    func fieldsOnlyBySignal() throws {
        let manifest = try Self.manifest(Self.form, path: "Sources/Form/Form.intentflow.yaml")
        #expect(try Self.drift(manifest, Self.generated(manifest, flow: Self.formBySignal)).isEmpty)

        // Each dropped write or request is found at its trace's line.
        for (old, line, gap) in [
            ("      next.count += 1\n", 16, "does not write 'count'"),
            (".effect(.persist(name: state.name), id: \"form.persist\", policy: .run)", 17, "does not ask for the effect 'persist'"),
            ("    state.count = 0\n", 19, "does not write 'count'"),
        ] {
            try #require(Self.formBySignal.contains(old))
            let flow = Self.formBySignal.replacingOccurrences(of: old, with: "")
            let found = try Self.drift(manifest, Self.generated(manifest, flow: flow))
            #expect(CheckFixtures.summary(found) == ["Sources/Form/Form.intentflow.yaml:\(line):5 [drift.unimplemented-trace]"])
            #expect(found.first?.message.contains(gap) == true, "\(found.map(\.message))")
        }
    }

    @Test("Arms that change `next` and fall through to one `return .state(next)` are held to their traces")
    func fieldsOnlyFallingThrough() throws {
        let manifest = try Self.manifest(Self.form, path: "Sources/Form/Form.intentflow.yaml")
        #expect(try Self.drift(manifest, Self.generated(manifest, flow: Self.formFallingThrough)).isEmpty)

        // Each dropped write is found at its trace's line, though the arm itself returns nothing.
        for (old, line, gap) in [
            ("      next.count += 1\n", 16, "does not write 'count'"),
            ("      next.isSaving = false\n", 18, "does not write 'isSaving'"),
            ("      next.count = 0\n", 19, "does not write 'count'"),
        ] {
            try #require(Self.formFallingThrough.contains(old))
            let flow = Self.formFallingThrough.replacingOccurrences(of: old, with: "")
            let found = try Self.drift(manifest, Self.generated(manifest, flow: flow))
            let location = "Sources/Form/Form.intentflow.yaml:\(line):5"
            #expect(CheckFixtures.summary(found) == ["\(location) [drift.unimplemented-trace]"])
            #expect(found.first?.message.contains(gap) == true, "\(found.map(\.message))")
        }
    }

    @Test("A dropped cancel the trace states is a located drift error, in the generated flow and in the example's")
    func droppedCancel() throws {
        let manifest = try #require(try DefaultPackRenderer.exampleManifests().first { $0.feature == "Timers" })
        let cancel = "\n        .cancel(\"timers.timer\")"
        let generated = try DefaultPackRenderer().render("flow.swift", manifest: manifest)
        let example = try String(
            contentsOf: DefaultPackRenderer.repositoryRoot.appendingPathComponent(
                "Examples/Sources/Timers/TimersFlow.swift"),
            encoding: .utf8)
        for flow in [generated, example] {
            // The first cancel is the one of `running + toggleTimerButtonTapped -> stopped + cancel timer effect`.
            let range = try #require(flow.range(of: cancel), "the flow no longer contains \(cancel)")
            let dropped = flow.replacingCharacters(in: range, with: "")
            let found = try Self.drift(manifest, Self.generated(manifest, flow: dropped))
            #expect(
                CheckFixtures.summary(found) == [".intentflow/timers.intentflow.yaml:37:5 [drift.unimplemented-trace]"])
            let message = found.first?.message ?? ""
            #expect(message.contains("does not cancel the effect 'timer'"), "\(found.map(\.message))")
        }
    }

    @Test("A fields-only reducer that ignores three signals whose traces only change fields fails each of the three")
    func fieldsOnlyIgnoringSignals() throws {
        let manifest = try Self.manifest(Self.form, path: "Sources/Form/Form.intentflow.yaml")
        var flow = try DefaultPackRenderer().render("flow.swift", manifest: manifest)
        for body in [
            ".init(name: string, count: state.count, isSaving: state.isSaving)",
            ".init(name: state.name, count: c + 1, isSaving: state.isSaving)",
            ".init(name: state.name, count: state.count)",
        ] {
            try #require(flow.contains("return .state(\(body))"), "the generated flow changed: \(flow)")
            flow = flow.replacingOccurrences(of: "return .state(\(body))", with: "return .state(state)")
        }
        let found = try Self.drift(manifest, Self.generated(manifest, flow: flow))
        #expect(
            CheckFixtures.summary(found) == [15, 16, 18].map {
                "Sources/Form/Form.intentflow.yaml:\($0):5 [drift.unimplemented-trace]"
            })
        #expect(found.allSatisfy { $0.message.contains("does not write") }, "\(found.map(\.message))")
    }

    @Test("A wrong phase, built with `.init(phase:)` or `<F>State(phase:)` or assigned, is a located drift error")
    func wrongPhase() throws {
        let manifest = try Self.places()
        let line = "return .state(.init(phase: .idle, query: state.query, results: state.results, pinned: string))"
        for written in [
            "return .state(.init(phase: .searching(request: 2), query: state.query, results: state.results, pinned: string))",
            "return .state(PlacesState(phase: .searching(request: 2), query: state.query, results: state.results, pinned: string))",
            "var next = state\n      next.pinned = string\n      next.phase = .searching(request: 2)\n      return .state(next)",
        ] {
            let flow = try Self.flow(of: manifest, replacing: line, with: written)
            let found = try Self.drift(manifest, Self.generated(manifest, flow: flow))
            // `idle + pin(p) -> idle(pinned: p)` is line 27 of the manifest.
            #expect(CheckFixtures.summary(found) == ["Templates/tests/places-fields.intentflow.yaml:27:5 [drift.unimplemented-trace]"])
            #expect(found.first?.message.contains("returns 'searching', not 'idle'") == true, "\(found.map(\.message))")
        }
        // The right phase written each of those ways implements the trace.
        for written in [
            "return .state(PlacesState(phase: .idle, query: state.query, results: state.results, pinned: string))",
            "var next = state\n      next.pinned = string\n      return .state(next)",
        ] {
            let flow = try Self.flow(of: manifest, replacing: line, with: written)
            #expect(try Self.drift(manifest, Self.generated(manifest, flow: flow)).isEmpty)
        }
    }

    @Test("A dropped field write and a dropped effect in a generated struct-state flow are located drift errors")
    func droppedWriteAndEffect() throws {
        let manifest = try Self.places()
        let write = try Self.flow(
            of: manifest, replacing: "results: state.results, pinned: string))",
            with: "results: state.results, pinned: state.pinned))")
        let missingWrite = try Self.drift(manifest, Self.generated(manifest, flow: write))
        #expect(CheckFixtures.summary(missingWrite) == ["Templates/tests/places-fields.intentflow.yaml:27:5 [drift.unimplemented-trace]"])
        #expect(missingWrite.first?.message.contains("does not write 'pinned'") == true)

        // A field left out of `.init(…)` takes its default: right where the trace asks for it, wrong elsewhere.
        let defaulted = try Self.flow(
            of: manifest, replacing: "results: state.results, pinned: string))", with: "results: state.results))")
        #expect(CheckFixtures.summary(try Self.drift(manifest, Self.generated(manifest, flow: defaulted))).count == 1)

        let effect = try Self.flow(
            of: manifest,
            replacing: "\n      .effect(\n        .search(query: q),\n        id: \"places.search\",\n        policy: .cancelInFlight\n      )",
            with: "")
        let missingEffect = try Self.drift(manifest, Self.generated(manifest, flow: effect))
        #expect(CheckFixtures.summary(missingEffect) == ["Templates/tests/places-fields.intentflow.yaml:24:5 [drift.unimplemented-trace]"])
        #expect(missingEffect.first?.message.contains("does not ask for the effect 'search'") == true)
    }
}
