import Foundation
import IntentFlow

/// How the to-do list behaves. The list keeps its rows as values (what each row's Todo child last told it); the
/// host adds a Todo child per row under the row's id (`hostRows()`). A new row's id comes from the runtime
/// (`FlowDependencies.current.uuid()`), so tests know it. Written by hand from the generated starting point.
struct TodosFlow: FlowReducer {
  func reduce(
    state: TodosState,
    signal: FlowSignal<TodosIntent, TodosEvent>
  ) -> TodosNext {
    guard case .list(let todos, let filter, let isEditing) = state else { return .state(state) }
    switch signal {
    // list(todos: t) + addTodoButtonTapped -> list(todos: [TodoItem(id: uuid)] + t)
    case .intent(.addTodoButtonTapped):
      let uuid = FlowDependencies.current.uuid()
      return .state(
        .list(todos: [TodoItem(id: uuid)] + todos, filter: filter, editing: isEditing))

    // list(todos: t) + todoDescriptionChanged(id: i, description: d) -> list(todos: t.settingDescription(d, of: i))
    case .event(.todoDescriptionChanged(let id, let description)):
      return .state(
        .list(
          todos: todos.settingDescription(description, of: id), filter: filter, editing: isEditing
        ))

    // list(todos: t) + todoCompletionChanged(id: i, isComplete: c)
    //   -> list(todos: t.settingCompletion(c, of: i)) + sortAfterCompletion effect
    case .event(.todoCompletionChanged(let id, let isComplete)):
      return .state(
        .list(
          todos: todos.settingCompletion(isComplete, of: id), filter: filter, editing: isEditing)
      )
      .effect(.sortAfterCompletion, id: "todos.completion", policy: .cancelInFlight)

    // list(todos: t) + sortCompletedTodos -> list(todos: t.sortedByCompletion())
    case .event(.sortCompletedTodos):
      return .state(.list(todos: todos.sortedByCompletion(), filter: filter, editing: isEditing))

    // list(todos: t) + clearCompletedButtonTapped -> list(todos: t.removingCompleted())
    case .intent(.clearCompletedButtonTapped):
      return .state(.list(todos: todos.removingCompleted(), filter: filter, editing: isEditing))

    // list(todos: t, filter: f) + delete(s) -> list(todos: t.deleting(s, shownBy: f))
    case .intent(.delete(let positions)):
      return .state(
        .list(
          todos: todos.deleting(positions, shownBy: filter), filter: filter, editing: isEditing))

    // list(todos: t, filter: f) + move(s, d) -> list(todos: t.moving(s, to: d, shownBy: f)) + sortAfterMove effect
    case .intent(.move(let positions, let destination)):
      let moved = todos.moving(positions, to: destination, shownBy: filter)
      return .state(.list(todos: moved, filter: filter, editing: isEditing))
        .effect(.sortAfterMove, id: "todos.move", policy: .run)

    // list + filterPicked(f) -> list(filter: f)
    case .intent(.filterPicked(let picked)):
      return .state(.list(todos: todos, filter: picked, editing: isEditing))

    // list + editModeChanged(e) -> list(editing: e)
    case .intent(.editModeChanged(let editing)):
      return .state(.list(todos: todos, filter: filter, editing: editing))
    }
  }
}
