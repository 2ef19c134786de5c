import Testing

@testable import IntentFlowManifest

/// `every:` on an effect: it repeats, emitting its first `emits:` event every interval; every misuse is a located
/// `manifest.invalid-every` error.
@Suite("Effects that repeat")
struct RepeatingEffectManifestTests {
    static func manifest(effect: String, events: String = "[timerTicked, tick(Int), labelled(count: Int), bad(String)]")
        -> String
    {
        """
        schemaVersion: "0.2"
        feature: Timers
        states: [stopped, running]
        intents: [toggle]
        events: \(events)
        effects:
        \(effect)

        """
    }

    @Test("An interval is read in milliseconds and written as a Duration")
    func intervalsAreRead() throws {
        let result = load(Self.manifest(effect: "  - {name: timer, emits: [timerTicked], every: 1s}"))
        #expect(printed(result) == [])
        let every = try #require(result.manifest?.effects.first?.every)
        #expect(every.milliseconds == 1_000)
        #expect(every.swiftExpression == ".seconds(1)")
        #expect(RepeatInterval.parse("250ms")?.swiftExpression == ".milliseconds(250)")
        #expect(RepeatInterval.parse("2m")?.milliseconds == 120_000)
        #expect(RepeatInterval.parse("2 min")?.milliseconds == 120_000)
        #expect(RepeatInterval.parse("1500ms")?.swiftExpression == ".milliseconds(1500)")
        for bad in ["", "0s", "1", "s", "1h", "-1s", "1.5s", "2d", "1441m", "9999999999s", "١s"] {
            #expect(RepeatInterval.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("A tick may take no values, or one Int under any label")
    func ticksWithANumber() {
        for tick in ["tick", "labelled"] {
            let result = load(Self.manifest(effect: "  - {name: timer, emits: [\(tick)], every: 250ms}"))
            #expect(printed(result) == [], "\(tick)")
        }
    }

    @Test("An interval that does not read so is an error at the value")
    func badIntervalIsLocated() {
        let result = load(Self.manifest(effect: "  - {name: timer, emits: [timerTicked], every: soon}"))
        #expect(
            printed(result) == [
                "m.yaml:7:48: error: 'every' must be a positive interval of at most a day, a whole number and a "
                    + "unit: 1s, 250ms, 2m; found 'soon' [manifest.invalid-every]"
            ])
        #expect(result.validManifest == nil)
        let list = load(Self.manifest(effect: "  - {name: timer, emits: [timerTicked], every: [1s]}"))
        #expect(located(list, rule: "manifest.invalid-every") == "7:48 manifest.invalid-every")
    }

    @Test("An effect that repeats without emits:, or with a tick carrying other values, is an error")
    func effectThatCannotRepeat() {
        let silent = load(Self.manifest(effect: "  - {name: timer, every: 1s}"))
        #expect(
            printed(silent) == [
                "m.yaml:7:12: error: the effect 'timer' repeats every 1s but emits nothing; name its tick with "
                    + "'emits:', e.g. emits: [timerTicked] [manifest.invalid-every]"
            ])
        let carrying = load(Self.manifest(effect: "  - {name: timer, emits: [bad], every: 1s}"))
        #expect(
            printed(carrying) == [
                "m.yaml:7:27: error: 'bad', the tick of the repeating effect 'timer', takes (String); a tick takes no "
                    + "values, or one Int (the tick's number, 1, 2, 3, …) [manifest.invalid-every]"
            ])
        #expect(carrying.validManifest == nil)
    }

    @Test("`every` belongs to effects")
    func everyOutsideEffects() {
        let result = load(
            """
            schemaVersion: "0.2"
            feature: Timers
            states: [{name: stopped, every: 1s}]
            intents: [toggle]

            """)
        #expect(located(result, rule: "manifest.unknown-key") == "3:26 manifest.unknown-key")
        #expect(printed(result).first?.contains("'every' applies only to effects") == true)
    }
}
