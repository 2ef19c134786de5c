import IntentFlowManifest

/// One element of a reducer's tuple pattern, read from its text: `_`, `let current`, `.idle`, `LoginState.idle`,
/// `.failed(let message)`, `.devicesFound([])`. See ``ReducerSwitchReader``.
package struct PatternElement: Hashable, Sendable {
    /// The case named, or `nil` when the element matches anything (`_`, a binding).
    package let name: String?
    /// The text inside the parentheses after the name, if any.
    package let arguments: String?
    /// Whether an argument is a value rather than a binding or `_`, so only some values match.
    package let isConditional: Bool
    /// Whether the element binds every name it holds (`let .failed(message)`, or inside `case let (…)`).
    package let bindsAll: Bool

    /// Reads `text`; `bindsAll` when a `let` before the whole pattern makes bare names bindings. `nil` for any other
    /// shape (an expression, a type cast).
    package init?(_ text: String, bindsAll: Bool) {
        var rest = Substring(ReducerSwitchReader.collapsed(text))
        var binds = bindsAll
        for keyword in ["let ", "var "] where rest.hasPrefix(keyword) {
            rest = rest.dropFirst(keyword.count)
            binds = true
        }
        self.bindsAll = binds
        if rest == "_" || (binds && Self.isIdentifier(rest)) {
            name = nil
            arguments = nil
            isConditional = false
            return
        }
        // `LoginState.idle`, `FlowSignal.intent(…)`: the case after the type.
        let head = rest.prefix { $0 != "(" }
        if !rest.hasPrefix("."), let dot = head.lastIndex(of: "."), rest.first?.isUppercase == true {
            rest = rest[dot...]
        }
        guard rest.hasPrefix(".") else { return nil }
        let caseName = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        guard !caseName.isEmpty else { return nil }
        let after = rest.dropFirst(1 + caseName.count).drop(while: \.isWhitespace)
        name = caseName.replacingEvery("`", with: "")
        if after.isEmpty {
            arguments = nil
            isConditional = false
            return
        }
        guard let inner = Self.parenthesized(after) else { return nil }
        arguments = inner
        isConditional = Self.hasValue(inner, bindsAll: binds)
    }

    /// The text inside `(` … `)` when those parentheses wrap all of `text`.
    package static func parenthesized(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "("),
            SwiftDeclarationReader.matchingClose(in: bytes, from: 0) == bytes.count - 1
        else { return nil }
        return String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self)
    }

    /// Whether an argument of `arguments` is a value (`[]`, `true`, `.timeout`) rather than `_` or a binding.
    private static func hasValue(_ arguments: String, bindsAll: Bool) -> Bool {
        let bytes = Array(arguments.utf8)
        let parts = SwiftDeclarationReader.topLevelSplit(bytes, from: 0, to: bytes.count, separator: UInt8(ascii: ","))
        return parts.contains { part in
            var argument = Substring(String(decoding: bytes[part], as: UTF8.self)).drop(while: \.isWhitespace)
            // `progress: let value`: the label is not the pattern.
            if let colon = argument.firstIndex(of: ":"),
                Self.isIdentifier(argument[..<colon].drop(while: \.isWhitespace))
            {
                argument = argument[argument.index(after: colon)...].drop(while: \.isWhitespace)
            }
            let trimmed = argument.trimmingSuffix(while: \.isWhitespace)
            if trimmed == "_" || trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") { return false }
            return !(bindsAll && Self.isIdentifier(trimmed))
        }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, IdentifierSyntax.isIdentifierScalar(first, first: true) else {
            return false
        }
        return text.allSatisfy(IdentifierSyntax.isIdentifierCharacter)
    }
}

extension Substring {
    /// The text without trailing characters that satisfy `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
