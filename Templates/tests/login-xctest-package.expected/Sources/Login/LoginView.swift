import IntentFlow
import SwiftUI

/// The Login screen: it shows the projected view state and sends intents; LoginFlow decides
/// everything else.
/// Its routes and outputs go to the LoginCoordinator the app implements.
/// Generated once; from then on this file is yours.
///
/// Its `FlowViewModel` uses Observation, hence macOS 14, iOS 17, tvOS 17, watchOS 10.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
struct LoginView: View {
  @State private var model: FlowViewModel<LoginFlow, LoginProjection>

  /// Shows `store`, which the caller made: a parent feature, an app shell, a test.
  /// Routes and outputs go to `coordinator`, which the view keeps.
  init(store: FlowStore<LoginFlow>, coordinator: (any LoginCoordinator)?) {
    let model = FlowViewModel(store: store, projection: LoginProjection())
    model.onRoute = { coordinator?.handle($0) }
    model.onOutput = { coordinator?.handle($0) }
    _model = State(initialValue: model)
  }

  /// Makes a store of its own that starts in `initialState` and runs the flow's effects with `effects`: the app's
  /// handler, a preview's or a test's.
  init<Effects: FlowEffectHandler>(
    initialState: LoginState = .idle,
    effects: Effects,
    coordinator: (any LoginCoordinator)?
  ) where Effects.Effect == LoginEffect, Effects.Event == LoginEvent {
    self.init(
      store: FlowStore(
        initialState: initialState, reducer: LoginFlow(), effects: effects),
      coordinator: coordinator)
  }

  var body: some View {
    VStack(spacing: 16) {
      Text(model.viewState.status)
      Button("Cancel") { model.send(.cancel) }
      // Send .submit(…) from the controls that collect its values.
      // Send .submitTwoFactor(…) from the controls that collect its values.
    }
    .padding()
  }
}

/// Answers each effect at once with the first event its `emits:` names, so the preview walks through the flow
/// without the network, the disk or the app's capabilities.
private struct LoginPreviewEffects: FlowEffectRunner {
  func run(
    _ effect: LoginEffect, send: FlowSend<LoginEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .validate:
      break
    case .requestToken:
      break
    }
  }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
#Preview {
  LoginView(
    initialState: .idle,
    effects: LoginPreviewEffects(),
    coordinator: nil
  )
}
