import IntentFlow

/// How the SessionTimeout feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in SessionTimeoutEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and SessionTimeoutFlowTests checks the traces still hold.
struct SessionTimeoutFlow: FlowReducer {
  func reduce(
    state: SessionTimeoutState,
    signal: FlowSignal<SessionTimeoutIntent, SessionTimeoutEvent>
  ) -> SessionTimeoutNext {
    switch (state, signal) {
    // signedOut + signIn(user: u) -> active(user: u) + idleTimer effect
    case (.signedOut, .intent(.signIn(let user))):
      return .state(.active(user: user))
        .effect(
          .idleTimer,
          id: "session.idle",
          policy: .cancelInFlight
        )

    // active(user: u) + touched -> active(user: u) + idleTimer effect
    case (.active(let user), .intent(.touched)):
      return .state(.active(user: user))
        .effect(
          .idleTimer,
          id: "session.idle",
          policy: .cancelInFlight
        )

    // active(user: u) + idleTimeElapsed -> warned(user: u) + graceTimer effect + warning route
    case (.active(let user), .event(.idleTimeElapsed)):
      return .state(.warned(user: user))
        .effect(
          .graceTimer,
          id: "session.grace",
          policy: .cancelInFlight
        )
        .route(.warning)

    // warned(user: u) + touched -> active(user: u) + cancel graceTimer effect + idleTimer effect
    case (.warned(let user), .intent(.touched)):
      return .state(.active(user: user))
        .cancel("session.grace")
        .effect(
          .idleTimer,
          id: "session.idle",
          policy: .cancelInFlight
        )

    // warned(user: u) + graceElapsed -> signedOut + signedOut(user: u) output
    case (.warned(let user), .event(.graceElapsed)):
      return .state(.signedOut)
        .output(.signedOut(user: user))

    // active(user: u) + signOut -> signedOut + cancel idleTimer effect + signedOut(user: u) output
    case (.active(let user), .intent(.signOut)):
      return .state(.signedOut)
        .cancel("session.idle")
        .output(.signedOut(user: user))

    default:
      return .state(state)
    }
  }
}
