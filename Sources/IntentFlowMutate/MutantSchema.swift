import IntentFlowCheck

/// Writes every mutant of a reducer file into one copy of it, each behind a run-time switch, so that one build
/// holds them all and `INTENTFLOW_MUTANT=<id>` picks one when the tests run (0, or no variable: the file as written).
///
/// - A mutated body becomes `if IntentFlowMutant.active == 3 { <mutated body> } else … { <body as written> }`;
///   `break` and `return` mean what they meant.
/// - A deleted arm adds `IntentFlowMutant.active != 5` to the `where` clause of each of its patterns, so the
///   signal falls to the next arm that matches, as if the arm were gone.
/// - A mutated guard becomes `(IntentFlowMutant.active == 6 ? (<mutated guard>) : (<guard as written>))`.
/// - A mutated function the arms call has its body wrapped as an arm's is (``Mutant/helperBody``).
/// - A switch without `default:` gets one that traps, so a deleted arm whose pairs no other arm matches still
///   compiles (as written, Swift would refuse the deletion; running, the trap kills the mutant).
///
/// Text outside the mutated arms is copied byte for byte, so the copy's line numbers differ only inside them.
package enum MutantSchema {
    /// The run-time switch's name in the copy; `private` to the file, so two mutated files of a module never clash.
    static let switchName = "IntentFlowMutant.active"

    /// The copy of `file` with `mutants` (all of this file's) behind the switch, and the switch's declaration at
    /// the end.
    package static func source(
        of file: SwiftSourceFile, arms: [Int: ReducerArm], mutants: [Mutant], openSwitchEnds: [Int] = []
    ) -> String {
        var edits: [(range: Range<Int>, text: String)] = []
        if mutants.contains(where: { $0.mutation == .deleteArm }) {
            for end in openSwitchEnds {
                edits.append(
                    (end..<end, "\n    default: fatalError(\"intentflow mutate: no arm is left for this pair\")\n"))
            }
        }
        let byArm = Dictionary(grouping: mutants.filter { $0.helperBody == nil }, by: \.armIndex)
        let byHelper = Dictionary(grouping: mutants.filter { $0.helperBody != nil }) { $0.helperBody ?? 0..<0 }
        for (range, helperMutants) in byHelper {
            edits.append((range, body(range, in: file, mutants: helperMutants)))
        }
        for (index, armMutants) in byArm {
            guard let arm = arms[index] else { continue }
            let inLabel = armMutants.filter { $0.mutation == .deleteArm || arm.label.contains($0.range.lowerBound) }
            let inBody = armMutants.filter { $0.mutation != .deleteArm && arm.body.contains($0.range.lowerBound) }
            if !inLabel.isEmpty { edits.append((arm.label, label(of: arm, in: file, mutants: inLabel))) }
            if !inBody.isEmpty { edits.append((arm.body, body(of: arm, in: file, mutants: inBody))) }
        }
        var output = ""
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output += file.text(in: position..<edit.range.lowerBound) + edit.text
            position = edit.range.upperBound
        }
        output += file.text(in: position..<file.text.count)
        return output + declaration
    }

    /// The label's text between `case ` and its `:`, with the deleted-arm condition on every pattern and
    /// the mutated guards chosen at run time.
    static func label(of arm: ReducerArm, in file: SwiftSourceFile, mutants: [Mutant]) -> String {
        let deletion = mutants.first { $0.mutation == .deleteArm }.map { "\(switchName) != \($0.id)" }
        var patterns = arm.patterns.map { file.text(in: $0) }
        var conditions: [String] = []
        if let deletion {
            for index in patterns.indices.dropLast() { patterns[index] += " where \(deletion)" }
            conditions.append(deletion)
        }
        if let guardExpression = arm.guardExpression {
            var chosen = ""
            for mutant in mutants where mutant.mutation != .deleteArm {
                chosen += "\(switchName) == \(mutant.id) ? (\(applying(mutant, to: guardExpression, in: file))) : "
            }
            conditions.append("(" + chosen + "(" + file.text(in: guardExpression) + "))")
        }
        let last = patterns.count - 1
        if !conditions.isEmpty { patterns[last] += " where " + conditions.joined(separator: " && ") }
        return patterns.joined(separator: ", ")
    }

    /// The body's text with each mutant in a branch of its own and the body as written in the last.
    static func body(of arm: ReducerArm, in file: SwiftSourceFile, mutants: [Mutant]) -> String {
        body(arm.body, in: file, mutants: mutants)
    }

    /// The text of `range` (an arm's body, or a called function's between its braces) with each mutant in a branch
    /// of its own and the text as written in the last. A function whose body is one expression keeps returning it:
    /// the `if` is then an expression each branch of which is that one expression.
    static func body(_ range: Range<Int>, in file: SwiftSourceFile, mutants: [Mutant]) -> String {
        var text = "\n"
        for mutant in mutants.sorted(by: { $0.id < $1.id }) {
            text += (text == "\n" ? "if" : "} else if") + " \(switchName) == \(mutant.id) {"
            text += applying(mutant, to: range, in: file) + "\n"
        }
        return text + "} else {" + file.text(in: range) + "\n}\n"
    }

    /// The text of `range` with `mutant`'s change made.
    static func applying(_ mutant: Mutant, to range: Range<Int>, in file: SwiftSourceFile) -> String {
        file.text(in: range.lowerBound..<mutant.range.lowerBound) + mutant.replacement
            + file.text(in: mutant.range.upperBound..<range.upperBound)
    }

    /// The switch, appended to the copy. `getenv` rather than Foundation: the reducer's module may not import it.
    static let declaration = """


        // Added by `intentflow mutate` to its copy of this file: which mutant runs (INTENTFLOW_MUTANT; 0 is none).
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #elseif canImport(Darwin)
        import Darwin
        #endif

        private enum IntentFlowMutant {
          static let active: Int = getenv("INTENTFLOW_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0
        }

        """
}
