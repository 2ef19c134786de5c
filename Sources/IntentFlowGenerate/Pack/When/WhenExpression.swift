import IntentFlowManifest
import IntentFlowProject

import enum IntentFlowTemplates.TemplateValue

/// The condition of a file entry (`when: params.ui == "swiftui"`): the file is rendered only when it holds.
///
/// A fact is a dotted name looked up in the context the file renders with (`routes.hasCases`, `tools.claude`); it
/// holds when its value is truthy as a Mustache section would be. `==` and `!=` compare the text of two facts or
/// string literals. `not`, `and`, `or` and parentheses combine them; `not` binds tightest, then `and`, then `or`.
/// ``WhenParser`` reads the text; ``evaluate(in:)`` decides for one context.
package indirect enum WhenExpression: Hashable, Sendable {
    /// A name looked up in the context, with where it is written.
    case fact(String, SourceLocation)
    /// A quoted string.
    case literal(String)
    /// `a == b`, or `a != b` when `equal` is false.
    case comparison(WhenExpression, WhenExpression, equal: Bool)
    /// `not a`.
    case not(WhenExpression)
    /// `a and b`.
    case and(WhenExpression, WhenExpression)
    /// `a or b`.
    case or(WhenExpression, WhenExpression)

    /// Whether the condition holds in a context.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.when`) at the fact's location when a name is not in the context, with
    ///   the closest name as a suggestion: a misspelt fact must not silently skip a file.
    package func evaluate(in context: TemplateValue) throws(GeneratorError) -> Bool {
        switch self {
        case .fact, .literal:
            return try value(in: context).isTruthy
        case .comparison(let left, let right, let equal):
            let same = try left.value(in: context).text == right.value(in: context).text
            return same == equal
        case .not(let operand):
            return try !operand.evaluate(in: context)
        case .and(let left, let right):
            // Spelled out: `&&`'s autoclosure would widen the typed throw.
            guard try left.evaluate(in: context) else { return false }
            return try right.evaluate(in: context)
        case .or(let left, let right):
            if try left.evaluate(in: context) { return true }
            return try right.evaluate(in: context)
        }
    }

    /// The facts the expression names, in the order written.
    package var facts: [(name: String, location: SourceLocation)] {
        switch self {
        case .fact(let name, let location): [(name, location)]
        case .literal: []
        case .comparison(let left, let right, _), .and(let left, let right), .or(let left, let right):
            left.facts + right.facts
        case .not(let operand): operand.facts
        }
    }

    /// The value of a fact or literal; a combination's truth as a boolean.
    private func value(in context: TemplateValue) throws(GeneratorError) -> TemplateValue {
        switch self {
        case .literal(let text):
            return .string(text)
        case .fact(let name, let location):
            if let problem = Self.unknownName(name, in: context) {
                throw GeneratorError(problem, at: location, rule: "pack.when")
            }
            return Self.lookup(name, in: context) ?? .null
        default:
            return .bool(try evaluate(in: context))
        }
    }

    /// The value at a dotted name, `nil` when any part is missing.
    static func lookup(_ name: String, in context: TemplateValue) -> TemplateValue? {
        // Most names have no dot: looked up whole, without splitting.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return context[name] }
        var current = context
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current[String(part)] else { return nil }
            current = next
        }
        return current
    }

    /// Why a dotted name is not in a context (`'params.iu' is not …; did you mean 'params.ui'?`), or `nil` when it is.
    static func unknownName(_ name: String, in context: TemplateValue) -> String? {
        guard lookup(name, in: context) == nil else { return nil }
        let hint = closestName(to: name, in: context).map { "; did you mean '\($0)'?" } ?? ""
        return "'when:' names '\(name)', which is not in the context" + hint
    }

    /// The existing dotted name closest to a missing one: the parts that exist, then the closest key where the
    /// lookup fails (`params.iu` → `params.ui`); `nil` when no key is close.
    static func closestName(to name: String, in context: TemplateValue) -> String? {
        var current = context
        var prefix: [String] = []
        for part in name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let next = current[part] else {
                guard case .dictionary(let values) = current,
                    let suggestion = EditDistance.suggestion(for: part, among: values.keys.sorted())
                else { return nil }
                return (prefix + [suggestion]).joined(separator: ".")
            }
            prefix.append(part)
            current = next
        }
        return nil
    }
}
