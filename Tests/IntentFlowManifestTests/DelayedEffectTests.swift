import Testing

@testable import IntentFlowManifest

/// `after:` on an effect: it waits once, then emits its first `emits:` event; every misuse is a located
/// `manifest.invalid-after` error.
@Suite("Effects delayed once")
struct DelayedEffectManifestTests {
    static func manifest(effect: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Passcode
        states: [entering, locked]
        intents: [submit]
        events: [lockLifted, tick]
        effects:
        \(effect)

        """
    }

    @Test("A delay is read with the duration grammar of every: and written as a Duration")
    func delayIsRead() throws {
        let result = load(Self.manifest(effect: "  - {name: lockOut, emits: [lockLifted], after: 30s}"))
        #expect(printed(result) == [])
        let effect = try #require(result.manifest?.effects.first)
        #expect(effect.after?.milliseconds == 30_000)
        #expect(effect.after?.swiftExpression == ".seconds(30)")
        #expect(effect.every == nil)
    }

    @Test("A delay that is not a duration is an error at the value")
    func badDelayIsLocated() {
        let result = load(Self.manifest(effect: "  - {name: lockOut, emits: [lockLifted], after: later}"))
        #expect(
            printed(result) == [
                "m.yaml:7:49: error: 'after' must be a positive duration of at most a day, a whole number and a "
                    + "unit: 30s, 250ms, 2m; found 'later' [manifest.invalid-after]"
            ])
        #expect(result.validManifest == nil)
        let zero = load(Self.manifest(effect: "  - {name: lockOut, emits: [lockLifted], after: 0s}"))
        #expect(located(zero, rule: "manifest.invalid-after") == "7:49 manifest.invalid-after")
    }

    @Test("A delay beside every:, or without emits:, is an error at after:")
    func effectThatCannotBeDelayed() {
        let both = load(Self.manifest(effect: "  - {name: lockOut, emits: [tick], every: 1s, after: 30s}"))
        #expect(
            printed(both) == [
                "m.yaml:7:47: error: the effect 'lockOut' has both 'after: 30s' (once) and 'every: 1s' (repeating); "
                    + "keep one [manifest.invalid-after]"
            ])
        #expect(both.validManifest == nil)
        let silent = load(Self.manifest(effect: "  - {name: lockOut, after: 30s}"))
        #expect(
            printed(silent) == [
                "m.yaml:7:21: error: the effect 'lockOut' waits 30s but emits nothing; name the event it sends then "
                    + "with 'emits:', e.g. emits: [lockLifted] [manifest.invalid-after]"
            ])
    }

    @Test("`after` belongs to effects")
    func afterOutsideEffects() {
        let result = load(
            """
            schemaVersion: "0.2"
            feature: Passcode
            states: [{name: locked, after: 30s}]
            intents: [submit]

            """)
        #expect(located(result, rule: "manifest.unknown-key") == "3:25 manifest.unknown-key")
        #expect(printed(result).first?.contains("'after' applies only to effects") == true)
    }
}
