import IntentFlowCheck

/// The conditions an arm decides on, negated: the clauses of its `where` clause and of each `if`, `guard` and `while`
/// in its body. A clause `x` becomes `!(x)` and `!x` becomes `x`; a `!` inside it is dropped; an `&&` becomes `||`
/// and an `||` `&&`. Each is a mutant of its own (``MutationOperator/negateCondition``).
///
/// Clauses that bind (`let x = …`, `var …`, `case .x = …`) or test availability are not conditions to negate. Read
/// from the blanked code, so a `!` or `&&` in a string or comment is never taken for an operator; comparisons are
/// ``MutantFinder/comparisons(in:range:)``'s.
enum ConditionMutations {
    /// The mutants of the condition `code[range]` (a `where` clause, or what follows `if`, `guard` or `while`).
    static func changes(in file: SwiftSourceFile, condition range: Range<Int>) -> [MutantFinder.Change] {
        let code = file.code
        return SwiftDeclarationReader.topLevelSplit(
            code, from: range.lowerBound, to: range.upperBound, separator: UInt8(ascii: ",")
        )
        .map { ReducerArm.trimmed($0, in: code) }
        .filter { !$0.isEmpty && !binds(code, clause: $0) }
        .flatMap { clause in changes(in: file, clause: clause) }
    }

    /// The conditions of the `if`, `guard` and `while` statements in `code[range]` (an arm's body).
    static func conditions(in code: [UInt8], range: Range<Int>) -> [Range<Int>] {
        ReducerSwitchReader.words(in: code, from: range.lowerBound, to: range.upperBound).compactMap { word in
            guard ["if", "guard", "while"].contains(word.name) else { return nil }
            let end =
                word.name == "guard"
                ? elseKeyword(in: code, from: word.range.upperBound, to: range.upperBound)
                : ReducerSwitchReader.firstBrace(in: code, from: word.range.upperBound, to: range.upperBound)
            guard let end else { return nil }
            let condition = ReducerArm.trimmed(word.range.upperBound..<end, in: code)
            return condition.isEmpty ? nil : condition
        }
    }

    /// One clause's mutants: the clause negated (or its leading `!` dropped), every other prefix `!` dropped, and
    /// each `&&` / `||` swapped.
    private static func changes(in file: SwiftSourceFile, clause: Range<Int>) -> [MutantFinder.Change] {
        let code = file.code
        let leadingBang = code[clause.lowerBound] == UInt8(ascii: "!") && isOperand(code, clause.dropFirst())
        let negated = MutantFinder.Change(
            mutation: .negateCondition, range: clause, replacement: "!(" + file.text(in: clause) + ")")
        return (leadingBang ? [] : [negated]) + operators(in: code, range: clause)
    }

    /// Every prefix `!` of `code[range]` dropped, and each `&&` / `||` swapped: in a condition, or anywhere in the
    /// body of a function the arms call (where a Boolean expression need not be a condition: `a && b` returned).
    static func operators(in code: [UInt8], range: Range<Int>) -> [MutantFinder.Change] {
        var changes: [MutantFinder.Change] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = code[index]
            let next = index + 1 < range.upperBound ? code[index + 1] : 0
            if byte == UInt8(ascii: "!"), next != UInt8(ascii: "="), isPrefix(code, at: index, start: range.lowerBound)
            {
                changes.append(.init(mutation: .negateCondition, range: index..<(index + 1), replacement: ""))
            } else if byte == UInt8(ascii: "&"), next == UInt8(ascii: "&") {
                changes.append(.init(mutation: .negateCondition, range: index..<(index + 2), replacement: "||"))
                index += 1
            } else if byte == UInt8(ascii: "|"), next == UInt8(ascii: "|") {
                changes.append(.init(mutation: .negateCondition, range: index..<(index + 2), replacement: "&&"))
                index += 1
            }
            index += 1
        }
        return changes
    }

    /// Whether the clause binds or tests availability rather than being a Boolean expression.
    private static func binds(_ code: [UInt8], clause: Range<Int>) -> Bool {
        guard let first = ReducerSwitchReader.words(in: code, from: clause.lowerBound, to: clause.upperBound).first,
            first.range.lowerBound == clause.lowerBound
        else { return code[clause.lowerBound] == UInt8(ascii: "#") }
        return ["let", "var", "case"].contains(first.name)
    }

    /// Whether `code[range]` is one operand (a name, member accesses and calls), with no binary operator at its top
    /// level: `!x.isEmpty` negates the whole, `!a && b` does not.
    private static func isOperand(_ code: [UInt8], _ range: Range<Int>) -> Bool {
        var depth = 0
        for index in range {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: "<"),
                UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"):
                if depth == 0 { return false }
            default: break
            }
        }
        return true
    }

    /// Whether the `!` at `index` is the prefix `not` (not a force unwrap `x!` nor part of `!=`).
    private static func isPrefix(_ code: [UInt8], at index: Int, start: Int) -> Bool {
        guard index > start else { return true }
        let before = code[index - 1]
        return !ReducerSwitchReader.isWordByte(before) && before != UInt8(ascii: ")") && before != UInt8(ascii: "]")
            && before != UInt8(ascii: "?") && before != UInt8(ascii: "!")
    }

    /// The `else` of a `guard`, outside brackets.
    private static func elseKeyword(in code: [UInt8], from start: Int, to end: Int) -> Int? {
        ReducerSwitchReader.words(in: code, from: start, to: end, topLevelOnly: true).first { $0.name == "else" }?
            .range.lowerBound
    }
}
