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
    switch (state, signal) {
    // entering + submit(code: c) -> checking + check(code: c) effect
    case (.entering, .intent(.submit(let code))):
      return .state(.checking)
        .effect(
          .check(code: code),
          id: "passcode.check",
          policy: .cancelInFlight
        )

    // checking + codeAccepted -> opened + unlocked output
    case (.checking, .event(.codeAccepted)):
      return .state(.opened)
        .output(.unlocked)

    // checking + codeRejected -> locked + lockOut effect
    case (.checking, .event(.codeRejected)):
      return .state(.locked)
        .effect(
          .lockOut,
          id: "passcode.lockOut",
          policy: .cancelInFlight
        )

    // locked + lockLifted -> entering
    case (.locked, .event(.lockLifted)):
      return .state(.entering)

    default:
      return .state(state)
    }
  }
}
