import IntentFlowManifest
import Testing
@testable import IntentFlowCheck

@Suite struct ReducerSwitchReaderTests {
    private static func cases(_ body: String) -> [ReducerCase] {
        let source = """
            struct ScanFlow {
              func reduce(state: ScanState, signal: FlowSignal<ScanIntent, ScanEvent>) -> ScanNext {
                switch (state, signal) {
            \(body)
                }
              }
            }
            """
        return ReducerSwitchReader.switches(in: SwiftSourceFile(path: "ScanFlow.swift", source: source))
            .flatMap(\.cases)
    }

    private static func read(_ pattern: ReducerPattern) -> String {
        "\(pattern.state ?? "_") \(pattern.signalKind?.rawValue ?? "_") \(pattern.signal ?? "_")"
            + (pattern.isConditional ? " ?" : "")
    }

    @Test func everyPatternShapeReadsByCaseName() {
        let found = Self.cases(
            """
                case (.idle, .intent(.startScan)):
                  return .state(.scanning)
                case (.a, .intent(.x)), (.b, .intent(.x)):
                  return .state(.idle)
                case (_, .event(.disconnect)):
                  return .state(.idle)
                case (.scanning, .event(.devicesFound(let devices))) where devices.isEmpty:
                  return .state(.failed(reason: "none"))
                case (.scanning, .event(.devicesFound([]))):
                  return .state(.failed(reason: "none"))
                case (ScanState.choosing(let devices, _), FlowSignal.intent(.choose(deviceID: let id))):
                  return Next(state: .connecting(deviceID: id))
                case let (.connecting(id), .event(.connected(other))):
                  return ScanNext.state(.ready(id))
                case (let current, .intent(_)), (_, .event):
                  return .state(current)
                default:
                  return .state(state)
            """)
        #expect(
            found.map { $0.patterns.map(Self.read) } == [
                ["idle intent startScan"], ["a intent x", "b intent x"], ["_ event disconnect"],
                ["scanning event devicesFound"], ["scanning event devicesFound ?"], ["choosing intent choose"],
                ["connecting event connected"], ["_ intent _", "_ event _"], [],
            ])
        #expect(found.map { $0.targets.sorted() } == [
            ["scanning"], ["idle"], ["idle"], ["failed"], ["failed"], ["connecting"], ["ready"], [], [],
        ])
        #expect(found[3].hasGuard && !found[4].hasGuard)
        #expect(found[7].hasUnreadTarget && !found[8].hasUnreadTarget && found[8].keepsState && found[8].isDefault)
        #expect(found[1].patterns[1].location.line == 6)
        #expect(found[1].patterns[1].location.column == 29)
    }

    @Test func conditionsAndNestedSwitchesInABodyAreNotLabels() {
        let found = Self.cases(
            """
                case (.idle, .intent(.retry(let attempts))):
                  if case .some = Optional(attempts), attempts > 0 {
                    return .state(.scanning)
                  }
                  guard case .none = Optional<Int>.none else { return .state(.idle) }
                  switch attempts {
                  case 0: return .state(.failed(reason: "x"))
                  default: break
                  }
                  return .state(.idle)
                default:
                  return .state(state)
            """)
        #expect(found.count == 2)
        #expect(found[0].targets == ["scanning", "idle", "failed"])
    }

    @Test func aSwitchOverSomethingElseIsNotTheReducers() {
        let file = SwiftSourceFile(
            path: "Helper.swift",
            source: """
                func label(_ state: ScanState) -> String {
                  switch state {
                  case .idle: return "idle"
                  default: return ""
                  }
                }
                """)
        #expect(ReducerSwitchReader.switches(in: file).isEmpty)
    }

    @Test func effectRequestsAreReadWithTheirIdAndPolicy() {
        let file = SwiftSourceFile(
            path: "LoginFlow.swift",
            source: """
                let next = LoginNext.state(.validating)
                  .effect(.requestToken, id: "login.validate", policy: .run)
                  .effect(LoginEffect.validate(email: email), id: "login.\\(name)")
                  .effect(effect, id: "x", policy: .run)
                """)
        let requests = EffectRequestCall.requests(in: file)
        #expect(requests.map(\.effect) == ["requestToken", "validate"])
        #expect(requests[0].id?.value == "login.validate")
        #expect(requests[0].id?.location.column == 30)
        #expect(requests[0].policy?.value == "run")
        #expect(requests[1].id == nil && requests[1].policy == nil)
    }
}
