import IntentFlowManifest

/// One single-point change of a reducer: which arm, what kind, and the text it replaces in the file.
///
/// A mutant is never written over the reducer: ``MutantSchema`` writes every mutant of a file into one copy, each
/// behind a run-time switch, so one build serves them all.
package struct Mutant: Hashable, Sendable {
    /// The mutant's number, from 1, unique in a run; `INTENTFLOW_MUTANT=<id>` selects it in the built copy.
    package var id: Int
    /// The kind of change.
    package var mutation: MutationOperator
    /// The index of the arm in ``ReducerSwitch/cases`` of its switch.
    package var armIndex: Int
    /// The bytes of the file the change replaces (for ``MutationOperator/deleteArm``, the arm's label).
    package var range: Range<Int>
    /// What replaces them (empty for a drop and for a deleted arm).
    package var replacement: String
    /// Where the change is.
    package var location: SourceLocation
    /// For a change inside a function the arms call rather than in an arm: the function's name (``armIndex`` then
    /// names no arm).
    package var helper: String? = nil
    /// The bytes between that function's braces, which the copy wraps in the run-time switch.
    package var helperBody: Range<Int>? = nil
    /// Whether the manifest's traces call that function themselves (`-> list(todos: todos.moving(…))`): the
    /// generated tests then compute their expectations with it, and a change to it changes them too.
    package var helperIsInTraces = false

    /// Creates a mutant.
    package init(
        id: Int, mutation: MutationOperator, armIndex: Int, range: Range<Int>, replacement: String,
        location: SourceLocation
    ) {
        self.id = id
        self.mutation = mutation
        self.armIndex = armIndex
        self.range = range
        self.replacement = replacement
        self.location = location
    }
}
