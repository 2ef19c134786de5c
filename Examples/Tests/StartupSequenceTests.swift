import IntentFlowOrchestrator
import Testing

@testable import IntentFlowExamples

/// The example startup actions in a SequenceOrchestrator: the force update screen comes first, onboarding next, and
/// each holds the sequence until its screen completes its signal.
@Suite("Startup sequence")
@MainActor
struct StartupSequenceTests {
  /// Waits until `state` shows its screen, as the root view would see it, and returns the signal the screen gets.
  func presented(_ signal: () -> CompletionSignal?) async -> CompletionSignal {
    while true {
      if let signal = signal() { return signal }
      await Task.yield()
    }
  }

  @Test("Screens are shown one at a time, most important first")
  func runsInPriorityOrder() async {
    let orchestrator = SequenceOrchestrator()
    let update = ForceUpdateState()
    let onboarding = OnboardingState()
    orchestrator.register(OnboardingAction(state: onboarding, hasCompletedOnboarding: { false }))
    orchestrator.register(ForceUpdateAction(state: update, isUpdateRequired: { true }))

    let evaluation = Task { await orchestrator.evaluate() }

    let updateSignal = await presented { update.signal }
    #expect(update.isPresented)
    #expect(!onboarding.isPresented)
    updateSignal.complete()

    let onboardingSignal = await presented { onboarding.signal }
    #expect(!update.isPresented)
    #expect(onboarding.isPresented)
    onboardingSignal.complete()

    #expect(await evaluation.value == ["ForceUpdateAction", "OnboardingAction"])
    #expect(!onboarding.isPresented)
  }

  @Test("A step that is not needed is skipped")
  func skipsStepsNotNeeded() async {
    let orchestrator = SequenceOrchestrator()
    orchestrator.register(
      OnboardingAction(state: OnboardingState(), hasCompletedOnboarding: { true }))
    orchestrator.register(ForceUpdateAction(state: ForceUpdateState(), isUpdateRequired: { false }))

    #expect(await orchestrator.evaluate() == [])
  }
}
