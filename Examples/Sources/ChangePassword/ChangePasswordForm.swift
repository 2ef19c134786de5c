/// The password fields a screen focuses, one after the other as each is returned.
enum ChangePasswordField: Equatable, Sendable {
  case currentPassword
  case newPassword
  case confirmation
}

/// The rules of the change-password form, which the flow applies to the fields each time one changes.
enum ChangePasswordForm {
  /// The shortest new password accepted.
  static let minimumLength = 6

  /// Whether the form can be saved: a current password, and a new one long enough typed the same twice.
  static func canSave(current: String, new: String, confirmation: String) -> Bool {
    !current.isEmpty && !confirmation.isEmpty
      && message(new: new, confirmation: confirmation) == nil
  }

  /// Whether `state`'s fields can be saved: the manifest's invariant that the save button follows the form.
  static func canSave(_ state: ChangePasswordState) -> Bool {
    canSave(
      current: state.currentPassword, new: state.newPassword, confirmation: state.confirmation)
  }

  /// What the validation label says about the new password, or `nil` when it is hidden: the length first, then
  /// the match, as the original screen does.
  static func message(new: String, confirmation: String) -> String? {
    if new.count < minimumLength { return "Your password must be at least 6 characters long." }
    if new != confirmation { return "New passwords must match." }
    return nil
  }
}
