import IntentFlow

/// Runs the side work TodosFlow requests: two waits on the store's clock before the completed rows sink, a second
/// after a completion changes (the flow restarts it on each change) and a tenth of a second after a move. Written by
/// hand from the generated starting point.
struct TodosEffects: FlowEffectRunner {
  func run(_ effect: TodosEffect, send: FlowSend<TodosEvent>) async throws(CancellationError) {
    let delay: Duration =
      switch effect {
      case .sortAfterCompletion: .seconds(1)
      case .sortAfterMove: .milliseconds(100)
      }
    try await EffectClock.current.sleep(for: delay)
    await send(.sortCompletedTodos)
  }
}
