import IntentFlowCheck

/// Finds the single-point mutants of a reducer's arms: pure functions over the file's text.
///
/// Works on the blanked code (comments and string contents are never mutated, and `//` text never looks like an
/// operator) and reads replacements' text from the original at the same offsets. Each operator is a function of
/// one range, so its cases are tested on a line of Swift.
package enum MutantFinder {
    /// A change found in a range, before it gets an id and an arm.
    package struct Change: Hashable, Sendable {
        /// The kind of change.
        package var mutation: MutationOperator
        /// The bytes replaced.
        package var range: Range<Int>
        /// What replaces them.
        package var replacement: String
    }

    /// Every mutant of `arms` (the arms of one file), numbered from `firstID` in the order of the file;
    /// `stateName` is the reducer's state parameter, which ``MutationOperator/keepState`` returns, and
    /// `stateCopies` the variables that copy it to build the next state (`var next = state`), whose writes
    /// ``MutationOperator/keepState`` drops. The arms of `keptByContract` (``ContractKeptArms``) get neither a
    /// deleted-arm nor a keep-state mutant.
    package static func mutants(
        of arms: [(index: Int, arm: ReducerArm)], in file: SwiftSourceFile, stateName: String,
        stateCopies: Set<String> = [], firstID: Int, keptByContract: Set<Int> = []
    ) -> [Mutant] {
        var found: [Mutant] = []
        for (index, arm) in arms {
            var changes = [Change(mutation: .deleteArm, range: arm.label, replacement: "")]
            if let guardExpression = arm.guardExpression {
                changes += ConditionMutations.changes(in: file, condition: guardExpression)
                changes += comparisons(in: file.code, range: guardExpression)
                changes += literals(in: file, range: guardExpression)
            }
            changes += bodyChanges(in: file, range: arm.body, stateName: stateName, stateCopies: stateCopies)
            if keptByContract.contains(index) {
                changes.removeAll { $0.mutation == .deleteArm || $0.mutation == .keepState }
            }
            for change in changes {
                found.append(
                    Mutant(
                        id: firstID + found.count, mutation: change.mutation, armIndex: index, range: change.range,
                        replacement: change.replacement, location: file.location(ofOffset: change.range.lowerBound)))
            }
        }
        return found
    }

    /// The changes of an arm's body, in the order of the file. A body with `fallthrough` is left alone: the copy
    /// wraps mutated bodies in `if`, where it would not compile.
    static func bodyChanges(
        in file: SwiftSourceFile, range: Range<Int>, stateName: String, stateCopies: Set<String> = []
    ) -> [Change] {
        let code = file.code
        guard
            !ReducerSwitchReader.words(in: code, from: range.lowerBound, to: range.upperBound)
                .contains(where: { $0.name == "fallthrough" })
        else { return [] }
        let names = stateCopies.union([stateName])
        let kept =
            keptStates(in: file, range: range, stateName: stateName, stateCopies: stateCopies)
            + StateWrite.all(in: code, range: range, names: names).map { write in
                Change(mutation: .keepState, range: write.statement, replacement: "")
            }
        let conditions = ConditionMutations.conditions(in: code, range: range).flatMap {
            ConditionMutations.changes(in: file, condition: $0)
        }
        let changes =
            droppedCalls(in: code, range: range) + kept + conditions
            + policies(in: file, range: range) + comparisons(in: code, range: range) + literals(in: file, range: range)
        return changes.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
    }

    /// The changes of the body of a function the arms call (`code[range]`, between its braces): its conditions
    /// negated, its `&&` / `||` swapped and `!` dropped wherever they are, its comparisons flipped and its literals
    /// changed, in the order of the file.
    static func helperChanges(in file: SwiftSourceFile, range: Range<Int>) -> [Change] {
        let code = file.code
        let clauses = ConditionMutations.conditions(in: code, range: range).flatMap {
            ConditionMutations.changes(in: file, condition: $0).filter { $0.replacement.hasPrefix("!(") }
        }
        let changes =
            clauses + ConditionMutations.operators(in: code, range: range)
            + comparisons(in: code, range: range) + literals(in: file, range: range)
        return changes.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
    }

    // MARK: - Calls

    /// `.effect(…)`, `.cancel(…)`, `.output(…)` and `.route(…)` chained on a result (after a `)`), each
    /// dropped.
    static func droppedCalls(in code: [UInt8], range: Range<Int>) -> [Change] {
        let kinds: [String: MutationOperator] = [
            "effect": .dropEffect, "cancel": .dropCancel, "output": .dropOutput, "route": .dropRoute,
        ]
        return memberCalls(in: code, range: range).compactMap { call in
            guard let mutation = kinds[call.name], call.isChained else { return nil }
            return Change(mutation: mutation, range: call.dot..<(call.close + 1), replacement: "")
        }
    }

    /// `.state(x)` whose argument is not already the state given: `x` becomes `stateName`. A copy of the state
    /// (`.state(next)`) is left alone: it holds the state given wherever the arm wrote nothing, and each write to it
    /// is a mutant of its own (``StateWrite``).
    static func keptStates(
        in file: SwiftSourceFile, range: Range<Int>, stateName: String, stateCopies: Set<String> = []
    ) -> [Change] {
        memberCalls(in: file.code, range: range).compactMap { call in
            guard call.name == "state" else { return nil }
            let argument = ReducerArm.trimmed((call.open + 1)..<call.close, in: file.code)
            let text = file.text(in: argument)
            guard !argument.isEmpty, text != stateName, !stateCopies.contains(text) else { return nil }
            return Change(mutation: .keepState, range: argument, replacement: stateName)
        }
    }

    /// A member call `.name(…)`: where its dot and parentheses are, and whether it is chained on an expression.
    struct MemberCall {
        var name: String
        var dot: Int
        var open: Int
        var close: Int
        var isChained: Bool
    }

    static func memberCalls(in code: [UInt8], range: Range<Int>) -> [MemberCall] {
        var calls: [MemberCall] = []
        for index in range where code[index] == UInt8(ascii: ".") {
            var end = index + 1
            while end < range.upperBound, ReducerSwitchReader.isWordByte(code[end]) { end += 1 }
            guard end > index + 1, end < range.upperBound, code[end] == UInt8(ascii: "("),
                let close = SwiftDeclarationReader.matchingClose(in: code, from: end), close < range.upperBound
            else { continue }
            var before = index - 1
            while before >= range.lowerBound, SwiftDeclarationReader.isWhitespace(code[before]) { before -= 1 }
            let isChained = before >= range.lowerBound && code[before] == UInt8(ascii: ")")
            let name = String(decoding: code[(index + 1)..<end], as: UTF8.self)
            calls.append(MemberCall(name: name, dot: index, open: end, close: close, isChained: isChained))
        }
        return calls
    }

    // MARK: - Policies

    /// `policy: .x`: the policy swapped for one that runs differently.
    static func policies(in file: SwiftSourceFile, range: Range<Int>) -> [Change] {
        let swaps = ["cancelInFlight": "run", "run": "cancelInFlight", "cancelOnly": "run"]
        let code = file.code
        return ReducerSwitchReader.words(in: code, from: range.lowerBound, to: range.upperBound).compactMap { word in
            guard word.name == "policy" else { return nil }
            var index = word.range.upperBound
            while index < range.upperBound, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
            guard index < range.upperBound, code[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            while index < range.upperBound, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
            guard index < range.upperBound, code[index] == UInt8(ascii: ".") else { return nil }
            var end = index + 1
            while end < range.upperBound, ReducerSwitchReader.isWordByte(code[end]) { end += 1 }
            let name = file.text(in: (index + 1)..<end)
            guard let swapped = swaps[name] else { return nil }
            return Change(mutation: .swapPolicy, range: (index + 1)..<end, replacement: swapped)
        }
    }

    // MARK: - Comparisons

    /// Binary comparisons written with a space on each side (`a < b`, so no generic `<T>` or `->`), each flipped at
    /// its boundary.
    static func comparisons(in code: [UInt8], range: Range<Int>) -> [Change] {
        let flips = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
        var changes: [Change] = []
        var index = range.lowerBound + 1
        while index < range.upperBound - 1 {
            let byte = code[index]
            guard
                byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: "!"), SwiftDeclarationReader.isWhitespace(code[index - 1])
            else {
                index += 1
                continue
            }
            let length = code[index + 1] == UInt8(ascii: "=") ? 2 : 1
            let end = index + length
            let text = String(decoding: code[index..<end], as: UTF8.self)
            if end < range.upperBound, SwiftDeclarationReader.isWhitespace(code[end]), let flipped = flips[text] {
                changes.append(Change(mutation: .flipComparison, range: index..<end, replacement: flipped))
            }
            index = end
        }
        return changes
    }

    // MARK: - Literals

    /// Number, Boolean and plain string literals, each changed once.
    static func literals(in file: SwiftSourceFile, range: Range<Int>) -> [Change] {
        numbers(in: file, range: range) + booleans(in: file.code, range: range) + strings(in: file, range: range)
    }

    /// Decimal numbers not part of a name, a tuple index or a closure's argument (`$0`): `n` becomes `n + 1`.
    static func numbers(in file: SwiftSourceFile, range: Range<Int>) -> [Change] {
        let code = file.code
        var changes: [Change] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard isDigit(code[index]),
                index == 0
                    || (!ReducerSwitchReader.isWordByte(code[index - 1]) && code[index - 1] != UInt8(ascii: ".")
                        && code[index - 1] != UInt8(ascii: "$"))
            else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, isDigit(code[end]) || code[end] == UInt8(ascii: "_") { end += 1 }
            var isFraction = false
            if end + 1 < range.upperBound, code[end] == UInt8(ascii: "."), isDigit(code[end + 1]) {
                isFraction = true
                end += 1
                while end < range.upperBound, isDigit(code[end]) || code[end] == UInt8(ascii: "_") { end += 1 }
            }
            // Hexadecimal, octal, binary and exponent forms are left alone rather than read wrongly.
            if end < range.upperBound, ReducerSwitchReader.isWordByte(code[end]) {
                index = end + 1
                continue
            }
            let text = file.text(in: index..<end).filter { $0 != "_" }
            let replacement = isFraction ? Double(text).map { String($0 + 1) } : Int(text).map { String($0 + 1) }
            if let replacement {
                changes.append(Change(mutation: .changeLiteral, range: index..<end, replacement: replacement))
            }
            index = end
        }
        return changes
    }

    static func booleans(in code: [UInt8], range: Range<Int>) -> [Change] {
        ReducerSwitchReader.words(in: code, from: range.lowerBound, to: range.upperBound).compactMap { word in
            switch word.name {
            case "true": Change(mutation: .changeLiteral, range: word.range, replacement: "false")
            case "false": Change(mutation: .changeLiteral, range: word.range, replacement: "true")
            default: nil
            }
        }
    }

    /// Single-line strings without interpolation or `#` delimiters: a non-empty one becomes `""`, an empty one
    /// `"mutant"`.
    static func strings(in file: SwiftSourceFile, range: Range<Int>) -> [Change] {
        let code = file.code
        var changes: [Change] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard code[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < range.upperBound, code[close] != UInt8(ascii: "\""), code[close] != UInt8(ascii: "\n") {
                close += 1
            }
            guard close < range.upperBound, code[close] == UInt8(ascii: "\"") else { return changes }
            let isPlain = close > index + 1 || close + 1 >= range.upperBound || code[close + 1] != UInt8(ascii: "\"")
            let content = file.text(in: (index + 1)..<close)
            let hashed = index > 0 && code[index - 1] == UInt8(ascii: "#")
            if isPlain, !hashed, !content.contains("\\") {
                changes.append(
                    Change(
                        mutation: .changeLiteral, range: index..<(close + 1),
                        replacement: content.isEmpty ? "\"mutant\"" : "\"\""))
            } else if !isPlain {
                // `"""`: a multi-line string, whose end the blanked code does not mark on this line; stop here.
                return changes
            }
            index = close + 1
        }
        return changes
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
