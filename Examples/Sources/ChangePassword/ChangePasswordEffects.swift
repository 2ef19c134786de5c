import IntentFlow

/// The capabilities ChangePasswordEffects needs: the account service and analytics. Apps give real ones; tests fakes.
protocol ChangePasswordClient: Sendable {
  /// Changes the password; throws when the server refuses.
  func changePassword(current: String, new: String, confirmation: String) async throws
  /// Records an analytics event.
  func track(_ event: String) async
}

/// Runs the side work ChangePasswordFlow requests and reports each outcome as one ChangePasswordEvent.
///
/// Thin on purpose: the server and analytics live behind `client`. Written by hand from the generated starting
/// point.
struct ChangePasswordEffects: FlowEffectRunner {
  let client: any ChangePasswordClient

  func run(
    _ effect: ChangePasswordEffect, send: FlowSend<ChangePasswordEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .changePassword(let current, let new, let confirmation):
      let result = try await FlowError.result {
        try await client.changePassword(current: current, new: new, confirmation: confirmation)
      }
      await send(.changePasswordResponse(result.error))
    case .track(let event):
      await client.track(event)
    }
  }
}
