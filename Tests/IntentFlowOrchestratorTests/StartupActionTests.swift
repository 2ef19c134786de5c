import Observation
import Testing
import IntentFlowOrchestrator

/// The kind of state a real app's actions write to.
@MainActor
@Observable
final class AppState {
    var hasOnboarded = false
    var showOnboarding = false
    var onboardingSignal: CompletionSignal?
    /// Completed once the onboarding screen is up, so a test knows when to play the user.
    let onboardingShown = CompletionSignal()
}

/// A main-actor action as apps write them: it shows a screen and waits for the user.
@MainActor
struct OnboardingAction: StartupAction {
    let state: AppState
    nonisolated var priority: ActionPriority { .high }

    func shouldRun() async -> Bool {
        !state.hasOnboarded
    }

    func execute() async {
        let signal = CompletionSignal()
        state.onboardingSignal = signal
        state.showOnboarding = true
        state.onboardingShown.complete()
        await signal.wait()
        state.showOnboarding = false
        state.hasOnboarded = true
    }
}

/// A main-actor class that keeps the protocol's defaults.
@MainActor
final class WhatsNewAction: StartupAction {
    private(set) var executions = 0

    func shouldRun() async -> Bool { true }

    func execute() async {
        executions += 1
    }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StartupActionTests {
    @Test func identifierDefaultsToTheTypeNameAndPriorityToMedium() {
        let action = WhatsNewAction()
        #expect(action.id == "WhatsNewAction")
        #expect(action.priority == .medium)
    }

    @Test func mainActorActionsRunAndWaitForTheUserThroughASignal() async {
        let state = AppState()
        let whatsNew = WhatsNewAction()
        let orchestrator = SequenceOrchestrator()
        orchestrator.register(whatsNew)
        orchestrator.register(OnboardingAction(state: state))

        let evaluation = Task { await orchestrator.evaluate() }
        await state.onboardingShown.wait()
        #expect(state.showOnboarding)
        #expect(orchestrator.currentActionId == "OnboardingAction")
        #expect(whatsNew.executions == 0)

        let signal = state.onboardingSignal
        await Task.detached { signal?.complete() }.value  // the user taps "Get Started"

        #expect(await evaluation.value == ["OnboardingAction", "WhatsNewAction"])
        #expect(!state.showOnboarding)
        #expect(state.hasOnboarded)
        #expect(whatsNew.executions == 1)
    }
}
