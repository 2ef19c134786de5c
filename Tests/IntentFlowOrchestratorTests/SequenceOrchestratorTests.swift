import Testing
import IntentFlowOrchestrator

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct SequenceOrchestratorTests {
    let orchestrator = SequenceOrchestrator()
    let log = ExecutionLog()

    private func probe(
        _ id: ActionID,
        _ priority: ActionPriority = .medium,
        eligible: Bool = true,
        whileDeciding: @escaping @Sendable () async -> Void = {},
        whileExecuting: @escaping @MainActor @Sendable () async -> Void = {}
    ) -> ProbeAction {
        ProbeAction(
            id: id, priority: priority, isEligible: eligible, log: log,
            whileDeciding: whileDeciding, whileExecuting: whileExecuting
        )
    }

    // MARK: Registering

    @Test func registeringAnIdentifierTwiceKeepsTheFirstAction() async {
        #expect(orchestrator.register(probe("splash", .low)))
        #expect(!orchestrator.register(probe("splash", .critical)))
        #expect(orchestrator.registeredActionIds == ["splash"])

        #expect(await orchestrator.evaluate() == ["splash"])
        #expect(log.asked == ["splash"])
    }

    @Test func unregisteringRemovesTheAction() async {
        orchestrator.register(probe("a"))
        orchestrator.register(probe("b"))
        #expect(orchestrator.unregister("a"))
        #expect(!orchestrator.unregister("a"))
        #expect(orchestrator.registeredActionIds == ["b"])
        #expect(await orchestrator.evaluate() == ["b"])
    }

    // MARK: Order

    @Test func eligibleActionsRunMostImportantFirst() async {
        orchestrator.register(probe("low", .low))
        orchestrator.register(probe("medium", .medium))
        orchestrator.register(probe("critical", .critical))
        orchestrator.register(probe("high", .high))

        let expected: [ActionID] = ["critical", "high", "medium", "low"]
        #expect(await orchestrator.evaluate() == expected)
        #expect(log.executed == expected)
    }

    @Test func equalPrioritiesRunInRegistrationOrder() async {
        for id: ActionID in ["c", "a", "d", "b"] {
            orchestrator.register(probe(id, .high))
        }
        orchestrator.register(probe("first", .critical))
        #expect(await orchestrator.evaluate() == ["first", "c", "a", "d", "b"])
    }

    @Test func actionsThatShouldNotRunAreSkipped() async {
        orchestrator.register(probe("yes", .low))
        orchestrator.register(probe("no", .critical, eligible: false))

        #expect(await orchestrator.evaluate() == ["yes"])
        #expect(log.executed == ["yes"])
        #expect(Set(log.asked) == ["yes", "no"])
        #expect(orchestrator.eligibleCount == 1)
    }

    @Test func actionsRunOneAtATime() async {
        let release = CompletionSignal()
        orchestrator.register(probe("first", .high, whileExecuting: { await release.wait() }))
        orchestrator.register(probe("second", .low, whileExecuting: { release.complete() }))
        // If "second" started before "first" finished, it would complete `release` and "first" would
        // return; running one at a time, "first" waits until the test releases it.
        let evaluation = Task { await orchestrator.evaluate() }
        await yield(until: { log.executed == ["first"] })
        #expect(!release.isCompleted)
        release.complete()
        #expect(await evaluation.value == ["first", "second"])
    }

    // MARK: Concurrency of shouldRun()

    @Test func shouldRunIsAskedOfAllActionsConcurrently() async {
        let aAsked = CompletionSignal()
        let bAsked = CompletionSignal()
        // Each answers only once the other has been asked: asked one after the other, they would
        // wait for each other forever.
        orchestrator.register(probe("a", whileDeciding: { aAsked.complete(); await bAsked.wait() }))
        orchestrator.register(probe("b", whileDeciding: { bAsked.complete(); await aAsked.wait() }))
        #expect(await orchestrator.evaluate() == ["a", "b"])
    }

    // MARK: Re-entrance

    @Test func evaluatingWhileAnEvaluationRunsReturnsNothing() async {
        let started = CompletionSignal()
        let release = CompletionSignal()
        orchestrator.register(probe("slow", whileExecuting: { started.complete(); await release.wait() }))

        let first = Task { await orchestrator.evaluate() }
        await started.wait()
        #expect(await orchestrator.evaluate() == [])
        #expect(log.asked == ["slow"])

        release.complete()
        #expect(await first.value == ["slow"])
    }

    // MARK: Evaluating again

    @Test func executedActionsDoNotRunAgainButDeclinedOnesAreAskedAgain() async {
        orchestrator.register(probe("ran"))
        orchestrator.register(probe("declined", eligible: false))
        #expect(await orchestrator.evaluate() == ["ran"])

        orchestrator.register(probe("later"))
        #expect(await orchestrator.evaluate() == ["later"])
        #expect(log.executed == ["ran", "later"])
        #expect(log.asked.filter { $0 == "ran" }.count == 1)
        #expect(log.asked.filter { $0 == "declined" }.count == 2)
    }

    @Test func resetLetsExecutedActionsRunAgain() async {
        orchestrator.register(probe("a", .low))
        orchestrator.register(probe("b", .high))
        #expect(await orchestrator.evaluate() == ["b", "a"])
        #expect(await orchestrator.evaluate() == [])

        orchestrator.reset()
        #expect(orchestrator.completedCount == 0)
        #expect(orchestrator.eligibleCount == 0)
        #expect(await orchestrator.evaluate() == ["b", "a"])
    }

    @Test func registeringAgainAfterUnregisteringRunsTheActionAgain() async {
        orchestrator.register(probe("tip"))
        #expect(await orchestrator.evaluate() == ["tip"])
        orchestrator.unregister("tip")
        orchestrator.register(probe("tip"))
        #expect(await orchestrator.evaluate() == ["tip"])
    }

    @Test func actionsRegisteredDuringAnEvaluationWaitForTheNext() async {
        orchestrator.register(probe("first", whileExecuting: { [orchestrator, log] in
            orchestrator.register(ProbeAction(id: "added", priority: .critical, log: log))
        }))
        #expect(await orchestrator.evaluate() == ["first"])
        #expect(await orchestrator.evaluate() == ["added"])
    }

    // MARK: Stopping early

    @Test func cancellingStopsBeforeTheNextActionAndForgetsTheInterruptedOne() async {
        let started = CompletionSignal()
        let userDone = CompletionSignal()
        orchestrator.register(probe("first", .critical, whileExecuting: { started.complete(); await userDone.wait() }))
        orchestrator.register(probe("second", .low))

        let evaluation = Task { await orchestrator.evaluate() }
        await started.wait()
        evaluation.cancel()  // resumes "first" from its wait

        #expect(await evaluation.value == [])
        #expect(log.executed == ["first"])
        #expect(!orchestrator.isProcessing)
        #expect(orchestrator.eligibleCount == 2)
        #expect(orchestrator.completedCount == 0)

        userDone.complete()
        #expect(await orchestrator.evaluate() == ["first", "second"])
    }

    @Test func cancellingWhileActionsDecideRunsNothing() async {
        let deciding = CompletionSignal()
        let never = CompletionSignal()
        orchestrator.register(probe("a", whileDeciding: { deciding.complete(); await never.wait() }))
        orchestrator.register(probe("b"))

        let evaluation = Task { await orchestrator.evaluate() }
        await deciding.wait()
        evaluation.cancel()

        #expect(await evaluation.value == [])
        #expect(log.executed == [])
        #expect(orchestrator.eligibleCount == 0)
        #expect(!orchestrator.isProcessing)
    }

    @Test func resetDuringAnEvaluationStopsItBeforeTheNextAction() async {
        let started = CompletionSignal()
        let release = CompletionSignal()
        orchestrator.register(probe("first", .high, whileExecuting: { started.complete(); await release.wait() }))
        orchestrator.register(probe("second", .low))

        let evaluation = Task { await orchestrator.evaluate() }
        await started.wait()
        orchestrator.reset()
        release.complete()

        #expect(await evaluation.value == [])
        #expect(log.executed == ["first"])
        #expect(await orchestrator.evaluate() == ["first", "second"])
    }

    @Test func unregisteringDuringAnEvaluationSkipsTheAction() async {
        orchestrator.register(probe("first", .high, whileExecuting: { [orchestrator] in
            orchestrator.unregister("second")
        }))
        orchestrator.register(probe("second", .low))
        orchestrator.register(probe("third", .low))
        #expect(await orchestrator.evaluate() == ["first", "third"])
        #expect(log.executed == ["first", "third"])
    }
}
