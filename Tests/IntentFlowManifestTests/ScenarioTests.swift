import Testing

@testable import IntentFlowManifest

/// `scenarios:`: sequences of steps, read into the model, and every mistake a located error (or, for a step no trace
/// explains, a warning naming the step).
@Suite("Scenarios")
struct ScenarioManifestTests {
    static func manifest(_ steps: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Socket
        fields: ['message: String = ""']
        states: [disconnected, connecting, connected]
        intents: [connect, "messageChanged(String)"]
        events: [didOpen, "received(String)"]
        effects:
          - {name: open, emits: [didOpen, received]}
        acceptanceTraces:
          - disconnected + connect -> connecting + open effect
          - connecting + didOpen -> connected
          - 'connected + received(m) -> connected(message: m)'
        scenarios:
          - name: Connect
            steps:
        \(steps)
        """
    }

    @Test("Steps are read: what they send or reply, what they expect, and the clock's moves")
    func stepsAreRead() throws {
        let result = load(
            Self.manifest(
                """
                      - send: connect
                        expect: connecting
                        effects: [open]
                      - reply: didOpen
                        to: open
                        after: 250ms
                        expect: connected
                        let: {m: '"hi"'}
                      - advance: 2s
                      - reply: received(m)
                        expect: 'connected(message: m)'
                """))
        #expect(printed(result) == [])
        let steps = try #require(result.manifest?.scenarios.first?.steps)
        #expect(steps.map(\.summary) == ["send connect", "reply didOpen", "advance 2s", "reply received"])
        #expect(steps[0].effects.map(\.name) == ["open"])
        guard case .reply(let event, let effect, let after) = steps[1].action else {
            Issue.record("not a reply: \(steps[1].action)")
            return
        }
        #expect(event.name == "didOpen" && effect?.name == "open" && after?.milliseconds == 250)
        #expect(steps[1].bindings == [ScenarioBinding(name: "m", expression: "\"hi\"")])
        #expect(steps[3].expect?.arguments.first?.name == "m")
        #expect(steps[0].location.line == 16)
    }

    @Test("An unknown signal is an error at the name, with a suggestion")
    func unknownSignal() {
        let result = load(Self.manifest("      - send: conect\n"))
        #expect(
            printed(result) == [
                "m.yaml:16:15: error: 'conect' is not a declared intent or event; did you mean 'connect'? "
                    + "[scenario.unknown-signal]"
            ])
        #expect(result.validManifest == nil)
    }

    @Test("A reply for an effect no earlier step requests is an error")
    func replyNotRequested() {
        let result = load(Self.manifest("      - send: connect\n        expect: connecting\n      - reply: didOpen\n"))
        #expect(located(result, rule: "scenario.reply-not-requested") == "18:16 scenario.reply-not-requested")
        #expect(result.validManifest == nil)
    }

    @Test("An after: or advance: that is not a duration is an error at the value")
    func badDuration() {
        let after = load(
            Self.manifest(
                "      - send: connect\n        effects: [open]\n        expect: connecting\n"
                    + "      - reply: didOpen\n        after: soon\n"))
        #expect(located(after, rule: "scenario.invalid-duration") == "20:16 scenario.invalid-duration")
        let advance = load(Self.manifest("      - advance: 1h\n"))
        #expect(located(advance, rule: "scenario.invalid-duration") == "16:18 scenario.invalid-duration")
        #expect(advance.validManifest == nil)
    }

    @Test("A name no let binds, and a state that is not declared, are errors")
    func unboundAndUnknownNames() {
        let unbound = load(Self.manifest("      - send: messageChanged(m)\n"))
        #expect(located(unbound, rule: "scenario.unknown-name") == "16:30 scenario.unknown-name")
        let state = load(Self.manifest("      - send: connect\n        expect: conecting\n        effects: [open]\n"))
        #expect(located(state, rule: "scenario.unknown-name") == "17:17 scenario.unknown-name")
    }

    /// A manifest whose scenario starts in `start` with the scenario's own `let:` (`scenarioLet`, or none).
    static func startingManifest(start: String, scenarioLet: String?) -> String {
        """
        schemaVersion: "0.2"
        feature: Socket
        states: [disconnected, "connected(message: String)"]
        intents: ["send(String)"]
        acceptanceTraces:
          - '_ + send(m) -> connected(message: m)'
        scenarios:
          - name: Send from a state of the scenario's choosing
            start: '\(start)'
        \(scenarioLet.map { "    let: {\($0)}\n" } ?? "")    steps:
              - send: send(m)
                expect: 'connected(message: m)'
        """
    }

    @Test("A scenario's own let: binds names before the store starts: start: and every step read them")
    func scenarioLetBindsBeforeTheStart() throws {
        let bound = load(Self.startingManifest(start: "connected(message: m)", scenarioLet: "m: '\"hi\"'"))
        #expect(printed(bound) == [])
        let scenario = try #require(bound.validManifest?.scenarios.first)
        #expect(scenario.bindings == [ScenarioBinding(name: "m", expression: "\"hi\"")])
        #expect(scenario.start?.arguments.first?.name == "m")
        let unbound = load(Self.startingManifest(start: "connected(message: m)", scenarioLet: nil))
        #expect(located(unbound, rule: "scenario.unknown-name") == "9:23 scenario.unknown-name")
        #expect(unbound.validManifest == nil)
        let notSwift = load(Self.startingManifest(start: "disconnected", scenarioLet: "m: '\"hi'"))
        #expect(located(notSwift, rule: "scenario.invalid") == "10:11 scenario.invalid")
    }

    @Test("A step with no action, or two, is an error")
    func stepsSayOneThing() {
        let none = load(Self.manifest("      - expect: connecting\n"))
        #expect(located(none, rule: "scenario.invalid") == "16:9 scenario.invalid")
        let two = load(Self.manifest("      - {send: connect, advance: 1s}\n"))
        #expect(located(two, rule: "scenario.invalid") == "16:9 scenario.invalid")
    }

    @Test("A step no trace explains is a warning naming the step; the manifest stays valid")
    func unexplainedStep() {
        let result = load(Self.manifest("      - send: connect\n        expect: connected\n        effects: [open]\n"))
        #expect(
            printed(result) == [
                "m.yaml:16:9: warning: step 'send connect' of the scenario 'Connect': no acceptance trace takes "
                    + "disconnected to connected on connect; add the trace the step follows [scenario.unexplained-step]"
            ])
        #expect(result.validManifest != nil)
    }
}
