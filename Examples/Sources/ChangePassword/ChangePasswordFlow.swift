import IntentFlow

/// How the ChangePassword feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in ChangePasswordEffects. Written by hand from the generated starting
/// point; ChangePasswordFlowTests checks the manifest's traces still hold.
struct ChangePasswordFlow: FlowReducer {
  func reduce(
    state: ChangePasswordState,
    signal: FlowSignal<ChangePasswordIntent, ChangePasswordEvent>
  ) -> ChangePasswordNext {
    var next = state
    switch signal {
    case .intent(.viewDidAppear):
      return .state(next)
        .effect(.track(event: "Viewed Change Password"), id: "changePassword.track", policy: .run)
        .route(.focus(.currentPassword))

    // Typing the current password only decides whether the form can be saved.
    case .intent(.currentPasswordChanged(let text)), .intent(.currentPasswordReturned(let text)):
      next.currentPassword = text
      next.isSaveEnabled = Self.canSave(next)
      guard case .intent(.currentPasswordReturned) = signal else { return .state(next) }
      return .state(next).route(.focus(.newPassword))

    case .intent(.newPasswordChanged(let text)), .intent(.newPasswordReturned(let text)):
      next.newPassword = text
      Self.validate(&next)
      guard case .intent(.newPasswordReturned) = signal else { return .state(next) }
      return .state(next).route(.focus(.confirmation))

    case .intent(.confirmationChanged(let text)):
      next.confirmation = text
      Self.validate(&next)
      return .state(next)

    // Return on the last field saves a valid form, as the save button does.
    case .intent(.confirmationReturned(let text)):
      next.confirmation = text
      Self.validate(&next)
      return next.isSaveEnabled ? save(next) : .state(next)

    case .intent(.saveTapped):
      return Self.canSave(next) ? save(next) : .state(next)

    case .event(.changePasswordResponse(nil)):
      next.isSaving = false
      return .state(next)
        .effect(.track(event: "Changed Password"), id: "changePassword.track", policy: .run)
        .output(.changed)

    case .event(.changePasswordResponse(let error?)):
      next.isSaving = false
      next.failureMessage = error.message
      return .state(next)
    }
  }

  /// Sends the form: the spinner shows and the keyboard goes away until the response.
  private func save(_ state: ChangePasswordState) -> ChangePasswordNext {
    var next = state
    next.isSaving = true
    return .state(next)
      .effect(
        .changePassword(
          current: state.currentPassword, new: state.newPassword, confirmation: state.confirmation),
        id: "changePassword.request",
        policy: .cancelInFlight
      )
      .route(.dismissKeyboard)
  }

  /// Keeps the validation label and the save button in step with the new password and its confirmation.
  private static func validate(_ state: inout ChangePasswordState) {
    state.validationMessage = ChangePasswordForm.message(
      new: state.newPassword, confirmation: state.confirmation)
    state.isSaveEnabled = canSave(state)
  }

  private static func canSave(_ state: ChangePasswordState) -> Bool {
    ChangePasswordForm.canSave(
      current: state.currentPassword, new: state.newPassword, confirmation: state.confirmation)
  }
}
