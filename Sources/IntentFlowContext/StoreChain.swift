import IntentFlowManifest
import IntentFlowTemplates

/// One generated store test of an effect chain: a `FlowTestStore` with a scripted effect handler, starting in a
/// state, applying its steps and asserting each exhaustively, then `finish()`.
///
/// Two shapes: a trace requesting an effect, then the trace handling an event the effect emits (the handler replies
/// with that event); and a trace requesting an effect, then a trace cancelling it while it runs (the handler holds
/// the reply, the test releases it after the cancellation, and `finish()` fails if the event arrives).
struct StoreChain: Hashable, Sendable {
    /// A scripted reply: the effect as the test expects the reducer to request it, and the event it answers with.
    struct Reply: Hashable, Sendable {
        /// The effect: `.connect(deviceID: "deviceID")`.
        let effect: String
        /// The event: `.connected(deviceID: "deviceID")`.
        let event: String
        /// Whether the reply waits for the test's `release()`.
        let isHeld: Bool
        /// How long the reply waits on the test clock, for a one-off delayed effect (`after:`): `.seconds(30)`; the
        /// test moves the clock by it before it receives the event. `nil` for a reply at once.
        var delay: String? = nil
    }

    /// A repeating effect's ticks after the steps (`every:`): the test moves the test clock by the interval, three
    /// times, receives the tick each time and checks that the reducer's step for it is the one the test store
    /// records, then cancels the run.
    struct Ticks: Hashable, Sendable {
        /// The interval: `.seconds(1)`.
        let interval: String
        /// The tick as the scripted handler builds it from the tick's number `$0`: `.timerTicked`, `.tick($0)`.
        let reply: String
        /// The tick received on the loop's `tick`: `.timerTicked`, `.tick(tick)`.
        let event: String
        /// Whether the tick carries its number (the loop then names it).
        let isNumbered: Bool
        /// The id literal the test cancels the run by.
        let idLiteral: String
        /// The reducer's type: `TimersFlow`.
        let flowType: String
    }

    /// An event the test has the effect's run deliver to the reducer: by effect and event case name.
    struct Delivery: Hashable, Sendable {
        /// The effect's case: `fetch`.
        let effect: String
        /// The event's case: `loaded`.
        let event: String
    }

    /// The test's display name: the traces it runs.
    let text: String
    /// Its function name before it is made unique: `idleOnStartScanMovesToScanningThenDevicesFound`.
    let baseName: String
    /// The state the store starts in: `.idle`.
    let initialState: String
    /// The handler's replies.
    let replies: [Reply]
    /// The steps, in order.
    let steps: [StoreStep]
    /// The ticks after the steps, for a repeating effect's test; `nil` otherwise.
    var ticks: Ticks? = nil
    /// The event the effect's run delivers in this test; `nil` for a cancellation test, where none arrives.
    var delivers: Delivery? = nil
    /// The values the test chooses itself before it starts, where a guard of the chain is the feature's own code;
    /// `nil` when the generator chose them all.
    var choice: StoreChainChoice? = nil

    /// Whether the test releases held replies before it finishes (a cancellation test).
    var releasesHeld: Bool { replies.contains(where: \.isHeld) }

    /// What templates see, for the test function `testName` of the feature whose `Next` alias is `nextType` and whose
    /// state type is `stateType`.
    func templateValue(testName: String, nextType: String, stateType: String) -> TemplateValue {
        var variables: [String: Int] = [:]
        let delay = replies.lazy.compactMap(\.delay).first
        let steps = steps.enumerated().map { index, step in
            let base = "after" + CaseStyle(Self.caseName(of: step.signal)).pascal
            let count = variables[base, default: 0] + 1
            variables[base] = count
            let value = step.templateValue(variable: count == 1 ? base : "\(base)\(count)", nextType: nextType)
            // The event of a delayed reply arrives only once the test clock reaches it: just before the step after
            // the one that requested the effect.
            return Self.advancing(value, by: index == 1 ? delay : nil)
        }
        let literal = SwiftText.stringLiteral(text)
        return .dictionary([
            "text": .string(text),
            "comment": .string(text),
            "textLiteral": .string(literal),
            "fitsOnOneLine": .bool(SwiftText.width(literal) + 9 <= 100),
            "testName": .string(testName),
            "xctestName": .string("test" + CaseStyle.pascal(ofCamel: testName)),
            "initialState": .string(initialState),
            // `initialState: <State>.case(…),` six columns in, broken after its `(` where swift format breaks it.
            "initialStateArgument": .string(
                SwiftText.wrappedArgument(stateType + initialState, label: "initialState", indent: 6)),
            "replies": .array(
                replies.map {
                    .dictionary([
                        "effect": .string($0.effect), "event": .string($0.event), "isHeld": .bool($0.isHeld),
                        "delay": .string($0.delay ?? ""), "isDelayed": .bool($0.delay != nil),
                    ])
                }),
            "steps": .array(steps),
            "releasesHeld": .bool(releasesHeld),
            "choice": choice?.templateValue ?? .bool(false),
            "ticks": ticks.map { ticks in
                .dictionary([
                    "interval": .string(ticks.interval), "reply": .string(ticks.reply), "event": .string(ticks.event),
                    "isNumbered": .bool(ticks.isNumbered), "effectIDLiteral": .string(ticks.idLiteral),
                    "flowType": .string(ticks.flowType),
                    "effect": .string(replies.first?.effect ?? ""),
                ])
            } ?? .bool(false),
        ])
    }

    /// `step` with `advanceBy`, the duration the test moves the clock by before it (`""` and `false` for none).
    private static func advancing(_ step: TemplateValue, by delay: String?) -> TemplateValue {
        guard case .dictionary(var keys) = step else { return step }
        keys["advanceBy"] = .string(delay ?? "")
        keys["advancesClock"] = .bool(delay != nil)
        return .dictionary(keys)
    }

    /// `startScan` for `.startScan` or `.choose(deviceID: "x")`.
    private static func caseName(of value: String) -> String {
        String(value.drop { $0 == "." }.prefix(while: IdentifierSyntax.isIdentifierCharacter))
    }
}
