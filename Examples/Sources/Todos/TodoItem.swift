import Foundation

/// One row of the to-do list as the list keeps it: the row's id, which the row's Todo child is hosted under, and
/// what the row last told the list about itself.
struct TodoItem: Equatable, Sendable, Identifiable {
  /// The id the list gave the row when it was added (the runtime's next UUID).
  let id: UUID
  /// What the row says to do.
  var description = ""
  /// Whether it is done.
  var isComplete = false
}

/// Which rows the list shows.
enum TodoFilter: String, CaseIterable, Equatable, Sendable {
  case all
  case active
  case completed

  /// Whether the filter shows `item`.
  func shows(_ item: TodoItem) -> Bool {
    switch self {
    case .all: true
    case .active: !item.isComplete
    case .completed: item.isComplete
    }
  }
}

// The list operations the Todos traces name. Positions given by the view count rows as the filter shows them;
// positions past the end are ignored, so no operation can trap on what a view sends.
extension [TodoItem] {
  /// The list with the description of the row `id` set to `description`.
  func settingDescription(_ description: String, of id: UUID) -> [TodoItem] {
    map {
      $0.id == id ? TodoItem(id: $0.id, description: description, isComplete: $0.isComplete) : $0
    }
  }

  /// The list with the row `id` marked complete or not.
  func settingCompletion(_ isComplete: Bool, of id: UUID) -> [TodoItem] {
    map {
      $0.id == id ? TodoItem(id: $0.id, description: $0.description, isComplete: isComplete) : $0
    }
  }

  /// The list with completed rows after the others, each group in its order.
  func sortedByCompletion() -> [TodoItem] {
    filter { !$0.isComplete } + filter(\.isComplete)
  }

  /// The list without its completed rows.
  func removingCompleted() -> [TodoItem] {
    filter { !$0.isComplete }
  }

  /// The list without the rows at `positions` of those `filter` shows.
  func deleting(_ positions: IndexSet, shownBy filter: TodoFilter) -> [TodoItem] {
    let shown = self.filter(filter.shows)
    let removed = Set(positions.filter { $0 < shown.count }.map { shown[$0].id })
    return self.filter { !removed.contains($0.id) }
  }

  /// The list with the rows at `positions` of those `filter` shows moved before the shown row at `destination`
  /// (after the last row when `destination` is past the shown ones), the way SwiftUI's `onMove` counts.
  func moving(_ positions: IndexSet, to destination: Int, shownBy filter: TodoFilter) -> [TodoItem]
  {
    let shown = self.filter(filter.shows)
    let moving = positions.filter { $0 < shown.count }.map { shown[$0] }
    guard !moving.isEmpty else { return self }
    // The first shown row from `destination` on that stays put: the moved rows go before it.
    let isMoving = { (row: TodoItem) in moving.contains { $0.id == row.id } }
    let anchor = shown.dropFirst(Swift.max(0, destination)).first { !isMoving($0) }?.id
    var rest = self.filter { !isMoving($0) }
    let index = anchor.flatMap { id in rest.firstIndex { $0.id == id } } ?? rest.endIndex
    rest.insert(contentsOf: moving, at: index)
    return rest
  }
}

extension TodoItem {
  /// A completed row (UUID 7) above an open one (UUID 8): the list the Todos traces that spell out a helper's result
  /// start from.
  static let twoRows = [TodoItem(id: UUID(7), isComplete: true), TodoItem(id: UUID(8))]
}
