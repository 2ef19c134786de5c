import Testing

import IntentFlowManifest
@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace bindings")
struct TraceBindingsTests {
    @Test("The signal's values come first and keep their names; a state's value of the same name becomes current…")
    func scope() {
        let fixture = TraceFixture(
            states: ["connecting(deviceID: String)", "idle"], intents: ["choose(deviceID: String)"],
            traces: ["connecting + choose -> idle"])
        let values = fixture.bindings().values
        #expect(values.map(\.name) == ["deviceID", "currentDeviceID"])
        #expect(values.map(\.isFromSignal) == [true, false])
        #expect(values.map(\.sample) == ["\"deviceID\"", "\"currentDeviceID\""])
    }

    @Test("A target takes the signal's value with its label and type")
    func byLabel() throws {
        let fixture = TraceFixture(
            states: ["requesting", "failed(message: String)"], events: ["tokenFailed(code: String, message: String)"],
            traces: ["requesting + tokenFailed -> failed"])
        let bindings = fixture.bindings()
        let target = try #require(fixture.cases(.states, "failed")?.parameters.first)
        #expect(bindings.source(for: target) == 1)
    }

    @Test("An unlabelled value fills the only parameter of its type, and takes that parameter's label as its name")
    func byType() throws {
        let fixture = TraceFixture(
            states: ["uploading(progress: Double)"], events: ["progress(Double)"],
            traces: ["uploading + progress -> uploading"])
        let bindings = fixture.bindings()
        let target = try #require(fixture.cases(.states, "uploading")?.parameters.first)
        // The signal's value, not the state's.
        #expect(bindings.source(for: target) == 0)
        // The state's value keeps its name: nothing reads it, so the pattern writes `_` for it.
        #expect(bindings.values.map(\.name) == ["progress", "progress"])
        #expect(bindings.values[0].sample == "0.5")
    }

    @Test("The state before gives what the signal does not")
    func fromState() throws {
        let fixture = TraceFixture(
            states: ["connecting(deviceID: String)", "waiting(deviceID: String)"], events: ["trustRequired"],
            traces: ["connecting + trustRequired -> waiting"])
        let bindings = fixture.bindings()
        let target = try #require(fixture.cases(.states, "waiting")?.parameters.first)
        #expect(bindings.source(for: target) == 0)
        #expect(bindings.values.map(\.isFromSignal) == [false])
    }

    @Test("Two unlabelled values of one type give an unlabelled parameter nothing: which one is meant is unknown")
    func ambiguous() throws {
        let fixture = TraceFixture(
            states: ["idle", "moved(Int)"], intents: ["move(Int, Int)"], traces: ["idle + move -> moved"])
        let target = try #require(fixture.cases(.states, "moved")?.parameters.first)
        #expect(fixture.bindings().source(for: target) == nil)
    }

    @Test("An unlabelled value is not renamed to a label another used value already has")
    func renameClash() {
        let fixture = TraceFixture(
            states: ["editing(message: Int)", "done(message: String)"], events: ["saved(String)"],
            outputs: ["logged(message: Int)"], traces: ["editing + saved -> done + logged output"])
        // `logged` reads the state's `message`, so the event's `String` keeps the name of its type.
        #expect(fixture.bindings().values.map(\.name) == ["string", "message"])
    }

    @Test("A label that is a keyword is escaped as a binding")
    func keywordLabel() {
        let fixture = TraceFixture(
            states: ["idle", "picked(default: Int)"], intents: ["pick(Int)"], traces: ["idle + pick -> picked"])
        #expect(fixture.bindings().values.map(\.name) == ["`default`"])
    }
}
