import IntentFlow

/// How the Passcode feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in PasscodeEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and PasscodeFlowTests checks the traces still hold.
struct PasscodeFlow: FlowReducer {
  func reduce(
    state: PasscodeState,
    signal: FlowSignal<PasscodeIntent, PasscodeEvent>
  ) -> PasscodeNext {
    switch (state.match, signal) {
    // entering + submit(code: c) -> checking + check(code: c) effect
    case (.entering, .intent(.submit(let code))):
      return .state(.init(phase: .checking, alert: state.alert))
        .effect(
          .check(code: code),
          id: "passcode.check",
          policy: .cancelInFlight
        )

    // checking + codeAccepted -> opened + unlocked output
    case (.checking, .event(.codeAccepted)):
      return .state(.init(phase: .opened, alert: state.alert))
        .output(.unlocked)

    // checking + codeRejected -> locked(alert: .rejected(seconds: 30)) + lockOut effect
    case (.checking, .event(.codeRejected)):
      return .state(.init(phase: .locked, alert: .rejected(seconds: 30)))
        .effect(
          .lockOut,
          id: "passcode.lockOut",
          policy: .cancelInFlight
        )

    // locked + alertDismissed -> locked(alert: nil)
    case (.locked, .intent(.alertDismissed)):
      return .state(.init(phase: .locked))

    // locked + lockLifted -> entering
    case (.locked, .event(.lockLifted)):
      return .state(.init(phase: .entering, alert: state.alert))

    default:
      return .state(state)
    }
  }
}
