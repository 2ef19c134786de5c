import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// What the default pack writes for an effect delayed once (`after:`): a skeleton that sleeps on the store's clock
/// and sends its event, and a store test that moves the test clock by the delay before it receives the event.
@Suite("Delayed effects, generated")
struct DelayedEffectGenerationTests {
    static let passcode = """
        schemaVersion: "0.2"
        feature: Passcode
        mode: core
        states: [checking, locked, entering]
        intents: [submit]
        events: [codeRejected, lockLifted]
        effects:
          - {name: lockOut, id: passcode.lockOut, policy: cancelInFlight, emits: [lockLifted], after: 30s}
        acceptanceTraces:
          - "checking + codeRejected -> locked + lockOut effect"
          - "locked + lockLifted -> entering"

        """

    private func manifest() throws -> Manifest {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("delayed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("passcode.intentflow.yaml")
        try Self.passcode.write(to: file, atomically: true, encoding: .utf8)
        return try DefaultPackRenderer.manifest(at: file)
    }

    @Test("The skeleton waits once on the store's clock, then sends the effect's first emitted event")
    func delayedSkeleton() throws {
        let effects = try DefaultPackRenderer().render("effects.swift", manifest: try manifest())
        #expect(effects.contains("      // Once (`after: 30s`): waits on the store's clock, then sends its event;"))
        #expect(
            effects.contains(
                "      try await EffectClock.current.sleep(for: .seconds(30))\n      await send(.lockLifted)\n"))
        #expect(!effects.contains("RepeatingEffect"))
    }

    @Test("The store test replies after the delay and moves the test clock by it before receiving the event")
    func delayedChainTest() throws {
        let tests = try DefaultPackRenderer().render("tests.swift", manifest: try manifest())
        #expect(
            tests.contains(
                "    effects.reply(\n      to: .lockOut,\n      with: [.lockLifted],\n      after: .seconds(30)\n    )\n"))
        #expect(tests.contains("    await store.clock.advance(by: .seconds(30))\n\n    let afterLockLifted"))
        #expect(tests.contains("    await store.receive(\n      .lockLifted,"))
        #expect(!tests.contains(".disabled("))
    }
}
