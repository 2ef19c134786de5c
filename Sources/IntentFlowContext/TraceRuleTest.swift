import IntentFlowManifest
import IntentFlowTemplates

/// The loop a generated test runs for a rule trace: one whose guard or computed values read names it binds.
///
/// The test gives each name read several values (its type's samples, and each number a guard on this state and
/// signal compares with, one below and one above it), keeps those where the trace's guard holds and no trace the
/// reducer tries first applies, and for each sends the state and signal and expects what the trace's expressions
/// compute from them. So a reducer that handles only an example's values fails it.
struct TraceRuleTest: Hashable, Sendable {
    /// The loop variables: `n`, or `(p, q)`.
    let variables: String
    /// The type of the samples array: `[Int]`, `[(Double, Double)]`.
    let samplesType: String
    /// The samples, one per element, each `1` or `(0.5, 1.5)`.
    let samples: [String]
    /// The condition a sample must meet (`n < 3 && !(n == 0)`), or empty.
    let condition: String
    /// The loop variables' names, in the order of a sample's values.
    let names: [String]
    /// The seed the test writes (``TraceValueCheck`` picks among more than 64 samples with it): a hash of the
    /// trace's text, so that it stays the same from one generation to the next.
    let seed: UInt64
    /// The trace as a string literal, for the test's failure message.
    let traceLiteral: String
    /// How many combinations of values a test lists at most; it tries 64 of them (see `TraceValueCheck`).
    static let maximumSamples = 128

    /// The loop for the trace `cases` (written `text`) whose bindings are `bindings` with the test values `chosen`;
    /// `earlier` are the traces with the same state and signal the reducer tries first. `nil` when no guard or computed
    /// value reads a bound name.
    init?(_ cases: TraceCases, text: String, bindings: TraceBindings, chosen: [String?], earlier: [TraceCases]) {
        let loop = bindings.values.indices.filter { bindings.values[$0].loopName != nil }
        guard !loop.isEmpty else { return nil }
        let conditions = ([cases.condition] + earlier.map(\.condition)).compactMap { $0 }
        let candidates = loop.map { index in
            TraceValueOrder.simplestFirst(
                Self.candidates(for: bindings.values[index], numbers: conditions.flatMap(Self.numbers)))
        }
        let combinations = TraceValueOrder.combinations(of: candidates, maximum: Self.maximumSamples)
        let names = loop.compactMap { bindings.values[$0].loopName }
        self.names = loop.compactMap { bindings.values[$0].traceName ?? bindings.values[$0].loopName }
        seed = TraceValueOrder.seed(of: text)
        traceLiteral = SwiftText.stringLiteral(SwiftText.singleLine(text))
        let types = loop.map { bindings.values[$0].type }
        variables = names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
        samplesType = types.count == 1 ? "[\(types[0])]" : "[(" + types.joined(separator: ", ") + ")]"
        samples = combinations.map { $0.count == 1 ? $0[0] : "(" + $0.joined(separator: ", ") + ")" }
        var parts: [String] = []
        if let own = cases.condition { parts.append(Self.parenthesized(own.text)) }
        for other in earlier {
            if let exclusion = Self.matches(other, cases: cases, bindings: bindings, chosen: chosen) {
                parts.append("!(\(exclusion))")
            }
        }
        condition = parts.joined(separator: " && ")
    }

    /// `text`, in parentheses when it holds `||` or `?` (which bind looser than `&&`).
    private static func parenthesized(_ text: String) -> String {
        text.contains("||") || text.contains("?") ? "(\(text))" : text
    }

    /// The values a loop variable takes: its samples, then around each number the guards compare with.
    private static func candidates(for binding: TraceBinding, numbers: [String]) -> [String] {
        var values = binding.samples
        let core = SwiftTypeLayers(binding.type).core
        for number in numbers {
            if SwiftValue.isInteger(core), let value = Int(number) {
                values += [value - 1, value, value + 1].filter { $0 >= 0 || !core.hasPrefix("U") }.map(String.init)
            } else if SwiftValue.isFloatingPoint(core), let value = Double(number) {
                values += [value - 0.5, value, value + 0.5].map { String($0) }
            }
        }
        var seen = Set<String>()
        // Inside the parameter's domain only: a guard is never evaluated on a value the reducer is never sent.
        return SampleCatalog.inside(binding.parameter.domain, values.filter { seen.insert($0).inserted })
    }

    /// The numbers written in a guard (`3` in `n < 3`).
    private static func numbers(in condition: TraceExpression) -> [String] {
        var numbers: [String] = []
        var current = ""
        var inString = false
        for character in condition.text + " " {
            if character == "\"" { inString.toggle() }
            if !inString, character.isNumber || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty, !(current.first == ".") { numbers.append(current) }
                current = ""
            }
        }
        return numbers
    }

    /// The condition under which the earlier trace `other` matches the state and signal this test sends, written
    /// over this test's loop variables; `nil` when it never does (a value it matches differs from the one sent).
    private static func matches(
        _ other: TraceCases, cases: TraceCases, bindings: TraceBindings, chosen: [String?]
    ) -> String? {
        let signalCount = bindings.values.filter(\.isFromSignal).count
        func sent(_ index: Int, fromSignal: Bool) -> String? {
            let position = fromSignal ? index : signalCount + index
            return position < chosen.count ? chosen[position] : nil
        }
        var parts: [String] = []
        for (values, fromSignal) in [(other.fromValues, false), (other.signalValues, true)] {
            // By position: a dictionary's order changes from run to run, and the generated file must not.
            for (index, value) in values.sorted(by: { $0.key < $1.key }) {
                let position = fromSignal ? index : signalCount + index
                guard let mine = sent(index, fromSignal: fromSignal) else { return nil }
                if position < bindings.values.count, let name = bindings.values[position].loopName, mine == name {
                    parts.append("\(name) == \(value.source)")
                } else if mine != value.source {
                    return nil
                }
            }
        }
        if let condition = other.condition {
            var names: [String: String] = [:]
            for (index, name) in other.fromNames { names[name] = sent(index, fromSignal: false) }
            for (index, name) in other.signalNames { names[name] = sent(index, fromSignal: true) }
            let written = condition.substituting { name in
                names[name].map { value in
                    value.allSatisfy(IdentifierSyntax.isIdentifierCharacter) ? value : "(\(value))"
                }
            }
            parts.append(parenthesized(written))
        }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }

    /// What templates see of a trace that is no rule: every key, empty (packs render in strict mode).
    static let noneTemplateValue: TemplateValue = .dictionary([
        "variables": .string(""), "samplesType": .string(""), "checkDeclaration": .string(""),
        "loopHeader": .string(""), "samplesLines": .string(""), "samplesList": .string(""),
        "samplesFitOnOneLine": .bool(true), "condition": .string(""), "hasCondition": .bool(false),
        "conditionLiteral": .string(""),
    ])

    /// `var check = TraceValueCheck<Int>(trace: "…", names: ["n"], seed: 0x…)` at a test body's indentation, laid
    /// out as swift-format lays it out: on one line, its arguments on the next, or one argument a line.
    var checkDeclaration: String {
        let type = String(samplesType.dropFirst().dropLast())
        let names = "[" + names.map(SwiftText.stringLiteral).joined(separator: ", ") + "]"
        let arguments = ["trace: \(traceLiteral)", "names: \(names)", "seed: " + Self.hexadecimal(seed)]
        let opening = "var check = TraceValueCheck<\(type)>("
        let joined = arguments.joined(separator: ", ")
        if SwiftText.width("    " + opening + joined + ")") <= 100 { return opening + joined + ")" }
        if SwiftText.width("      " + joined + ")") <= 100 { return opening + "\n      " + joined + ")" }
        // One a line; a literal too long for its line goes on the next, two columns deeper.
        let lines = arguments.map { argument in
            guard SwiftText.width("      " + argument + ",") > 100, let colon = argument.firstIndex(of: ":") else {
                return argument
            }
            return String(argument[...colon]) + "\n        " + argument[argument.index(colon, offsetBy: 2)...]
        }
        return opening + lines.map { "\n      " + $0 }.joined(separator: ",") + "\n    )"
    }

    /// `for n in check.inputs(samples) where n < 3 {` at a test body's indentation; as swift-format lays it out,
    /// `where` starts a line of its own when the whole does not fit in 100 columns.
    var loopHeader: String {
        let loop = "for \(variables) in check.inputs(samples)"
        guard !condition.isEmpty else { return loop + " {" }
        let line = loop + " where \(condition) {"
        return SwiftText.width("    " + line) <= 100 ? line : loop + "\n    where \(condition) {"
    }

    /// One sample of the samples array, with its comma, at the array's indentation (6): a tuple too wide for the line
    /// opens on a line of its own, its elements packed into lines of 100 columns, as swift-format lays it out.
    static func sampleLine(_ sample: String) -> String {
        guard SwiftText.width("      " + sample + ",") > 100, sample.hasPrefix("("), sample.hasSuffix(")") else {
            return sample + ","
        }
        var lines: [String] = []
        for element in TopLevelCommas.split(String(sample.dropFirst().dropLast())).map({ $0.trimmingWhitespace() }) {
            if let last = lines.last, SwiftText.width("        " + last + ", " + element + ",") <= 100 {
                lines[lines.count - 1] = last + ", " + element
            } else {
                lines.append(element)
            }
        }
        return "(\n" + lines.map { "        " + $0 }.joined(separator: ",\n") + "\n      ),"
    }

    /// `0x2839_305c_d0b8_e2d2`: sixteen digits grouped by four, as swift-format groups them.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        let padded = String(repeating: "0", count: 16 - digits.count) + digits
        var groups: [Substring] = []
        var start = padded.startIndex
        while start < padded.endIndex {
            let end = padded.index(start, offsetBy: 4)
            groups.append(padded[start..<end])
            start = end
        }
        return "0x" + groups.joined(separator: "_")
    }

    /// What templates see: `ruleTest` of a trace's test.
    var templateValue: TemplateValue {
        let list = "[" + samples.joined(separator: ", ") + "]"
        // `    let samples: [Int] = [...]` within swift-format's 100 columns.
        let fits = SwiftText.width(list) + samplesType.count + 20 <= 100
        return .dictionary([
            "variables": .string(variables),
            "samplesType": .string(samplesType),
            "checkDeclaration": .string(checkDeclaration),
            "loopHeader": .string(loopHeader),
            // One sample a line, each ending with a comma, as swift-format lays out an array that does not fit.
            "samplesLines": .string(samples.map(Self.sampleLine).joined(separator: "\n      ")),
            "samplesList": .string(list),
            "samplesFitOnOneLine": .bool(fits),
            "condition": .string(condition),
            "hasCondition": .bool(!condition.isEmpty),
            "conditionLiteral": .string(SwiftText.stringLiteral(condition)),
        ])
    }
}
