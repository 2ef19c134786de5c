import IntentFlow
import SwiftUI

/// The Login screen: it shows the projected view state and sends intents; LoginFlow decides
/// everything else. Generated once; from then on this file is yours.
struct LoginView: View {
  @State private var model: FlowViewModel<LoginFlow, LoginProjection>

  /// Makes the screen with a store of its own that starts in `initialState`.
  init(initialState: LoginState = .idle) {
    _model = State(
      initialValue: FlowViewModel(
        initialState: initialState,
        reducer: LoginFlow(),
        effects: LoginEffects(),
        projection: LoginProjection()
      )
    )
  }

  var body: some View {
    VStack(spacing: 16) {
      Text(model.viewState.status)
      // Send .submit(…) from the controls that collect its values.
      // Send .submitTwoFactor(…) from the controls that collect its values.
      Button("Cancel") { model.send(.cancel) }
    }
    .padding()
  }
}
