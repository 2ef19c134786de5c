import IntentFlowManifest

/// A value as a manifest writes it (a sample, a value a trace writes, a literal in a guard), read only as far as its
/// written form decides: what two such values compare to, and the few members that form answers (``member(_:type:)``).
///
/// Reading never guesses. Literals (numbers, strings without escapes, `true`, `false`, `nil`, arrays of them) are
/// what they say. A name such as `TodoItem.twoRows` equals the name spelled the same and nothing else is known of it;
/// a call (`UUID(7)`, `t.sortedByCompletion()`) is the feature's code, of which nothing is known at all. Two implicit
/// members with different names (`.all`, `.completed`) may be a type's static values that are equal, so they differ
/// only where they are cases of an enum known here (`Result`'s `success` and `failure`, `Optional`'s).
indirect enum WrittenValue: Hashable, Sendable {
    /// `2`, `-0.5`, `1_000`, or a sum a step computed from numbers (`1 + 1`).
    case number(Double)
    /// A string literal without escapes or interpolation.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil` or `.none`.
    case none
    /// An optional known to hold a value: `.some(x)`, or a sample of the wrapped type.
    case some(WrittenValue)
    /// An array literal, `[]` included.
    case array([WrittenValue])
    /// The empty dictionary literal `[:]`.
    case emptyDictionary
    /// An implicit member: `.completed`, `.success([])`, its arguments without their labels (`nil`: none written).
    case member(String, [WrittenValue]?)
    /// A name or a qualified name (`TodoItem.twoRows`): equal to itself spelled the same.
    case name(String)
    /// Anything else: a call, an operator this type does not compute, an escaped string.
    case opaque

    /// The members of a known enum whose differently named cases are different values.
    private static let knownCases: Set<String> = ["success", "failure", "some", "none"]
    /// Names whose value changes from one reading to the next, or is not equal to itself.
    private static let unstableNames: Set<String> = ["now", "nan", "signalingNaN", "random"]

    /// Reads `text` (Swift source). A value of an optional `type` that is one of its samples (``isSample``) and not
    /// `nil` holds a value: samples of `T?` are `T`'s samples and `nil`.
    init(_ text: String, type: String = "", isSample: Bool = false) {
        let value = Self.read(text.trimmingWhitespace())
        if isSample, SwiftTypeLayers(type).layers.first == .optional, value != .none {
            self = .some(value)
        } else {
            self = value
        }
    }

    private static func read(_ text: String) -> WrittenValue {
        if text == "nil" || text == ".none" { return .none }
        if text == "true" || text == "false" { return .bool(text == "true") }
        if text == "[:]" { return .emptyDictionary }
        if text.first.map({ $0.isNumber || $0 == "-" || $0 == "(" }) == true, let number = GuardedStart.number(text) {
            return .number(number)
        }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") {
            let body = text.dropFirst().dropLast()
            return body.contains("\\") || body.contains("\"") ? .opaque : .string(String(body))
        }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let body = String(text.dropFirst().dropLast()).trimmingWhitespace()
            let elements = body.isEmpty ? [] : TopLevelCommas.split(body)
            if elements.contains(where: { $0.contains(":") && !$0.contains("(") }) { return .opaque }
            return .array(elements.map { read($0.trimmingWhitespace()) })
        }
        if text.hasPrefix("("), text.hasSuffix(")"), let inner = Self.parenthesized(text) { return read(inner) }
        if text.hasPrefix(".") { return member(String(text.dropFirst())) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if !parts.isEmpty, parts.allSatisfy({ IdentifierSyntax.isValid(String($0)) }) { return .name(text) }
        return .opaque
    }

    /// `.name` or `.name(arguments)` after its dot.
    private static func member(_ text: String) -> WrittenValue {
        let name = String(text.prefix(while: IdentifierSyntax.isIdentifierCharacter))
        guard !name.isEmpty else { return .opaque }
        let rest = text.dropFirst(name.count)
        if rest.isEmpty { return .member(name, nil) }
        guard rest.hasPrefix("("), rest.hasSuffix(")"), let inner = parenthesized(String(rest)) else { return .opaque }
        let arguments = (inner.trimmingWhitespace().isEmpty ? [] : TopLevelCommas.split(inner)).map {
            read(unlabelled($0.trimmingWhitespace()))
        }
        return name == "some" && arguments.count == 1 ? .some(arguments[0]) : .member(name, arguments)
    }

    /// The text inside `(…)` when the parentheses enclose all of `text`; `(value as Type)` gives `value`.
    private static func parenthesized(_ text: String) -> String? {
        var depth = 0
        var inString = false
        for (offset, character) in text.enumerated() {
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, offset < text.count - 1 { return nil }
        }
        let inner = String(text.dropFirst().dropLast())
        let words = inner.split(separator: " ", omittingEmptySubsequences: false)
        if let cast = words.firstIndex(of: "as") { return words[..<cast].joined(separator: " ") }
        return inner
    }

    /// `value` of `label: value`.
    private static func unlabelled(_ argument: String) -> String {
        guard let colon = argument.firstIndex(of: ":"),
            IdentifierSyntax.isValid(String(argument[..<colon]).trimmingWhitespace())
        else { return argument }
        return String(argument[argument.index(after: colon)...]).trimmingWhitespace()
    }

    /// Whether the two values are equal (`==`); `nil` when their written forms do not decide it.
    func equals(_ other: WrittenValue) -> Bool? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.none, let value), (let value, .none): return value.isLiteral ? false : nil
        case (.some(let a), .some(let b)): return a.equals(b)
        case (.some(let a), let b), (let b, .some(let a)): return b.isLiteral ? a.equals(b) : nil
        case (.array(let a), .array(let b)):
            return a.count != b.count ? false : Self.all(zip(a, b).map { $0.equals($1) })
        case (.emptyDictionary, .emptyDictionary): return true
        case (.member(let a, let x), .member(let b, let y)):
            if a != b { return Self.knownCases.contains(a) && Self.knownCases.contains(b) ? false : nil }
            guard let x, let y else { return x == nil && y == nil ? true : nil }
            return x.count == y.count ? Self.all(zip(x, y).map { $0.equals($1) }) : nil
        case (.name(let a), .name(let b)):
            let last = a.split(separator: ".").last.map(String.init) ?? a
            return a == b && !Self.unstableNames.contains(last) ? true : nil
        default: return nil
        }
    }

    /// Whether the value is a literal, which is never `nil`.
    private var isLiteral: Bool {
        switch self {
        case .number, .string, .bool, .array, .emptyDictionary, .some: true
        default: false
        }
    }

    /// `true` when every one is, `false` when one is, else `nil` (`&&` on undecided values).
    static func all(_ values: [Bool?]) -> Bool? {
        if values.contains(false) { return false }
        return values.contains(nil) ? nil : true
    }

    /// The member `name` of a value of `type`, where the written form decides it: `isEmpty` and `count` of a
    /// string or an array, and the runtime's `error` and `value` of a `Result<…, FlowError>`. `nil` otherwise.
    func member(_ name: String, type: String) -> WrittenValue? {
        let layers = SwiftTypeLayers(type)
        let isCollection =
            layers.layers.first == .array || layers.isDictionary
            || (layers.layers.isEmpty && ["String", "Substring"].contains(layers.core))
        switch (name, self) {
        case ("isEmpty", .string(let text)) where isCollection: return .bool(text.isEmpty)
        case ("count", .string(let text)) where isCollection: return .number(Double(text.count))
        case ("isEmpty", .array(let elements)) where isCollection: return .bool(elements.isEmpty)
        case ("count", .array(let elements)) where isCollection: return .number(Double(elements.count))
        case ("isEmpty", .emptyDictionary) where isCollection: return .bool(true)
        case ("count", .emptyDictionary) where isCollection: return .number(0)
        case ("error", .member(let outcome, let arguments?)) where Self.isFlowResult(layers):
            return outcome == "failure"
                ? arguments.first.map { .some($0) } : outcome == "success" ? WrittenValue.none : nil
        case ("value", .member(let outcome, let arguments?)) where Self.isFlowResult(layers):
            return outcome == "success"
                ? arguments.first.map { .some($0) } : outcome == "failure" ? WrittenValue.none : nil
        default: return nil
        }
    }

    /// Whether the type is `Result<…, FlowError>`, whose `error` and `value` the runtime defines.
    private static func isFlowResult(_ layers: SwiftTypeLayers) -> Bool {
        layers.layers.isEmpty && layers.core.hasPrefix("Result<") && layers.core.hasSuffix(",FlowError>")
    }
}
