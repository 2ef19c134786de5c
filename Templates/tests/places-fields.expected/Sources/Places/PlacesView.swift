import IntentFlow
import SwiftUI

/// The Places screen: it shows the projected view state and sends intents; PlacesFlow decides
/// everything else.
/// Generated once; from then on this file is yours.
///
/// Its `FlowViewModel` uses Observation, hence macOS 14, iOS 17, tvOS 17, watchOS 10.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
struct PlacesView: View {
  @State private var model: FlowViewModel<PlacesFlow, PlacesProjection>

  /// Shows `store`, which the caller made: a parent feature, an app shell, a test.
  init(store: FlowStore<PlacesFlow>) {
    let model = FlowViewModel(store: store, projection: PlacesProjection())
    _model = State(initialValue: model)
  }

  /// Makes a store of its own that starts in `initialState` and runs the flow's effects with `effects`: the app's
  /// handler, a preview's or a test's.
  init<Effects: FlowEffectHandler>(
    initialState: PlacesState = .init(phase: .idle),
    effects: Effects
  ) where Effects.Effect == PlacesEffect, Effects.Event == PlacesEvent {
    self.init(
      store: FlowStore(
        initialState: initialState, reducer: PlacesFlow(), effects: effects))
  }

  var body: some View {
    VStack(spacing: 16) {
      Text(model.viewState.status)
      Button("Submit") { model.send(.submit) }
      Button("Clear") { model.send(.clear) }
      // Send .queryChanged(…) from the controls that collect its values.
      // Send .pin(…) from the controls that collect its values.
    }
    .padding()
  }
}

/// Answers each effect at once with the first event its `emits:` names, so the preview walks through the flow
/// without the network, the disk or the app's capabilities.
private struct PlacesPreviewEffects: FlowEffectRunner {
  func run(
    _ effect: PlacesEffect, send: FlowSend<PlacesEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .search:
      await send(.loaded([]))
    }
  }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
#Preview {
  PlacesView(
    initialState: .init(phase: .idle),
    effects: PlacesPreviewEffects()
  )
}
