import Testing
@testable import IntentFlowManifest

/// Values that do not fit their parameters, `initial:` and `samples:` are located findings; a trace whose test
/// needs a type without a sample is warned about at the trace.
@Suite struct TraceValueFindingsTests {
    private static let header = """
        schemaVersion: "0.2"
        feature: Device
        states: ["idle(attemptsLeft: Int)", scanning, "choosing(devices: [LabDevice])", "failed(reason: DeviceFailure)"]
        intents: [scan, disconnect]
        events: ["found(devices: [LabDevice])", "resolved(Bool)", "named(String)"]

        """

    private func loaded(_ extra: String, traces: [String] = []) -> [String] {
        let yaml = Self.header + extra + "\nacceptanceTraces:\n" + traces.map { "  - '\($0)'\n" }.joined()
        return printed(load(yaml))
    }

    @Test("A value of the wrong type, an unknown label or one too many is an error at the value")
    func mismatches() {
        let cases: [(String, String)] = [
            (#"scanning + resolved("yes") -> scanning"#, #"m.yaml:9:26: error: "yes" does not fit 'Bool'"#),
            ("scanning + named(3) -> scanning", "m.yaml:9:23: error: 3 does not fit 'String'"),
            ("scanning + resolved(true, false) -> scanning", "m.yaml:9:32: error: 'resolved' takes 1 value"),
            ("scanning + found(device: []) -> scanning", "m.yaml:9:23: error: 'found' has no parameter labelled 'device'"),
            ("scanning + found([1]) -> scanning", "m.yaml:9:23: error: 1 does not fit '[LabDevice]'"),
            ("scanning + resolved(nil) -> scanning", "m.yaml:9:26: error: nil fits only an optional"),
            ("scanning + scan -> idle(attemptsLeft: 0.5)", "m.yaml:9:30: error: 0.5 does not fit 'Int'"),
        ]
        for (trace, expected) in cases {
            let found = loaded("samples:\n  LabDevice: 'LabDevice()'", traces: [trace])
            #expect(found.contains { $0.hasPrefix(expected) }, "\(trace): \(found)")
        }
    }

    @Test("Values that fit raise nothing; a member of a type outside the contract is taken on trust")
    func fits() {
        let found = loaded(
            "samples:\n  LabDevice: 'LabDevice()'",
            traces: [
                "scanning + found([]) -> failed(.noDevices)", "scanning + found(devices) -> choosing(devices)",
                "scanning + resolved(true) -> scanning", "idle + scan -> idle(attemptsLeft: 2)",
            ])
        #expect(!found.contains { $0.contains("error") || $0.contains("no-sample") }, "\(found)")
    }

    @Test("An array literal fits every standard type it makes; for an unknown type it is a warning, not an error")
    func arrayLiteralsFitTheTypesTheyMake() {
        let header = """
            schemaVersion: "0.2"
            feature: List
            states: [idle]
            intents: ["delete(IndexSet)", "open(IndexPath)", "keep(ContiguousArray<Int>)", "tag(Set<String>)",
              "pick(Selection)", "count(Int)", "mark(IndexSet?)", "map(Mapping)"]

            """
        func found(_ trace: String) -> [String] {
            printed(load(header + "acceptanceTraces:\n  - '\(trace)'\n")).filter { $0.contains("[trace.") }
        }
        for trace in [
            "idle + delete([1]) -> idle", "idle + open([0, 1]) -> idle", "idle + keep([]) -> idle",
            "idle + tag([\"a\"]) -> idle", "idle + mark([2]) -> idle",
        ] {
            #expect(found(trace) == [], "\(trace)")
        }
        let wrongElement = found(#"idle + delete(["x"]) -> idle"#)
        #expect(wrongElement.first?.hasPrefix(#"m.yaml:7:20: error: "x" does not fit 'Int'"#) == true, "\(wrongElement)")
        #expect(found("idle + count([1]) -> idle").first?.hasPrefix("m.yaml:7:19: error: [1] does not fit 'Int'") == true)
        #expect(
            found("idle + pick([1]) -> idle") == [
                "m.yaml:7:18: warning: [1] fits 'Selection' only if it is ExpressibleByArrayLiteral, which validation "
                    + "cannot tell; the generated test will not compile otherwise [trace.value-unchecked]"
            ])
        #expect(found("idle + map([:]) -> idle").first?.contains("warning: [:] fits 'Mapping' only if") == true)
    }

    @Test("A trace whose test needs a type without a sample is an error at the trace")
    func missingSample() {
        let found = loaded("", traces: ["scanning + found(devices) -> choosing(devices)", "_ + disconnect -> scanning"])
        // `[LabDevice]` has a sample without LabDevice's (`[]`); `failed(reason: DeviceFailure)` has none.
        #expect(
            found.filter { $0.contains("trace.no-sample") } == [
                "m.yaml:9:5: error: this trace's test needs a value of 'DeviceFailure' (for 'failed's 'reason') and "
                    + "'DeviceFailure' has no sample; give one under 'samples:', e.g. DeviceFailure: 'DeviceFailure(…)' "
                    + "[trace.no-sample]"
            ], "\(found)")
    }

    @Test("'initial' names a declared state with values that fit")
    func initial() {
        #expect(!loaded("initial: 'idle(attemptsLeft: 3)'").contains { $0.contains("error") })
        #expect(loaded("initial: 'idle(attemptsLeft: \"3\")'").contains { $0.hasPrefix("m.yaml:6:16: error: \"3\" does not fit 'Int'") })
        #expect(loaded("initial: 'idel'").contains { $0.hasPrefix("m.yaml:6:10: error: unknown state 'idel' in 'initial'") })
        #expect(loaded("initial: 'idle(attempts)'").contains { $0.hasPrefix("m.yaml:6:16: error: the initial state's arguments must be values") })
        #expect(loaded("initial: 'idle(3'").contains { $0.contains("error") && $0.contains("manifest.invalid-initial") })
    }

    @Test("A 'samples' entry that is not a string or a list of strings is an error at it")
    func samples() {
        let found = loaded("samples:\n  LabDevice: {id: 1}\n  DeviceFailure: 'DeviceFailure.noDevices'")
        #expect(found.contains { $0.hasPrefix("m.yaml:7:14: error: the sample of 'LabDevice' must be a Swift expression") }, "\(found)")
        let item = loaded("samples:\n  LabDevice: ['LabDevice()', [1]]")
        #expect(item.contains { $0.hasPrefix("m.yaml:7:30: error: the sample of 'LabDevice' must be a Swift expression") }, "\(item)")
        #expect(loaded("samples: [a]").contains { $0.hasPrefix("m.yaml:6:10: error: 'samples' must map type names") })
    }
}
