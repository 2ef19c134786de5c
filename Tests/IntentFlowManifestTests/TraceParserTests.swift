import Testing
@testable import IntentFlowManifest

@Suite struct TraceParserTests {
    private func parsed(_ line: String) throws -> TraceSyntax {
        try TraceParser.parse(line).get()
    }

    private func failure(_ line: String) -> String? {
        if case .failure(let failure) = TraceParser.parse(line) { return "\(failure.offset): \(failure.message)" }
        return nil
    }

    @Test func readsTheSeedLines() throws {
        let trace = try parsed("idle + submit(valid form) -> validating + validate effect")
        #expect(trace.from.name == "idle")
        #expect(trace.signal.name == "submit")
        #expect(trace.signal.detail == "valid form")
        #expect(trace.signal.offset == 7)
        #expect(trace.signalKind == nil)
        #expect(trace.to.name == "validating")
        #expect(trace.requests == [
            TraceSyntax.Request(kind: .effect, term: TraceSyntax.Term(name: "validate", detail: nil, offset: 42))
        ])
    }

    @Test func readsEveryRequestKindAndQualifier() throws {
        let trace = try parsed(
            "loading+event:cancel->idle + cancel fetch effect + done(ok) output + home route + log(x (y)) effect")
        #expect(trace.signalKind == .event)
        #expect(trace.signal.name == "cancel")
        #expect(trace.signal.offset == 14)
        #expect(trace.requests.map(\.kind) == [.cancel, .output, .route, .effect])
        #expect(trace.requests.map(\.term.name) == ["fetch", "done", "home", "log"])
        #expect(trace.requests[3].term.detail == "x (y)")
        // An effect named `cancel` is still an effect.
        #expect(try parsed("a + b -> c + cancel effect").requests.map(\.kind) == [.effect])
    }

    @Test func malformedLinesPointAtTheProblem() {
        #expect(failure("") == "0: empty trace; write '<state> + <intent or event> -> <state>'")
        #expect(failure("idle -> validating") == "5: expected '+ <intent or event>' after the first state; write '<state> + <signal> -> <state>'")
        #expect(failure("idle + submit") == "13: expected '-> <state>' after the signal")
        #expect(failure("idle + submit + x -> y") == "14: expected '-> <state>' after the signal")
        #expect(failure("idle + submit -> ") == "17: expected a state after '->'")
        #expect(failure("idle + submit -> a -> b") == "19: a trace has one '->'; list what the transition requests with '+'")
        #expect(failure("idle + submit -> a + validate efect") == "30: expected 'effect', 'output' or 'route' after 'validate', found 'efect'; did you mean 'effect'?")
        #expect(failure("idle + submit -> a + validate") == "21: say what 'validate' is: write 'validate effect', 'validate output' or 'validate route'")
        #expect(failure("idle + submit(oops -> a") == "13: '(' is never closed")
        #expect(failure("idle + submit) -> a") == "13: ')' without a matching '('")
        #expect(failure("idle + sub-mit -> a") == "7: expected an intent or event, found 'sub-mit'")
        #expect(failure("idle + signal:x -> a") == "7: unknown qualifier 'signal:'; write 'intent:' or 'event:'")
        #expect(failure("two words + x -> a") == "4: unexpected 'words' after 'two'")
        #expect(failure("a + b -> c + cancel d output") == "22: only effects can be cancelled")
    }
}

@Suite struct TraceResolutionTests {
    private let manifest = minimalManifest + "events: [loaded, search]\neffects: [fetch]\nroutes: [detail]\noutputs: [done]\n"

    @Test func unknownNamesAreLocatedInTheFile() {
        let result = load(manifest + """
            acceptanceTraces:
              - idle + serch -> loadng + fech effect + don output + detial route
              - 'idle + search -> loading'
              - "idle + event:search -> loading"

            """)
        #expect(printed(result).filter { $0.contains("[trace.") } == [
            "m.yaml:11:12: error: unknown signal 'serch': it is neither a declared intent nor event; did you mean 'search'? [trace.unknown-signal]",
            "m.yaml:11:21: error: unknown state 'loadng'; declare it under 'states'; did you mean 'loading'? [trace.unknown-state]",
            "m.yaml:11:30: error: unknown effect 'fech'; declare it under 'effects'; did you mean 'fetch'? [trace.unknown-effect]",
            "m.yaml:11:44: error: unknown output 'don'; declare it under 'outputs'; did you mean 'done'? [trace.unknown-output]",
            "m.yaml:11:57: error: unknown route 'detial'; declare it under 'routes'; did you mean 'detail'? [trace.unknown-route]",
            "m.yaml:12:13: warning: 'search' is both an intent and an event; the trace uses the intent (write 'event:search' or 'intent:search' to choose) [trace.ambiguous-signal]",
        ])
        let traces = result.manifest?.acceptanceTraces ?? []
        #expect(traces.map(\.signal.kind) == [.intent, .event])
    }

    @Test func malformedTraceColumnsFollowTheScalarStyle() {
        let result = load(manifest + """
            acceptanceTraces:
              - idle + search -> loading + fetch efect
              - 'idle + search -> loading + fetch efect'
              - "idle + search -> loading + fetch efect"
              - "idle + search -> loading\\t+ fetch efect"
              - >
                idle + search -> loading + fetch efect
              - [not, a, string]

            """)
        #expect(result.diagnostics.filter { $0.ruleID == "trace.malformed" }
            .map { "\($0.location.line):\($0.location.column)" } == ["11:38", "12:39", "13:39", "14:5", "15:5"])
        #expect(located(result, rule: "manifest.type-mismatch") == "17:5 manifest.type-mismatch")
    }

    @Test func flowListsRejoinCasesAndTracesSplitAtCommas() throws {
        let result = load("""
            schemaVersion: "0.1"
            feature: Login
            states: [idle, failed(message)]
            intents: [submit(email, password), cancel]
            effects: [validate(email,password)]
            acceptanceTraces: [idle + submit(a, b) -> failed + validate effect]
            """)
        #expect(printed(result) == [])
        let manifest = try #require(result.manifest)
        #expect(manifest.intents.map(\.name) == ["submit", "cancel"])
        #expect(manifest.intents[0].parameters.map(\.location.column) == [18, 25])
        #expect(manifest.effects[0].parameters.map(\.label) == ["email", "password"])
        #expect(manifest.acceptanceTraces.first?.signal.detail == "a, b")
        #expect(manifest.acceptanceTraces.first?.effects.first?.location.column == 52)
    }
}

@Suite struct CaseSyntaxTests {
    @Test func typesParseWithNesting() throws {
        func type(_ text: String) -> String? { try? SwiftTypeSyntax.canonical(text).get() }
        #expect(type("[String:Int]") == "[String: Int]")
        #expect(type("Result< Data ,Error >") == "Result<Data, Error>")
        #expect(type("[[Int]]?") == "[[Int]]?")
        #expect(type("Swift.Int") == "Swift.Int")
        #expect(type("(x: Int, String)") == "(x: Int, String)")
        #expect(type("any Error") == "any Error")
        #expect(type("() -> Void") == nil)
        #expect(type("Int ->") == nil)
        #expect(type("[Int") == nil)
        #expect(type("@escaping X") == nil)
        #expect(type("") == nil)
    }

    @Test func parametersFollowTheDocumentedRules() throws {
        let parsed = try CaseSyntax.parse("loaded(items: [Item], page: Int, progress, Double, _: Int?)").get()
        #expect(parsed.name == "loaded")
        #expect(parsed.parameters.map(\.label) == ["items", "page", "progress", nil, nil])
        #expect(parsed.parameters.map(\.type) == ["[Item]", "Int", "String", "Double", "Int?"])
        #expect(parsed.parameters.map(\.isTypeExplicit) == [true, true, false, true, true])
        #expect(parsed.parameters.map(\.offset) == [7, 22, 33, 43, 51])
    }
}
