import Foundation
import IntentFlow
import Testing

@testable import IntentFlowExamples

/// The list orderings of pointfreeco/swift-composable-architecture's Examples/Todos/TodosTests/TodosTests.swift,
/// one test each, on the helpers the Todos traces name (TodoItem.swift): the traces say which helper a signal
/// applies, these say what each helper does to the originals' lists.
@Suite("Todos list operations, after TodosTests")
struct TodosListTests {
  private func rows(_ completions: Bool...) -> [TodoItem] {
    completions.enumerated().map { index, isComplete in
      TodoItem(id: FlowDependencies.incrementingUUID(UInt64(index)), isComplete: isComplete)
    }
  }

  @Test("TodosTests.clearCompleted")
  func clearCompleted() {
    let todos = rows(false, true)
    #expect(todos.removingCompleted() == [todos[0]])
  }

  @Test("TodosTests.delete")
  func delete() {
    let todos = rows(false, false, false)
    #expect(todos.deleting([1], shownBy: .all) == [todos[0], todos[2]])
  }

  @Test("TodosTests.filteredDelete")
  func filteredDelete() {
    let todos = rows(false, false, true)
    #expect(todos.deleting([0], shownBy: .completed) == [todos[0], todos[1]])
  }

  @Test("TodosTests.editModeMove")
  func editModeMove() {
    let todos = rows(false, false, false)
    #expect(todos.moving([0], to: 2, shownBy: .all) == [todos[1], todos[0], todos[2]])
  }

  @Test("TodosTests.filteredEditModeMove")
  func filteredEditModeMove() {
    let todos = rows(false, false, true, true)
    #expect(
      todos.moving([0], to: 2, shownBy: .completed) == [todos[0], todos[1], todos[3], todos[2]])
  }

  @Test("TodosTests.complete: the completed row sinks below the others")
  func complete() {
    let todos = rows(false, false).settingCompletion(true, of: FlowDependencies.incrementingUUID(0))
    #expect(todos.sortedByCompletion().map(\.id) == [1, 0].map(FlowDependencies.incrementingUUID))
    #expect(todos.sortedByCompletion().last?.isComplete == true)
  }

  @Test("TodosTests.edit and filteredEdit: only the row with the id changes")
  func edit() {
    let todos = rows(false, true)
    let edited = todos.settingDescription(
      "Did this already", of: FlowDependencies.incrementingUUID(1))
    #expect(edited[0] == todos[0])
    #expect(edited[1].description == "Did this already")
  }

  @Test("Positions past the shown rows are ignored")
  func positionsPastTheEnd() {
    let todos = rows(false, true)
    #expect(todos.deleting([5], shownBy: .all) == todos)
    #expect(todos.moving([5], to: 0, shownBy: .all) == todos)
    #expect(todos.moving([0], to: 0, shownBy: .all) == todos)
    #expect([TodoItem]().deleting([0], shownBy: .completed).isEmpty)
  }
}
