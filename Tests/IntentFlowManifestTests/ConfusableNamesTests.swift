import Testing
@testable import IntentFlowManifest

/// Issue 45: states `іdle` (Cyrillic і) and `idle` followed by a zero-width joiner validated beside `idle` without a
/// word. Names of one manifest with the same UTS #39 skeleton are a located warning naming both.
@Suite struct ConfusableNamesTests {
    func confusable(_ result: ManifestLoadResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.ruleID == "manifest.confusable-names" && $0.severity == .warning }
    }

    @Test func aCyrillicLookAlikeBesideTheLatinNameIsAWarningNamingBoth() throws {
        let result = load("schemaVersion: \"0.2\"\nfeature: Search\nstates: [idle, \u{456}dle]\nintents: [go]\n")
        let found = confusable(result)
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 3)
        #expect(warning.message.contains("state '\u{456}dle' looks like state 'idle'"))
        #expect(warning.message.contains("\\u{456}"))
        let note = try #require(result.diagnostics.first { $0.severity == .note && $0.ruleID == "manifest.confusable-names" })
        #expect(note.message.contains("'idle' is declared here"))
    }

    @Test func aZeroWidthJoinerBesideThePlainNameIsAWarningAcrossKinds() {
        let result = load("schemaVersion: \"0.2\"\nfeature: Search\nstates: [idle]\nintents: [go, \"idle\u{200D}\"]\n")
        let found = confusable(result)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("intent 'idle\\u{200d}' looks like state 'idle'") == true)
    }

    @Test func lookAlikeLabelsAreFoundAndDistinctNamesAreNot() {
        // A Greek omicron in a parameter label.
        let result = load(
            "schemaVersion: \"0.2\"\nfeature: Search\nstates: [idle, failed(c\u{3BF}de: Int)]\n"
                + "intents: [retry(code: Int)]\n")
        #expect(confusable(result).count == 1)
        let plain = load("schemaVersion: \"0.2\"\nfeature: Search\nstates: [idle, idles, loading(code: Int)]\n"
            + "intents: [load(code: Int)]\n")
        #expect(confusable(plain).isEmpty)
    }

    @Test func skeletonsFollowUnicodesTable() {
        #expect(ConfusableSkeleton.skeleton(of: "\u{456}dle") == ConfusableSkeleton.skeleton(of: "idle"))
        #expect(ConfusableSkeleton.skeleton(of: "c\u{3BF}de") == ConfusableSkeleton.skeleton(of: "code"))
        // A precomposed letter and its decomposition are one skeleton.
        #expect(ConfusableSkeleton.skeleton(of: "caf\u{E9}") == ConfusableSkeleton.skeleton(of: "cafe\u{301}"))
        #expect(ConfusableSkeleton.skeleton(of: "rn") == ConfusableSkeleton.skeleton(of: "m"))
        #expect(ConfusableSkeleton.skeleton(of: "idle") != ConfusableSkeleton.skeleton(of: "idly"))
        #expect(ConfusableSkeleton.prototypes.count > 6_000)
    }
}
