import Testing

import IntentFlowManifest
@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace targets")
struct TraceTargetTests {
    /// `idle + submit -> failed + log effect`: `failed` takes the intent's `message`, a placeholder `0` for its
    /// `code`, and nothing for its `device`.
    let fixture = TraceFixture(
        states: ["idle", "failed(message: String, code: Int, device: Device)"],
        intents: ["submit(message: String)"], effects: ["log(message: String)"],
        traces: ["idle + submit -> failed + log effect"])

    @Test("Each parameter takes a binding, else its type's placeholder, else nothing")
    func arguments() throws {
        let to = try #require(fixture.targets().to)
        #expect(to.arguments == [.binding(0), .placeholder("0"), .missing])
        #expect(to.usedBindings == [0])
    }

    @Test("Placeholders get a note and parameters without a value are listed, naming case, parameter and type")
    func notesAndMissing() throws {
        let to = try #require(fixture.targets().to)
        #expect(to.notes == ["`failed`'s `code` has no value in this trace: 0 stands in."])
        #expect(to.missing == ["`failed`'s `device` (Device)"])
    }

    @Test("A call writes each argument with its label, leaving out those the value function gives nothing")
    func call() throws {
        let to = try #require(fixture.targets().to)
        let call = to.call { argument in
            switch argument {
            case .binding(let index): "b\(index)"
            case .placeholder(let placeholder), .value(let placeholder): placeholder
            case .kept(let reducerValue, _, _): reducerValue
            case .expression(let expression): expression.text
            case .missing: nil
            }
        }
        #expect(call == ".failed(message: b0, code: 0)")
        let idle = TraceTarget(try #require(fixture.cases(.states, "idle")), bindings: fixture.bindings())
        #expect(idle.call { _ in nil } == ".idle")
    }

    @Test("The targets are the state after, then effects, outputs and routes; their bindings and notes are joined")
    func targets() {
        let targets = fixture.targets()
        #expect(targets.all.map(\.target.name) == ["failed", "log"])
        #expect(targets.effects.first?.arguments == [.binding(0)])
        #expect(targets.usedBindings == [0])
        #expect(targets.notes.count == 1)
        #expect(targets.missing.count == 1)
    }
}
