import IntentFlowManifest
import IntentFlowTemplates

/// The values a store chain test chooses itself, in Swift, where a guard of the chain is the feature's own code
/// (`where ChangePasswordForm.canSave(current: p, new: n, confirmation: c)`) or reads a value a step computed with
/// it (`t.settingCompletion(c, of: i) == TodoItem.twoRows`): what no written form decides (``SampleGuardEvaluator``).
///
/// The test lists candidates (combinations of the samples of the names the chain's guards read, those the written
/// forms refute left out, the ones that tell same-typed names apart first), takes the first for which every step's
/// guard holds and no trace the reducer tries first applies, and runs the chain with it. Where none does, it records
/// an issue naming the chain: the guard is evaluated by the same code the reducer runs, so the test never guesses,
/// and a chain is never left out merely because the generator cannot read a guard.
struct StoreChainChoice: Hashable, Sendable {
    /// The names the test binds, in a candidate's order: `p`, `n`, `c`.
    let names: [String]
    /// Their types.
    let types: [String]
    /// The candidates, each a value per name (Swift source).
    let candidates: [[String]]
    /// The condition a candidate must meet (Swift, over ``names``).
    let condition: String
    /// The chain's text, for the issue recorded when no candidate meets the condition.
    let text: String
    /// A candidate the written forms show meets the condition, if any: the test then needs no choice.
    let decided: [String]?

    /// How many combinations are tried at most, and how many candidates the test lists.
    static let maximumCombinations = 256
    static let maximumCandidates = 32
    /// Names the chain test's body declares itself, which a chosen name must not take.
    static let reserved: Set<String> = ["effects", "store", "candidate", "candidates", "chosen", "meetsGuards"]

    /// The choice among the combinations of `lists` (the samples of each of `names`, of `types`) that `condition`
    /// does not refute; `nil` when it refutes every one, or the test could not be laid out as swift-format does.
    init?(names: [String], types: [String], lists: [[String]], condition: String, text: String) {
        // A candidate listed on a line of its own fits there: swift-format would break a longer one inside.
        let combinations = TraceValueOrder.combinations(of: lists, maximum: Self.maximumCombinations).filter {
            SwiftText.width("      (" + $0.joined(separator: ", ") + "),") <= 100
        }
        var met: Set<[String]> = []
        // The guard and each sample are read once, not once per combination.
        let tokens = GuardTokens(condition)
        var read: [String: WrittenValue] = [:]
        for (list, type) in zip(lists, types) {
            for value in list { read[type + "\u{0}" + value] = WrittenValue(value, type: type, isSample: true) }
        }
        let open = combinations.filter { values in
            var bound: [String: SampleGuardEvaluator.Bound] = [:]
            for (name, (value, type)) in zip(names, zip(values, types)) {
                bound[name] = .init(value: read[type + "\u{0}" + value] ?? .opaque, type: type)
            }
            let result = tokens.flatMap { SampleGuardEvaluator.evaluate($0, names: bound) }
            if result == true { met.insert(values) }
            return result != false
        }
        // Stable: among candidates as distinct, the simplest first.
        let ordered = open.enumerated().sorted { left, right in
            (Self.equalPairs(left.element, types: types), left.offset)
                < (Self.equalPairs(right.element, types: types), right.offset)
        }.map(\.element)
        guard !ordered.isEmpty, !names.isEmpty else { return nil }
        self.names = names
        self.types = types
        candidates = Array(ordered.prefix(Self.maximumCandidates))
        decided = ordered.first(where: met.contains)
        self.condition = condition
        self.text = text
        guard code(failure: "Issue.record") != nil else { return nil }
    }

    /// How many pairs of same-typed values are equal: a reducer that writes one where the trace keeps the other
    /// passes where they are.
    private static func equalPairs(_ values: [String], types: [String]) -> Int {
        var count = 0
        for first in values.indices {
            for second in values.indices where second > first && values[first] == values[second] {
                if NameCharacters.withoutWhitespace(types[first]) == NameCharacters.withoutWhitespace(types[second]) {
                    count += 1
                }
            }
        }
        return count
    }

    /// The test's lines choosing the candidate, at the body's indentation (4), as swift-format lays them out;
    /// `failure` records the issue (`Issue.record`, `XCTFail`). `nil` when a line cannot be laid out in 100 columns.
    func code(failure: String) -> String? {
        let isTuple = names.count > 1
        let type = isTuple ? "(" + types.joined(separator: ", ") + ")" : types[0]
        let read = Set(
            GuardTokens(condition)?.tokens.compactMap { token in
                if case .name(let name) = token { return name }
                return nil
            } ?? names)
        let pattern = isTuple ? "(" + names.map { read.contains($0) ? $0 : "_" }.joined(separator: ", ") + ")" : ""
        let parameter = isTuple || !read.contains(names[0]) ? "_ candidate: \(type)" : "_ \(names[0]): \(type)"
        guard let body = Self.returning(condition, indent: 6) else { return nil }
        var lines = [
            "    // A guard of this chain needs the feature's own code: the test decides it on each candidate.",
            "    func meetsGuards(\(parameter)) -> Bool {",
        ]
        if isTuple, read.contains(where: names.contains) { lines.append("      let \(pattern) = candidate") }
        lines.append(body)
        lines.append("    }")
        let tuples = candidates.map { isTuple ? "(" + $0.joined(separator: ", ") + ")" : $0[0] }
        guard let list = Self.array(tuples, declaration: "    let candidates: [\(type)] = ") else { return nil }
        lines.append(list)
        let binding = isTuple ? "chosen" : names[0]
        let message = SwiftText.stringLiteral(
            "No candidate meets the guards of '\(text)': give the types of \(names.joined(separator: ", ")) another "
                + "sample under `samples:`.")
        lines += [
            "    guard let \(binding) = candidates.first(where: meetsGuards) else {",
            "      \(failure)(",
            "        \(message)",
            "      )",
            "      return",
            "    }",
        ]
        if isTuple { lines.append("    let (\(names.joined(separator: ", "))) = chosen") }
        let code = lines.joined(separator: "\n")
        let lineWidths = code.split(separator: "\n").map { SwiftText.width(String($0)) }
        guard zip(code.split(separator: "\n"), lineWidths).allSatisfy({ $1 <= 100 || $0.contains(message) }) else {
            return nil
        }
        return code
    }

    /// `return <condition>` at `indent`, broken before `&&` as swift-format breaks it: the parts packed into lines,
    /// each after the first two columns deeper; `nil` when a part does not fit a line of its own.
    private static func returning(_ condition: String, indent: Int) -> String? {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = margin + "return"
        for (index, part) in Self.conjuncts(condition).enumerated() {
            let joined = current + (index == 0 ? " " : " && ") + part
            if SwiftText.width(joined) <= 100 {
                current = joined
            } else {
                guard index > 0 else { return nil }
                lines.append(current)
                current = margin + "  && " + part
                guard SwiftText.width(current) <= 100 else { return nil }
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// `condition`'s parts joined by `&&` outside brackets and string literals.
    static func conjuncts(_ condition: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var characters = condition[...]
        while let character = characters.first {
            if character == "\"" { inString.toggle() }
            if !inString, "([".contains(character) { depth += 1 }
            if !inString, ")]".contains(character) { depth -= 1 }
            if !inString, depth == 0, characters.hasPrefix(" && ") {
                parts.append(current)
                current = ""
                characters = characters.dropFirst(4)
                continue
            }
            current.append(character)
            characters = characters.dropFirst()
        }
        parts.append(current)
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// `declaration[a, b]` on one line, else its elements packed into lines two columns deeper, each ending with a
    /// comma, as swift-format lays out an array; `nil` when an element does not fit a line of its own.
    private static func array(_ elements: [String], declaration: String) -> String? {
        let single = declaration + "[" + elements.joined(separator: ", ") + "]"
        if SwiftText.width(single) <= 100 { return single }
        var lines = [declaration + "["]
        var current = ""
        for element in elements {
            let joined = current.isEmpty ? "      " + element + "," : current + " " + element + ","
            if SwiftText.width(joined) <= 100 {
                current = joined
            } else {
                guard !current.isEmpty else { return nil }
                lines.append(current)
                current = "      " + element + ","
                guard SwiftText.width(current) <= 100 else { return nil }
            }
        }
        lines += [current, "    ]"]
        return lines.joined(separator: "\n")
    }

    /// What templates see: the lines for Swift Testing (`code`) and for XCTest (`xctestCode`).
    var templateValue: TemplateValue {
        .dictionary([
            "code": .string(code(failure: "Issue.record") ?? ""),
            "xctestCode": .string(code(failure: "XCTFail") ?? ""),
        ])
    }
}
