import Foundation
import IntentFlow

/// How the Episodes feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in EpisodesEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and EpisodesFlowTests checks the traces still hold.
struct EpisodesFlow: FlowReducer {
  func reduce(
    state: EpisodesState,
    signal: FlowSignal<EpisodesIntent, EpisodesEvent>
  ) -> EpisodesNext {
    return .state(state)
  }
}
