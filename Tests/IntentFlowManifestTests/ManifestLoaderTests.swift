import Foundation
import IntentFlowText
import Testing
@testable import IntentFlowManifest

@Suite struct ManifestLoaderTests {
    @Test func seedReadmeManifestLoadsUnchanged() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/manifests/seed-readme.intentflow.yaml")
        let result = ManifestLoader.load(contentsOf: url, displayPath: "seed.yaml")
        let manifest = try #require(result.manifest)
        #expect(manifest.schemaVersion == "0.1")
        #expect(manifest.feature == "Login")
        #expect(manifest.mode == .ai)
        #expect(manifest.states.map(\.name) == ["idle", "validating", "requestingToken", "waitingForTwoFactor", "failed", "authenticated"])
        #expect(manifest.states[4].parameters == [
            CaseParameter(label: "message", type: "String", isTypeExplicit: false,
                          location: SourceLocation(file: "seed.yaml", line: 9, column: 10))
        ])
        #expect(manifest.invariants.count == 2)
        #expect(manifest.invariants[0].location == SourceLocation(file: "seed.yaml", line: 12, column: 3))
        // The seed lists no intents, events, effects or outputs, so its traces cannot resolve.
        #expect(printed(result) == [
            "seed.yaml:1:1: error: missing required key 'intents'; declare at least one intent [manifest.required]",
            "seed.yaml:15:11: error: unknown signal 'submit': it is neither a declared intent nor event [trace.unknown-signal]",
            "seed.yaml:15:46: error: unknown effect 'validate'; declare it under 'effects' [trace.unknown-effect]",
            "seed.yaml:16:22: error: unknown signal 'tokenReceived': it is neither a declared intent nor event [trace.unknown-signal]",
            "seed.yaml:16:55: error: unknown output 'completed'; declare it under 'outputs' [trace.unknown-output]",
        ])
    }

    @Test func repositoryLoginManifestIsValid() throws {
        let url = repositoryRoot.appendingPathComponent(".intentflow/login.intentflow.yaml")
        let result = ManifestLoader.load(contentsOf: url, displayPath: "login.yaml")
        #expect(printed(result) == [])
        let manifest = try #require(result.validManifest)
        #expect(manifest.intents.map(\.name) == ["submit", "submitTwoFactor", "cancel"])
        #expect(manifest.intents[0].parameters.map(\.label) == ["email", "password"])
        #expect(manifest.intents[0].parameters.map(\.type) == ["String", "String"])
        #expect(manifest.acceptanceTraces.count == 7)
        let first = manifest.acceptanceTraces[0]
        // Schema 0.2: `valid form` is free text, an argument without a value.
        #expect(first.signal.name == "submit")
        #expect(first.signal.kind == .intent)
        #expect(first.signal.detail == "valid form")
        #expect(first.signal.location == SourceLocation(file: "login.yaml", line: 32, column: 13))
        #expect(first.signal.arguments.allSatisfy { !$0.isValue })
        #expect(first.effects.map(\.name) == ["validate"])
        #expect(manifest.acceptanceTraces[6].cancellations.map(\.name) == ["validate"])
        #expect(manifest.acceptanceTraces[2].signal.kind == .event)
    }
}

@Suite struct SchemaVersion02Tests {
    static let mixed = """
        # yaml-language-server: $schema=../.intentflow/schema.json
        schemaVersion: "0.2"
        feature: Gallery
        mode: ai
        summary: >
          Loads pages of photos.
        module: GalleryFeature
        imports: [Foundation]
        states:
          - idle
          - loading(page: Int)
          - "loaded(items: [Item], page: Int)"
          - progress(Double)
          - failed(message)
          - name: cached
            params:
              - "counts: [String: Int]"
              - { label: stamp, type: "Date?" }
              - { type: "Result<Data, FlowError>" }
            doc: Shown from the cache.
        intents: [load, refresh(force: Bool), select(id, at: Int)]
        events:
          - "pageLoaded(items: [Item])"
          - loadFailed(String)
        effects:
          - name: fetch
            params: ["page: Int"]
            id: gallery.fetch
            policy: cancelInFlight
        invariants: ["Only one page loads at a time."]
        acceptanceTraces:
          - idle + load -> loading(first page) + fetch effect
          - loading + pageLoaded -> loaded
          - loading + loadFailed -> failed
          - loaded + refresh(force) -> loading + cancel fetch effect + fetch effect
          - loaded + select -> progress
          - progress + load -> cached([:], nil, .success(Data()))
        """

    @Test func typedMappedAndUntypedCasesLoadTogether() throws {
        let result = load(Self.mixed)
        #expect(printed(result) == [])
        let manifest = try #require(result.validManifest)
        #expect(manifest.module == "GalleryFeature")
        #expect(manifest.imports == ["Foundation"])
        #expect(manifest.summary == "Loads pages of photos.\n")
        let loaded = manifest.states[2]
        #expect(loaded.parameters.map(\.label) == ["items", "page"])
        #expect(loaded.parameters.map(\.type) == ["[Item]", "Int"])
        #expect(loaded.parameters[1].location == SourceLocation(file: "m.yaml", line: 12, column: 28))
        #expect(manifest.states[3].parameters == [
            CaseParameter(label: nil, type: "Double", isTypeExplicit: true,
                          location: SourceLocation(file: "m.yaml", line: 13, column: 14))
        ])
        #expect(manifest.states[4].parameters.first?.isTypeExplicit == false)
        let cached = manifest.states[5]
        #expect(cached.name == "cached")
        #expect(cached.doc == "Shown from the cache.")
        #expect(cached.parameters.map(\.label) == ["counts", "stamp", nil])
        #expect(cached.parameters.map(\.type) == ["[String: Int]", "Date?", "Result<Data, FlowError>"])
        #expect(manifest.intents[2].parameters.map(\.label) == ["id", "at"])
        #expect(manifest.intents[2].parameters.map(\.type) == ["String", "Int"])
        #expect(manifest.events[1].parameters.map(\.label) == [nil])
        let fetch = manifest.effects[0]
        #expect(fetch.effectID == "gallery.fetch")
        #expect(fetch.policy == .cancelInFlight)
        let refresh = manifest.acceptanceTraces[3]
        #expect(refresh.cancellations.map(\.name) == ["fetch"])
        #expect(refresh.effects.map(\.name) == ["fetch"])
        #expect(manifest.acceptanceTraces[0].to.detail == "first page")
    }

    @Test func version01ManifestsUsingNewFeaturesAreWarned() {
        let result = load("""
            schemaVersion: "0.1"
            feature: F
            states: [idle, failed(message: String)]
            intents: [go]
            """)
        #expect(printed(result) == [
            "m.yaml:3:23: warning: a typed parameter needs schemaVersion \"0.2\"; this manifest declares \"0.1\" [manifest.requires-0.2]"
        ])
    }
}

@Suite struct ManifestValidationTests {
    @Test func missingRequiredKeys() {
        let result = load("schemaVersion: \"0.2\"\nmode: core\n")
        #expect(located(result, rule: "manifest.required") == "1:1 manifest.required")
        #expect(printed(result).filter { $0.contains("[manifest.required]") }.count == 3)
    }

    @Test func emptyFeatureStatesAndIntents() {
        let result = load("schemaVersion: \"0.2\"\nfeature: \"\"\nstates: []\nintents:\n")
        #expect(printed(result) == [
            "m.yaml:2:10: error: 'feature' is empty; name the feature, e.g. feature: Login [manifest.required]",
            "m.yaml:3:9: error: 'states' is empty; declare at least one state (the first is initial) [manifest.required]",
            "m.yaml:4:9: error: 'intents' is empty; declare at least one intent [manifest.required]",
        ])
    }

    @Test func invalidModeAndVersion() {
        let result = load(minimalManifest.replacingOccurrences(of: "mode: core", with: "mode: AI")
            .replacingOccurrences(of: "\"0.2\"", with: "\"0.3\""))
        #expect(located(result, rule: "manifest.invalid-mode") == "3:7 manifest.invalid-mode")
        #expect(located(result, rule: "manifest.unsupported-schema-version") == "1:16 manifest.unsupported-schema-version")
        #expect(result.diagnostics.first { $0.ruleID == "manifest.invalid-mode" }?.message
            == "mode must be 'core' or 'ai'; found 'AI'; did you mean 'ai'?")
    }

    @Test func wrongValueTypes() {
        let result = load("schemaVersion: \"0.2\"\nfeature: [a]\nstates: idle\nintents: [go, [x]]\n")
        #expect(printed(result) == [
            "m.yaml:2:10: error: 'feature' must be a string; found a list [manifest.type-mismatch]",
            "m.yaml:3:9: error: 'states' must be a list of cases; found a string [manifest.type-mismatch]",
            "m.yaml:4:15: error: each intent must be a string such as 'failed(message: String)' or a mapping with 'name'; found a list [manifest.type-mismatch]",
        ])
    }

    @Test func namesMustBeSwiftIdentifiersButKeywordsAreAllowed() {
        let result = load(minimalManifest + "events: [default, return, 2fast, has-dash]\n")
        #expect(printed(result) == [
            "m.yaml:6:27: error: event name '2fast' is not a Swift identifier [manifest.invalid-identifier]",
            "m.yaml:6:34: error: event name 'has-dash' is not a Swift identifier [manifest.invalid-identifier]",
        ])
    }

    @Test func featureNamesThatLeaveTheDirectory() {
        let result = load(minimalManifest.replacingOccurrences(of: "feature: Search", with: "feature: ../Evil"))
        #expect(located(result, rule: "manifest.unsafe-feature-name") == "2:10 manifest.unsafe-feature-name")
        let slash = load(minimalManifest.replacingOccurrences(of: "feature: Search", with: "feature: a/b"))
        #expect(located(slash, rule: "manifest.unsafe-feature-name") == "2:10 manifest.unsafe-feature-name")
    }

    @Test func duplicateCasesPointAtTheSecondAndNoteTheFirst() {
        let result = load(minimalManifest + "effects:\n  - fetch\n  - fetch(page: Int)\n")
        #expect(printed(result) == [
            "m.yaml:8:5: error: duplicate effect 'fetch' [manifest.duplicate-case]",
            "m.yaml:7:5: note: 'fetch' is first declared here [manifest.duplicate-case]",
        ])
    }

    @Test func malformedCasesAndTypes() {
        let result = load(minimalManifest + "events: [\"a(b: [Int)\", \"c(x: () -> Void)\", \"d()\", \"e(x: Int, x: Int)\"]\n")
        #expect(printed(result) == [
            "m.yaml:6:20: error: expected ']', found ')' [manifest.invalid-type]",
            "m.yaml:6:33: error: invalid type '() -> Void': closure types are not supported in a manifest [manifest.invalid-type]",
            "m.yaml:6:46: error: empty parameter list; write 'd' without parentheses [manifest.invalid-case]",
            "m.yaml:6:62: error: 'e' repeats the parameter label 'x' [manifest.duplicate-parameter]",
        ])
    }

    @Test func effectPolicyMustBeKnown() {
        let result = load(minimalManifest + "effects:\n  - name: fetch\n    policy: cancelInflight\n")
        #expect(located(result, rule: "manifest.invalid-policy") == "8:13 manifest.invalid-policy")
        #expect(result.diagnostics.first { $0.ruleID == "manifest.invalid-policy" }?.message
            == "policy must be one of run, cancelInFlight, cancelOnly; found 'cancelInflight'; did you mean 'cancelInFlight'?")
    }

    @Test func aiModeNeedsInvariantsAndTraces() {
        let result = load(minimalManifest.replacingOccurrences(of: "mode: core", with: "mode: ai"))
        #expect(printed(result) == [
            "m.yaml:3:7: error: mode 'ai' needs invariants: the rules agents must keep (add an 'invariants' list) [manifest.ai-requires-invariants]",
            "m.yaml:3:7: error: mode 'ai' needs acceptance traces, e.g. 'idle + submit -> loading + load effect' [manifest.ai-requires-traces]",
        ])
    }

    @Test func unknownKeysAreWarnedWithSuggestions() {
        let result = load(minimalManifest + "acceptanceTrace: []\nx-owner: team\n")
        #expect(printed(result) == [
            "m.yaml:6:1: warning: unknown key 'acceptanceTrace'; did you mean 'acceptanceTraces'? (keys starting with 'x-' are ignored) [manifest.unknown-key]"
        ])
    }

    @Test func noFailureStateIsANoteOfStrictValidationOnly() throws {
        let result = load(minimalManifest.replacingOccurrences(of: ", failed(message: String)", with: ""))
        #expect(printed(result) == [])
        let manifest = try #require(result.manifest)
        #expect(ManifestAdvice.notes(for: manifest, strict: false).isEmpty)
        #expect(
            ManifestAdvice.notes(for: manifest, strict: true).map(\.description) == [
                "m.yaml:4:9: note: no state models failure (a name containing 'fail' or 'error', e.g. failed(message: "
                    + "String)); fine when the feature handles failure by clearing data or with an alert "
                    + "[manifest.no-failure-state]"
            ])
    }

    @Test func anEffectWithoutAPolicyGetsANoteWithTheEditThatKeepsTheOldDefault() throws {
        let result = load(minimalManifest + "effects:\n  - fetch\n  - {name: save, policy: run}\n")
        let manifest = try #require(result.manifest)
        #expect(EffectPolicyName.default == .run)
        let notes = ManifestAdvice.notes(for: manifest, strict: false)
        #expect(notes.map(\.ruleID) == ["manifest.default-policy"], "\(notes)")
        #expect(notes.first?.location.line == 7)
        #expect(notes.first?.message.contains("add 'policy: cancelInFlight'") == true)

        // A 0.1 manifest writes effects as strings: the edit says how to state a policy at all.
        let old = try #require(load(minimalManifest.replacingOccurrences(of: "\"0.2\"", with: "\"0.1\"")
            .replacingOccurrences(of: "failed(message: String)", with: "failed(message)") + "effects: [fetch]\n")
            .manifest)
        #expect(
            ManifestAdvice.notes(for: old, strict: false).first?.message
                .contains("write it as '- {name: fetch, policy: cancelInFlight}' in a schemaVersion \"0.2\" manifest")
                == true)
    }

    @Test func coverageWarnings() {
        let result = load(minimalManifest + """
            effects: [fetch, log]
            acceptanceTraces:
              - loading + search -> idle + fetch effect

            """)
        #expect(printed(result) == [
            "m.yaml:4:10: warning: no acceptance trace leaves the initial state 'idle' [manifest.initial-state-never-left]",
            "m.yaml:4:16: warning: no acceptance trace reaches the state 'loading' [manifest.unreachable-state]",
            "m.yaml:4:25: warning: no acceptance trace reaches the state 'failed' [manifest.unreachable-state]",
            "m.yaml:6:18: warning: no acceptance trace requests the effect 'log' [manifest.unused-effect]",
        ])
    }

    @Test func emptyBinaryAndNonMappingFiles() {
        #expect(printed(load("")) == [
            "m.yaml:1:1: error: the manifest is empty; start with 'schemaVersion: \"0.2\"', 'feature:', 'states:' and 'intents:' [manifest.empty]"
        ])
        #expect(located(load("- a\n- b\n"), rule: "manifest.root-not-mapping") == "1:1 manifest.root-not-mapping")
        #expect(located(load("  just text\n"), rule: "manifest.root-not-mapping") == "1:3 manifest.root-not-mapping")
        let binary = ManifestLoader.load(data: Data([0x00, 0x01, 0xFF]), path: "m.yaml")
        #expect(binary.manifest == nil)
        #expect(binary.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:1"])
    }

    @Test func unreadableFilesAreDiagnosed() {
        let result = ManifestLoader.load(contentsOf: URL(fileURLWithPath: "/nonexistent/x.intentflow.yaml"), displayPath: "x.yaml")
        #expect(located(result, rule: "manifest.unreadable") == "1:1 manifest.unreadable")
        #expect(result.manifest == nil)
    }

    @Test func validateWorksOnManifestsBuiltInCode() {
        let here = SourceLocation(file: "code", line: 1, column: 1)
        let manifest = Manifest(
            path: "code", schemaVersion: "0.2", feature: "X", mode: .core,
            states: [CaseDeclaration(name: "idle", location: here), CaseDeclaration(name: "failed", location: here)],
            intents: [CaseDeclaration(name: "go", location: here), CaseDeclaration(name: "go", location: here)],
            location: here)
        #expect(ManifestValidator.validate(manifest).map(\.description) == [
            "code:1:1: error: duplicate intent 'go' [manifest.duplicate-case]",
            "code:1:1: note: 'go' is first declared here [manifest.duplicate-case]",
        ])
    }
}

@Suite struct UnquotedCaseTests {
    @Test func singleTypedParameterNeedsNoQuotes() throws {
        let result = load("""
            schemaVersion: "0.2"
            feature: F
            states:
              - idle
              - failed(message: String)
            intents: [go(to: Int, from: Int), stop]
            """)
        #expect(printed(result) == [])
        let manifest = try #require(result.manifest)
        #expect(manifest.states[1].parameters.map(\.type) == ["String"])
        #expect(manifest.states[1].parameters.first?.location.column == 12)
        #expect(manifest.intents.map(\.name) == ["go", "stop"])
        #expect(manifest.intents[0].parameters.map(\.label) == ["to", "from"])
        #expect(manifest.intents[0].parameters.map(\.location.column) == [14, 23])
    }

    @Test func whatYAMLCannotReadGetsAQuotingHint() {
        let result = load("schemaVersion: \"0.2\"\nfeature: F\nstates:\n  - loaded(items: [Item], page: Int)\n")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.ruleID == "yaml.syntax")
        #expect(result.diagnostics.first?.location.line == 4)
        #expect(result.diagnostics.first?.message.hasSuffix("e.g. - \"loaded(items: [Item], page: Int)\"") == true)
    }

    @Test func aDocStringWithAColonIsToldToQuoteThisValue() {
        let result = load("""
            schemaVersion: "0.2"
            feature: F
            states: [idle]
            intents:
              - name: load
                doc: Loads one page: the first   # why
            """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.ruleID == "yaml.syntax")
        #expect(result.diagnostics.first?.location.line == 6)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.hasSuffix("; quote this value, e.g. doc: \"Loads one page: the first\""), "\(message)")
        #expect(!message.contains("case or trace"))
    }

    @Test func quotesAndBackslashesInTheValueAreEscapedInTheHint() {
        #expect(
            QuotingHint.hint(forLine: #"    doc: Says "hi": a\b"#)
                == #"; quote this value, e.g. doc: "Says \"hi\": a\\b""#)
        #expect(QuotingHint.hint(forLine: "  doc: \"Loads: quoted\"") == nil)
        #expect(QuotingHint.hint(forLine: "  doc: plain words") == nil)
    }
}

@Suite struct DocumentationTests {
    @Test func everyRuleIsDocumented() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Manifest.md"), encoding: .utf8)
        for rule in ManifestRule.allCases {
            #expect(docs.contains("| `\(rule.id)` | \(rule.severity.rawValue) |"), "document \(rule.id)")
        }
    }

    @Test func repositorySchemaIsCurrent() throws {
        let stored = try String(contentsOf: repositoryRoot.appendingPathComponent(".intentflow/schema.json"), encoding: .utf8)
        #expect(stored == ManifestSchema.json(for: .v0_2))
    }
}

@Suite struct FileReadingTests {
    @Test func devicesAndDirectoriesAreBoundedErrors() {
        let zero = ManifestLoader.load(contentsOf: URL(fileURLWithPath: "/dev/zero"), displayPath: "zero")
        #expect(printed(zero) == ["zero:1:1: error: cannot read the file: it is a character device, not a regular file [manifest.unreadable]"])
        let directory = ManifestLoader.load(contentsOf: repositoryRoot, displayPath: "dir")
        #expect(printed(directory) == ["dir:1:1: error: cannot read the file: it is a directory [manifest.unreadable]"])
    }

    /// A FIFO is never opened: opening one to read would wait for a writer that never comes.
    @Test func aFIFOIsReportedWithoutWaitingForAWriter() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.intentflow.yaml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let result = ManifestLoader.load(contentsOf: fifo, displayPath: "pipe.intentflow.yaml")
        #expect(printed(result) == [
            "pipe.intentflow.yaml:1:1: error: cannot read the file: it is a FIFO, not a regular file [manifest.unreadable]"
        ])
    }
}
