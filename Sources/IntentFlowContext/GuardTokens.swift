import IntentFlowManifest

/// A guard's Swift text as tokens for ``SampleGuardEvaluator``: numbers, string literals, names and symbols.
/// `nil` for a character no guard the evaluator reads holds (`#`, `$`, a multi-line string).
struct GuardTokens {
    enum Token: Hashable, Sendable {
        case number(String)
        case string(String)
        case name(String)
        /// An operator or punctuation; `postfix!` and `postfix?` are `!` and `?` written against what they follow.
        case symbol(String)

        var text: String {
            switch self {
            case .number(let text), .string(let text), .name(let text), .symbol(let text): text
            }
        }
    }

    private static let pairs: Set<String> = ["==", "!=", "<=", ">=", "&&", "||", "??", "?."]
    private static let singles: Set<Character> = [
        "<", ">", "!", "?", "(", ")", "[", "]", ",", ".", ":", "+", "-", "*", "/", "%",
    ]

    let tokens: [Token]

    init?(_ text: String) {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character.isNumber {
                let end = Self.end(of: characters, from: index) { $0.isNumber || $0 == "." || $0 == "_" || $0.isLetter }
                tokens.append(.number(String(characters[index..<end])))
                index = end
            } else if character == "\"" {
                guard let end = Self.endOfString(characters, from: index) else { return nil }
                tokens.append(.string(String(characters[index..<end])))
                index = end
            } else if IdentifierSyntax.isIdentifierCharacter(character) || character == "`" {
                let end = Self.end(of: characters, from: index) {
                    IdentifierSyntax.isIdentifierCharacter($0) || $0 == "`"
                }
                tokens.append(.name(String(characters[index..<end]).filter { $0 != "`" }))
                index = end
            } else {
                guard let symbol = Self.symbol(in: characters, at: index) else { return nil }
                tokens.append(.symbol(symbol.text))
                index += symbol.length
            }
        }
        self.tokens = tokens
    }

    /// The symbol at `index` and how many characters it takes.
    private static func symbol(in characters: [Character], at index: Int) -> (text: String, length: Int)? {
        let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if pairs.contains(pair) { return (pair, 2) }
        let character = characters[index]
        guard singles.contains(character) else { return nil }
        // `x!` and `x?` unwrap; `!x` negates: the difference is whether a value comes right before.
        if character == "!" || character == "?", index > 0,
            IdentifierSyntax.isIdentifierCharacter(characters[index - 1]) || [")", "]"].contains(characters[index - 1])
        {
            return ("postfix\(character)", 1)
        }
        return (String(character), 1)
    }

    private static func end(of characters: [Character], from start: Int, while accepts: (Character) -> Bool) -> Int {
        var end = start
        while end < characters.count, accepts(characters[end]) { end += 1 }
        return end
    }

    /// The index after the string literal opening at `start`, skipping escapes; `nil` when it does not close.
    private static func endOfString(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
            } else if characters[index] == "\"" {
                return index + 1
            } else {
                index += 1
            }
        }
        return nil
    }
}
