import IntentFlow

/// How the Todo feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in TodoEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and TodoFlowTests checks the traces still hold.
struct TodoFlow: FlowReducer {
  func reduce(
    state: TodoState,
    signal: FlowSignal<TodoIntent, TodoEvent>
  ) -> TodoNext {
    switch (state, signal) {
    // row(isComplete: c) + setDescription(d) -> row(description: d, isComplete: c) + descriptionChanged(d) output
    case (.row(_, let isComplete), .intent(.setDescription(let description))):
      return .state(.row(description: description, isComplete: isComplete))
        .output(.descriptionChanged(description))

    // row(description: d) + setComplete(c) -> row(description: d, isComplete: c) + completionChanged(c) output
    case (.row(let description, _), .intent(.setComplete(let isComplete))):
      return .state(.row(description: description, isComplete: isComplete))
        .output(.completionChanged(isComplete))
    }
  }
}
