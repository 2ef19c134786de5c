import IntentFlowCheck

/// The functions of a feature's own files that its reducer's arms call (`save(next)`, `Self.validate(&next)`,
/// `todos.settingDescription(d, of: id)`, `ChangePasswordForm.canSave(…)`), and those they call in turn: each body's
/// mutants (``MutantFinder/helperChanges(in:range:)``), so a test suite that passes whatever a helper computes does
/// not score 100%.
///
/// Own files are the non-generated Swift files in the reducer's folder. The reducer's `reduce` is not a helper, and
/// a function declared inside an arm is mutated as part of the arm.
enum HelperMutants {
    /// `reducerFiles` with the mutants of every called helper added, numbered from `firstID`: to the reducer file
    /// that declares the helper, or to a new entry (with no arms) for another of `ownFiles`.
    static func adding(
        to reducerFiles: [MutationSubject.ReducerFile], ownFiles: [SwiftSourceFile], firstID: Int
    ) -> [MutationSubject.ReducerFile] {
        let helpers = ReducerHelpers(files: ownFiles)
        var result = reducerFiles
        var nextID = firstID
        for name in called(by: reducerFiles, among: helpers).sorted() {
            for body in helpers.bodies(named: name) {
                let file = helpers.files[body.file]
                let existing = result.firstIndex { $0.file.relativePath == file.relativePath }
                if let existing, result[existing].arms.values.contains(where: { $0.body.overlaps(body.range) }) {
                    continue
                }
                let mutants = MutantFinder.helperChanges(in: file, range: body.range).map { change in
                    var mutant = Mutant(
                        id: 0, mutation: change.mutation, armIndex: -1, range: change.range,
                        replacement: change.replacement, location: file.location(ofOffset: change.range.lowerBound))
                    mutant.helper = name
                    mutant.helperBody = body.range
                    return mutant
                }
                guard !mutants.isEmpty else { continue }
                let numbered = mutants.enumerated().map { offset, mutant in
                    var mutant = mutant
                    mutant.id = nextID + offset
                    return mutant
                }
                nextID += numbered.count
                if let existing {
                    result[existing].mutants += numbered
                } else {
                    result.append(.init(file: file, arms: [:], mutants: numbered))
                }
            }
        }
        return result
    }

    /// The helpers the arms of `reducerFiles` call (in their labels' guards or bodies), and those these call.
    static func called(by reducerFiles: [MutationSubject.ReducerFile], among helpers: ReducerHelpers) -> Set<String> {
        var pending: [String] = []
        for reducer in reducerFiles {
            for arm in reducer.arms.values {
                let from = arm.guardExpression?.lowerBound ?? arm.body.lowerBound
                pending += helpers.calls(
                    in: reducer.file.code, from: min(from, arm.body.lowerBound), to: arm.body.upperBound)
            }
        }
        var found: Set<String> = []
        while let name = pending.popLast() {
            guard name != "reduce", found.insert(name).inserted else { continue }
            for body in helpers.bodies(named: name) {
                pending += helpers.calls(
                    in: helpers.files[body.file].code, from: body.range.lowerBound, to: body.range.upperBound)
            }
        }
        return found
    }
}
