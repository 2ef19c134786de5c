import IntentFlow

/// Runs the side work TodosFlow requests: two waits on the store's clock before the completed rows sink, a second
/// after a completion changes (the flow restarts it on each change) and a tenth of a second after a move. Written by
/// hand from the generated starting point.
struct TodosEffects: FlowEffectHandler {
  func handle(_ effect: TodosEffect) -> AsyncStream<TodosEvent> {
    let clock = EffectClock.current
    let delay: Duration =
      switch effect {
      case .sortAfterCompletion: .seconds(1)
      case .sortAfterMove: .milliseconds(100)
      }
    return AsyncStream { continuation in
      let wait = Task {
        if (try? await clock.sleep(for: delay)) != nil {
          continuation.yield(.sortCompletedTodos)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in wait.cancel() }
    }
  }
}
