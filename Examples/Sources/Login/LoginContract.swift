import IntentFlow

// The Login contract: the feature's whole vocabulary. Change it in the manifest
// (login.intentflow.yaml) and generate again; the flow, effects and projection follow it.
//
// Invariants the flow keeps:
// - A token must not be persisted before authentication succeeds.
// - Two-factor code can only be submitted from waitingForTwoFactor.

/// Where the Login workflow can be. The first case is where it starts.
enum LoginState: Equatable, Sendable {
  case idle
  case validating
  case requestingToken
  case waitingForTwoFactor
  case failed(message: String)
  case authenticated(userID: String)
}

/// What a person asks the Login feature to do.
enum LoginIntent: Equatable, Sendable {
  case submit(email: String, password: String)
  case submitTwoFactor(code: String)
  case cancel
}

/// What the world (effects, the system) reports back to the Login feature.
enum LoginEvent: Equatable, Sendable {
  case credentialsValid
  case tokenRequiresTwoFactor
  case tokenReceived(userID: String)
  case tokenFailed(message: String)
}

/// Side work the Login flow requests; LoginEffects runs it.
enum LoginEffect: Equatable, Sendable {
  case validate(email: String, password: String)
  case requestToken(email: String, password: String)
}

/// Navigation the Login feature asks its host for.
enum LoginRoute: Equatable, Sendable {}

/// What the Login feature tells its parent.
enum LoginOutput: Equatable, Sendable {
  case completed(userID: String)
}

/// What LoginFlow returns for one signal: the next state, and the effects, cancellations, outputs and
/// routes that go with it.
typealias LoginNext = Next<LoginState, LoginEffect, LoginOutput, LoginRoute>
