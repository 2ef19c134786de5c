/// The rules of the Todos manifest's invariants, which its conformance test runs in every state and after every
/// step: each reads the list before and after one step.
enum TodosInvariants {
  /// After adding: one row more, and the first is a row the list did not have.
  static func newRowFirst(_ before: TodosState, _ after: TodosState) -> Bool {
    let old = rows(before)
    let new = rows(after)
    guard new.count == old.count + 1, let first = new.first else { return false }
    return !old.contains { $0.id == first.id }
  }

  /// No completed row stands above an open one.
  static func completedRowsLast(_ state: TodosState) -> Bool {
    let rows = rows(state)
    guard let firstCompleted = rows.firstIndex(where: \.isComplete) else { return true }
    return rows[firstCompleted...].allSatisfy(\.isComplete)
  }

  /// Every row the filter hid before the step is still there: positions counted in the shown rows only touch those.
  static func keepsHiddenRows(_ before: TodosState, _ after: TodosState) -> Bool {
    guard case .list(let old, let filter, _) = before else { return true }
    let new = rows(after)
    return old.filter { !filter.shows($0) }.allSatisfy { row in new.contains { $0.id == row.id } }
  }

  private static func rows(_ state: TodosState) -> [TodoItem] {
    guard case .list(let rows, _, _) = state else { return [] }
    return rows
  }
}
