import IntentFlowManifest

/// Reads the text of a `when:` condition into a ``WhenExpression``.
///
/// ```
/// expression := term ("or" term)*
/// term       := factor ("and" factor)*
/// factor     := "not" factor | operand (("==" | "!=") operand)?
/// operand    := "(" expression ")" | name | "string" | 'string'
/// name       := letter or "_", then letters, digits, "_", "-", "." (params.ui, tools.claude)
/// ```
///
/// A recursive-descent parser over a token list; nesting is bounded so no input exhausts the stack.
package struct WhenParser {
    /// How deeply parentheses and `not` may nest.
    static let maximumNesting = 64

    /// A problem in the text, at a character offset.
    package struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// The offset, in Unicode scalars, of the character it is about.
        package var offset: Int
    }

    private enum Kind: Hashable {
        case name(String)
        case string(String)
        case open, close, equal, notEqual, and, or, not, end
    }

    private struct Token: Hashable {
        var kind: Kind
        var offset: Int
    }

    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    private let locate: (Int) -> SourceLocation

    /// Parses a condition.
    ///
    /// - Parameters:
    ///   - text: The condition as written.
    ///   - locate: Maps an offset in `text` to where it is written in its file (facts keep their location, for
    ///     errors when a context lacks them).
    /// - Throws: ``Failure`` at the first character that does not fit the grammar.
    package static func parse(_ text: String, locate: @escaping (Int) -> SourceLocation) throws(Failure)
        -> WhenExpression
    {
        var parser = WhenParser(tokens: try tokenize(text), locate: locate)
        let expression = try parser.expression()
        let last = parser.tokens[parser.index]
        guard last.kind == .end else {
            throw Failure(message: "unexpected \(describe(last.kind))", offset: last.offset)
        }
        return expression
    }

    private init(tokens: [Token], locate: @escaping (Int) -> SourceLocation) {
        self.tokens = tokens
        self.locate = locate
    }

    private mutating func expression() throws(Failure) -> WhenExpression {
        var result = try term()
        while tokens[index].kind == .or {
            index += 1
            result = .or(result, try term())
        }
        return result
    }

    private mutating func term() throws(Failure) -> WhenExpression {
        var result = try factor()
        while tokens[index].kind == .and {
            index += 1
            result = .and(result, try factor())
        }
        return result
    }

    private mutating func factor() throws(Failure) -> WhenExpression {
        if tokens[index].kind == .not {
            index += 1
            return .not(try nested { (parser: inout WhenParser) throws(Failure) in try parser.factor() })
        }
        let left = try operand()
        switch tokens[index].kind {
        case .equal, .notEqual:
            let equal = tokens[index].kind == .equal
            index += 1
            return .comparison(left, try operand(), equal: equal)
        default:
            return left
        }
    }

    private mutating func operand() throws(Failure) -> WhenExpression {
        let token = tokens[index]
        switch token.kind {
        case .name(let name):
            index += 1
            return .fact(name, locate(token.offset))
        case .string(let text):
            index += 1
            return .literal(text)
        case .open:
            index += 1
            let inner = try nested { (parser: inout WhenParser) throws(Failure) in try parser.expression() }
            guard tokens[index].kind == .close else {
                throw Failure(
                    message: "this '(' is never closed (found \(Self.describe(tokens[index].kind)) where ')' belongs)",
                    offset: token.offset)
            }
            index += 1
            return inner
        default:
            throw Failure(
                message: "expected a name, a quoted string or '(', found \(Self.describe(token.kind))",
                offset: token.offset)
        }
    }

    private mutating func nested(
        _ body: (inout WhenParser) throws(Failure) -> WhenExpression
    ) throws(Failure) -> WhenExpression {
        guard depth < Self.maximumNesting else {
            throw Failure(
                message: "the condition nests more than \(Self.maximumNesting) levels deep",
                offset: tokens[index].offset)
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private static func describe(_ kind: Kind) -> String {
        switch kind {
        case .name(let name): "'\(name)'"
        case .string(let text): "the string \"\(text)\""
        case .open: "'('"
        case .close: "')'"
        case .equal: "'=='"
        case .notEqual: "'!='"
        case .and: "'and'"
        case .or: "'or'"
        case .not: "'not'"
        case .end: "the end of the condition"
        }
    }

    private static func tokenize(_ text: String) throws(Failure) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var offset = 0
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.properties.isAlphabetic && scalar.isASCII) || scalar == "_"
        }
        func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
        }
        while offset < scalars.count {
            let scalar = scalars[offset]
            let start = offset
            switch scalar {
            case " ", "\t", "\n", "\r":
                offset += 1
            case "(":
                tokens.append(Token(kind: .open, offset: start))
                offset += 1
            case ")":
                tokens.append(Token(kind: .close, offset: start))
                offset += 1
            case "=", "!":
                guard offset + 1 < scalars.count, scalars[offset + 1] == "=" else {
                    let hint = scalar == "=" ? "; compare with '=='" : "; write 'not' to negate, '!=' to compare"
                    throw Failure(message: "unexpected '\(scalar)'\(hint)", offset: start)
                }
                tokens.append(Token(kind: scalar == "=" ? .equal : .notEqual, offset: start))
                offset += 2
            case "\"", "'":
                offset += 1
                var value = String.UnicodeScalarView()
                while offset < scalars.count, scalars[offset] != scalar {
                    value.append(scalars[offset])
                    offset += 1
                }
                guard offset < scalars.count else {
                    throw Failure(message: "the string opened here is never closed", offset: start)
                }
                offset += 1
                tokens.append(Token(kind: .string(String(value)), offset: start))
            default:
                guard isNameStart(scalar) else {
                    let hint = scalar == "&" || scalar == "|" ? "; write 'and' or 'or'" : ""
                    throw Failure(message: "unexpected '\(scalar)'\(hint)", offset: start)
                }
                while offset < scalars.count, isNamePart(scalars[offset]) { offset += 1 }
                var word = String.UnicodeScalarView()
                word.append(contentsOf: scalars[start..<offset])
                let name = String(word)
                guard !name.hasSuffix("."), !name.contains("..") else {
                    throw Failure(
                        message: "'\(name)' is not a name: each part between dots must be non-empty", offset: start)
                }
                switch name {
                case "and": tokens.append(Token(kind: .and, offset: start))
                case "or": tokens.append(Token(kind: .or, offset: start))
                case "not": tokens.append(Token(kind: .not, offset: start))
                default: tokens.append(Token(kind: .name(name), offset: start))
                }
            }
        }
        tokens.append(Token(kind: .end, offset: scalars.count))
        return tokens
    }
}
