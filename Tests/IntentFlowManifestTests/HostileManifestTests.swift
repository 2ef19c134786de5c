import Foundation
import Testing
@testable import IntentFlowManifest

/// Manifests written as an attacker would (issue 18): names that read like others, huge cases, byte order marks.
@Suite struct HostileManifestTests {
    @Test(arguments: [
        ("L\u{043E}gin", "contains U+043E CYRILLIC SMALL LETTER O, which is not ASCII"),
        ("class", "must start with an uppercase letter"),
        ("login", "must start with an uppercase letter"),
        ("Log_in", "contains '_'; only letters and digits are allowed"),
    ])
    func featureNamesTheFeatureCommandRefusesAreRefused(name: String, problem: String) {
        let result = load(minimalManifest.replacingOccurrences(of: "feature: Search", with: "feature: \(name)"))
        #expect(result.validManifest == nil)
        #expect(located(result, rule: "manifest.invalid-feature-name") == "2:10 manifest.invalid-feature-name")
        let message = result.diagnostics.first { $0.ruleID == "manifest.invalid-feature-name" }?.message ?? ""
        #expect(message.contains("feature name '\(name)' \(problem)"), "\(message)")
        #expect(!FeatureNameSyntax.isValid(name))
    }

    @Test func aFeatureNameOfASCIILettersAndDigitsIsAccepted() {
        #expect(FeatureNameSyntax.isValid("DevicePairing2"))
        #expect(printed(load(minimalManifest)).isEmpty)
    }

    @Test func casesThatDifferOnlyByCaseAreAnErrorAtTheSecondWithANoteAtTheFirst() {
        let result = load(minimalManifest + "events: [loaded, Loaded, done, loaded]\n")
        #expect(printed(result) == [
            "m.yaml:6:18: error: event 'Loaded' differs from 'loaded' only by case; rename one [manifest.case-name-collision]",
            "m.yaml:6:10: note: 'loaded' is declared here [manifest.case-name-collision]",
            "m.yaml:6:32: error: duplicate event 'loaded' [manifest.duplicate-case]",
            "m.yaml:6:10: note: 'loaded' is first declared here [manifest.duplicate-case]",
        ])
    }

    @Test func aCaseWithFortyThousandParametersValidatesInOnePass() {
        let count = 40_000
        let parameters = (0..<count).map { "p\($0): Int" }.joined(separator: ", ")
        let result = load(minimalManifest + "events: [\"huge(\(parameters), p7: Int)\"]\n")
        let manifest = result.manifest
        #expect(manifest?.events.first?.parameters.count == count + 1)
        #expect(result.diagnostics.map(\.ruleID) == ["manifest.limit", "manifest.duplicate-parameter"])
        #expect(result.diagnostics.first?.message == "event 'huge' has 40001 parameters, more than the limit of 64; group them in a struct")
        #expect(located(result, rule: "manifest.limit") == "6:11 manifest.limit")
    }

    @Test func sixtyFourParametersAreAllowed() {
        let parameters = (0..<ManifestLimits.parametersPerCase).map { "p\($0): Int" }.joined(separator: ", ")
        #expect(printed(load(minimalManifest + "events: [\"many(\(parameters))\"]\n")).isEmpty)
    }

    @Test func aTraceLongerThanTheLimitIsALocatedError() {
        let long = "idle + search(query: \\\"" + String(repeating: "x", count: ManifestLimits.traceBytes) + "\\\") -> loading"
        let result = load(minimalManifest + "acceptanceTraces:\n  - idle + search -> loading\n  - \"\(long)\"\n")
        #expect(located(result, rule: "manifest.limit") == "8:5 manifest.limit")
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["manifest.limit"])
    }

    @Test(arguments: [
        "Int" + String(repeating: "?", count: 10_000), String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40),
        "[Int" + String(repeating: "?", count: 31) + "]",
    ])
    func typesNestedDeeperThanTheLimitAreALocatedError(type: String) {
        let result = load(minimalManifest + "events: [\"deep(value: \(type))\"]\n")
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.ruleID == "manifest.invalid-type")
        #expect(diagnostic?.message.contains("nested too deeply") == true, "\(String(describing: diagnostic))")
        #expect(diagnostic?.location.line == 6)
    }

    @Test func typesAtTheLimitAreAccepted() {
        let type = "[Int]" + String(repeating: "?", count: ManifestLimits.typeDepth - 2)
        #expect(printed(load(minimalManifest + "events: [\"deep(value: \(type))\"]\n")).isEmpty)
    }
}

/// Every YAML input (manifests, config, pack.yaml, rules.yaml) goes through ``YAMLParser``: a UTF-8 byte order mark
/// is accepted (issue 18: it was a misleading syntax error).
@Suite struct ByteOrderMarkTests {
    static let bom = "\u{FEFF}"

    @Test func aManifestWithAByteOrderMarkLoadsAsWithout() {
        let with = ManifestLoader.load(data: Data((Self.bom + minimalManifest).utf8), path: "m.yaml")
        #expect(printed(with).isEmpty)
        #expect(with.validManifest?.feature == "Search")
        #expect(with.validManifest?.states.first?.location == load(minimalManifest).validManifest?.states.first?.location)
    }

    @Test func locationsOnTheFirstLineCountColumnsAsAnEditorShowsThem() {
        let result = ManifestLoader.load(data: Data((Self.bom + "schemaVersion: [\n").utf8), path: "m.yaml")
        let plain = ManifestLoader.load(data: Data("schemaVersion: [\n".utf8), path: "m.yaml")
        #expect(printed(result) == printed(plain))
    }

    @Test func anyYAMLWithAByteOrderMarkParses() throws {
        let node = try YAMLParser.parse(Data((Self.bom + "rules:\n  - id: a\n").utf8), path: "rules.yaml")
        #expect(node?["rules"]?.sequence?.count == 1)
        #expect(try YAMLParser.parse(Data(Self.bom.utf8), path: "empty.yaml") == nil)
    }
}
