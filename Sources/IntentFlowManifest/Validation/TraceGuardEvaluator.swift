/// Evaluates the simple guards `validate` can decide without compiling: numbers and number-typed names compared
/// (`<`, `<=`, `>`, `>=`, `==`, `!=`), combined with `&&`, `||`, `!` and parentheses. Anything else (a call, a
/// member, a string) cannot be evaluated, and the guard is left to the compiler and the generated tests.
package enum TraceGuardEvaluator {
    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(String)
    }

    /// The guard's value with `values` for its names, or `nil` when it cannot be evaluated.
    package static func evaluate(_ text: String, values: [String: Double]) -> Bool? {
        guard let tokens = tokenize(text) else { return nil }
        var parser = Parser(tokens: tokens, values: values)
        guard let result = parser.disjunction(), parser.index == tokens.count else { return nil }
        return result
    }

    private static func tokenize(_ text: String) -> [Token]? {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if TraceExpressionScanner.isDigit(scalar) {
                var end = index
                while end < scalars.count,
                    TraceExpressionScanner.isDigit(scalars[end]) || scalars[end] == "." || scalars[end] == "_"
                {
                    end += 1
                }
                let digits = String(String.UnicodeScalarView(scalars[index..<end])).filter { $0 != "_" }
                guard let value = Double(digits) else { return nil }
                tokens.append(.number(value))
                index = end
            } else if IdentifierSyntax.isIdentifierScalar(scalar, first: true) {
                var end = index
                while end < scalars.count, IdentifierSyntax.isIdentifierScalar(scalars[end], first: false) { end += 1 }
                tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else {
                let two = index + 1 < scalars.count ? String(scalars[index]) + String(scalars[index + 1]) : ""
                if ["<=", ">=", "==", "!=", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if ["<", ">", "!", "(", ")", "-"].contains(String(scalar)) {
                    tokens.append(.symbol(String(scalar)))
                    index += 1
                } else {
                    return nil
                }
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [Token]
        let values: [String: Double]
        var index = 0

        mutating func take(_ symbol: String) -> Bool {
            guard index < tokens.count, tokens[index] == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        mutating func disjunction() -> Bool? {
            guard var result = conjunction() else { return nil }
            while take("||") {
                guard let right = conjunction() else { return nil }
                result = result || right
            }
            return result
        }

        mutating func conjunction() -> Bool? {
            guard var result = negation() else { return nil }
            while take("&&") {
                guard let right = negation() else { return nil }
                result = result && right
            }
            return result
        }

        mutating func negation() -> Bool? {
            if take("!") { return negation().map { !$0 } }
            if index < tokens.count, tokens[index] == .symbol("("), let saved = Optional(index) {
                index += 1
                if let inner = disjunction(), take(")") { return inner }
                index = saved
            }
            return comparison()
        }

        mutating func comparison() -> Bool? {
            guard let left = number() else { return nil }
            for symbol in ["<=", ">=", "==", "!=", "<", ">"] where take(symbol) {
                guard let right = number() else { return nil }
                switch symbol {
                case "<=": return left <= right
                case ">=": return left >= right
                case "==": return left == right
                case "!=": return left != right
                case "<": return left < right
                default: return left > right
                }
            }
            return nil
        }

        mutating func number() -> Double? {
            let negative = take("-")
            guard index < tokens.count else { return nil }
            let value: Double?
            switch tokens[index] {
            case .number(let number): value = number
            case .name(let name): value = values[name]
            case .symbol: value = nil
            }
            guard let value else { return nil }
            index += 1
            return negative ? -value : value
        }
    }
}
