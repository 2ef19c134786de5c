import Testing
@testable import IntentFlowManifest

/// A manifest's `access:` key.
@Suite struct AccessLevelTests {
    @Test func eachLevelLoads() throws {
        for level in AccessLevel.allCases {
            let result = load(minimalManifest + "access: \(level.rawValue)\n")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(try #require(result.validManifest).access == level)
        }
        #expect(try #require(load(minimalManifest).validManifest).access == nil)
    }

    @Test func anUnknownLevelIsALocatedError() {
        let result = load(minimalManifest + "access: open\n")
        #expect(located(result, rule: "manifest.invalid-access") == "6:9 manifest.invalid-access")
        #expect(result.diagnostics.first { $0.ruleID == "manifest.invalid-access" }?.message
            == "access must be one of internal, public, package; found 'open'")
        #expect(load(minimalManifest + "access: pubic\n").diagnostics.first?.message.hasSuffix("did you mean 'public'?") == true)
        #expect(located(load(minimalManifest + "access: [public]\n"), rule: "manifest.type-mismatch") == "6:9 manifest.type-mismatch")
    }

    @Test func modifiersAreWhatGeneratedCodeWrites() {
        #expect(AccessLevel.internal.modifier == "")
        #expect(AccessLevel.public.modifier == "public ")
        #expect(AccessLevel.package.modifier == "package ")
    }
}
