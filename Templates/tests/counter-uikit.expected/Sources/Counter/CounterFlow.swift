import IntentFlow

/// How the Counter feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in CounterEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and CounterFlowTests checks the traces still hold.
struct CounterFlow: FlowReducer {
  func reduce(
    state: CounterState,
    signal: FlowSignal<CounterIntent, CounterEvent>
  ) -> CounterNext {
    return .state(state)
  }
}
