import IntentFlow

/// How the AlertsAndDialogs feature behaves: a counter changed from an alert's and a confirmation dialog's buttons.
///
/// Keep it pure: decide here. Written by hand from the generated starting point; AlertsAndDialogsFlowTests checks
/// the manifest's traces still hold.
struct AlertsAndDialogsFlow: FlowReducer {
  func reduce(
    state: AlertsAndDialogsState,
    signal: FlowSignal<AlertsAndDialogsIntent, AlertsAndDialogsEvent>
  ) -> AlertsAndDialogsNext {
    var next = state
    switch signal {
    case .intent(.alertButtonTapped):
      next.alert = .alert
    case .intent(.confirmationDialogButtonTapped):
      next.alert = .confirmationDialog
    // A button of the alert or of the dialog: the change is confirmed by an alert of its own, which replaces the
    // one whose button was tapped.
    case .intent(.incrementButtonTapped):
      next.count += 1
      next.alert = .incremented
    case .intent(.decrementButtonTapped):
      next.count -= 1
      next.alert = .decremented
    case .intent(.alertDismissed):
      next.alert = nil
    }
    return .state(next)
  }
}
