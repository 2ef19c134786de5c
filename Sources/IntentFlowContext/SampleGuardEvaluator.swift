import IntentFlowManifest

/// Decides a trace's guard (Swift) on the values a store test would send, as far as their written form decides it
/// (``WrittenValue``): `==` and `!=` on numbers, strings, Booleans, `nil`, implicit members and names spelled the
/// same; `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/` on numbers; `!`, `&&`, `||` (a side that is undecided does not
/// decide the whole unless the other does: `false && x` is false); `??`; and the members
/// ``WrittenValue/member(_:type:)`` answers (`q.isEmpty`, `items.count`, `r.error`, `r.value`).
///
/// A call, a subscript, optional chaining or a member the written form does not answer is undecided, and so is
/// anything it reaches. The generated chain test decides what stays undecided itself, in Swift (``StoreChainChoice``).
enum SampleGuardEvaluator {
    /// A bound name's value and its declared type.
    struct Bound: Hashable, Sendable {
        let value: WrittenValue
        let type: String
    }

    /// The guard's value, or `nil` when the written values do not decide it (or it is not read as Swift here).
    static func evaluate(_ text: String, names: [String: Bound]) -> Bool? {
        GuardTokens(text).flatMap { evaluate($0, names: names) }
    }

    /// The guard read once into `tokens`, for one evaluation per candidate.
    static func evaluate(_ guardTokens: GuardTokens, names: [String: Bound]) -> Bool? {
        let tokens = guardTokens.tokens
        var parser = Parser(tokens: tokens, names: names)
        guard let result = parser.disjunction(), parser.index == tokens.count else { return nil }
        return result.bool
    }

    /// An operand: a value read from written forms with its type where known, or a value nothing here decides.
    enum Term {
        case value(WrittenValue, type: String)
        case unknown

        var bool: Bool? {
            if case .value(.bool(let value), _) = self { return value }
            return nil
        }

        static func truth(_ value: Bool?) -> Term { value.map { .value(.bool($0), type: "Bool") } ?? .unknown }
    }

    /// A recursive descent over the guard's tokens, Swift's precedence from `||` down to postfix members. Each level
    /// returns `nil` only for text it cannot read as Swift; an operand it cannot decide is ``Term/unknown``.
    private struct Parser {
        let tokens: [GuardTokens.Token]
        let names: [String: Bound]
        var index = 0

        mutating func take(_ symbol: String) -> Bool {
            guard index < tokens.count, tokens[index] == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        mutating func disjunction() -> Term? {
            guard var result = conjunction() else { return nil }
            while take("||") {
                guard let right = conjunction() else { return nil }
                let values = [result.bool, right.bool]
                result = .truth(values.contains(true) ? true : values.contains(nil) ? nil : false)
            }
            return result
        }

        mutating func conjunction() -> Term? {
            guard var result = negation() else { return nil }
            while take("&&") {
                guard let right = negation() else { return nil }
                result = .truth(WrittenValue.all([result.bool, right.bool]))
            }
            return result
        }

        mutating func negation() -> Term? {
            if take("!") { return negation().map { term in .truth(term.bool.map { !$0 }) } }
            return comparison()
        }

        mutating func comparison() -> Term? {
            guard let left = coalescing() else { return nil }
            for symbol in ["==", "!=", "<=", ">=", "<", ">"] where take(symbol) {
                guard let right = coalescing() else { return nil }
                return .truth(Self.compare(left, symbol, right))
            }
            return left
        }

        private static func compare(_ left: Term, _ symbol: String, _ right: Term) -> Bool? {
            guard case .value(let a, _) = left, case .value(let b, _) = right else { return nil }
            switch symbol {
            case "==": return a.equals(b)
            case "!=": return a.equals(b).map { !$0 }
            default:
                guard case .number(let x) = a, case .number(let y) = b else { return nil }
                switch symbol {
                case "<=": return x <= y
                case ">=": return x >= y
                case "<": return x < y
                default: return x > y
                }
            }
        }

        mutating func coalescing() -> Term? {
            guard var result = additive() else { return nil }
            while take("??") {
                guard let right = additive() else { return nil }
                switch result {
                case .value(.none, _): result = right
                case .value(.some(let wrapped), _): result = .value(wrapped, type: "")
                default: result = .unknown
                }
            }
            return result
        }

        mutating func additive() -> Term? {
            guard var result = multiplicative() else { return nil }
            while let symbol = ["+", "-"].first(where: { take($0) }) {
                guard let right = multiplicative() else { return nil }
                result = Self.arithmetic(result, symbol, right)
            }
            return result
        }

        mutating func multiplicative() -> Term? {
            guard var result = prefix() else { return nil }
            while let symbol = ["*", "/", "%"].first(where: { take($0) }) {
                guard let right = prefix() else { return nil }
                result = Self.arithmetic(result, symbol, right)
            }
            return result
        }

        private static func arithmetic(_ left: Term, _ symbol: String, _ right: Term) -> Term {
            switch (left, right) {
            case (.value(.number(let x), _), .value(.number(let y), _)):
                switch symbol {
                case "+": return .value(.number(x + y), type: "")
                case "-": return .value(.number(x - y), type: "")
                case "*": return .value(.number(x * y), type: "")
                // Integer division truncates, a floating one does not: only an exact quotient is the same in both.
                case "/" where y != 0 && (x / y).rounded() == x / y: return .value(.number(x / y), type: "")
                default: return .unknown
                }
            case (.value(.string(let x), _), .value(.string(let y), _)) where symbol == "+":
                return .value(.string(x + y), type: "String")
            default: return .unknown
            }
        }

        mutating func prefix() -> Term? {
            if take("-") {
                guard let operand = prefix() else { return nil }
                if case .value(.number(let x), _) = operand { return .value(.number(-x), type: "") }
                return .unknown
            }
            return postfix()
        }

        mutating func postfix() -> Term? {
            guard var result = primary() else { return nil }
            while index < tokens.count {
                if take(".") {
                    guard index < tokens.count, case .name(let member) = tokens[index] else { return nil }
                    index += 1
                    guard case .value(let value, let type) = result,
                        let answer = value.member(member, type: type)
                    else {
                        result = .unknown
                        continue
                    }
                    result = .value(answer, type: "")
                } else if take("("), skip(closing: ")") {
                    result = .unknown
                } else if take("["), skip(closing: "]") {
                    result = .unknown
                } else if take("?.") || take("postfix?") || take("postfix!") {
                    // Optional chaining and unwrapping: the member read after it, if any, is skipped by the loop.
                    result = .unknown
                    if index < tokens.count, case .name = tokens[index] { index += 1 }
                } else {
                    break
                }
            }
            return result
        }

        /// Skips to the `closing` that balances the bracket just taken; `false` when there is none.
        mutating func skip(closing: String) -> Bool {
            var depth = 1
            while index < tokens.count {
                switch tokens[index] {
                case .symbol("("), .symbol("["): depth += 1
                case .symbol(")"), .symbol("]"): depth -= 1
                default: break
                }
                index += 1
                if depth == 0 { return tokens[index - 1] == .symbol(closing) }
            }
            return false
        }

        mutating func primary() -> Term? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case .number(let text), .string(let text): return .value(WrittenValue(text), type: "")
            case .name("true"), .name("false"), .name("nil"): return .value(WrittenValue(token.text), type: "")
            case .name(let name):
                if let bound = names[name] { return .value(bound.value, type: bound.type) }
                return qualifiedName(name)
            case .symbol("."):
                guard index < tokens.count, case .name(let member) = tokens[index] else { return nil }
                index += 1
                return implicitMember(member)
            case .symbol("("):
                guard let inner = disjunction(), take(")") else { return nil }
                return inner
            case .symbol("["):
                return arrayLiteral()
            default: return nil
            }
        }

        /// `TodoItem.twoRows`: an unbound name and the names after its dots, while no call follows.
        mutating func qualifiedName(_ first: String) -> Term {
            var path = first
            while index + 1 < tokens.count, tokens[index] == .symbol("."), case .name(let next) = tokens[index + 1] {
                path += "." + next
                index += 2
            }
            if index < tokens.count, tokens[index] == .symbol("(") { return .unknown }
            return .value(.name(path), type: "")
        }

        /// `.completed` or `.success(x)`.
        mutating func implicitMember(_ name: String) -> Term? {
            guard take("(") else { return .value(.member(name, nil), type: "") }
            var arguments: [WrittenValue] = []
            var known = true
            while !take(")") {
                if index + 1 < tokens.count, case .name = tokens[index], tokens[index + 1] == .symbol(":") {
                    index += 2
                }
                guard let argument = disjunction() else { return nil }
                if case .value(let value, _) = argument { arguments.append(value) } else { known = false }
                guard take(",") || (index < tokens.count && tokens[index] == .symbol(")")) else { return nil }
            }
            guard known else { return .unknown }
            return .value(
                name == "some" && arguments.count == 1 ? .some(arguments[0]) : .member(name, arguments), type: "")
        }

        mutating func arrayLiteral() -> Term? {
            if take(":") { return take("]") ? .value(.emptyDictionary, type: "") : nil }
            var elements: [WrittenValue] = []
            var known = true
            while !take("]") {
                guard let element = disjunction() else { return nil }
                if case .value(let value, _) = element { elements.append(value) } else { known = false }
                guard take(",") || (index < tokens.count && tokens[index] == .symbol("]")) else { return nil }
            }
            return known ? .value(.array(elements), type: "") : .unknown
        }
    }
}
