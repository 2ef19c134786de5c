/// A transformation applied to a value's text in an interpolation tag: `{{name | camelCase}}`.
///
/// Filters chain left to right (`{{name | snake_case | upperFirst}}`) and are checked when the template compiles: an
/// unknown filter is a located error, never a silent no-op. See Docs/Templates.md for every filter with examples.
public enum TemplateFilter: Sendable, Hashable, CustomStringConvertible {
    /// `upperFirst`: the first character upper-cased, the rest unchanged (`userName` → `UserName`).
    case upperFirst
    /// `lowerFirst`: the first character lower-cased, the rest unchanged (`UserName` → `userName`).
    case lowerFirst
    /// `uppercase`: every character upper-cased.
    case uppercase
    /// `lowercase`: every character lower-cased.
    case lowercase
    /// `camelCase`: words joined, each capitalised but the first, which is lower-cased (`user name` → `userName`,
    /// `URL session` → `urlSession`). Later words keep their inner capitals (`user ID` → `userID`).
    case camelCase
    /// `PascalCase`: words joined, each capitalised (`user_name` → `UserName`).
    case pascalCase
    /// `snake_case`: words lower-cased, joined with `_` (`userName` → `user_name`).
    case snakeCase
    /// `kebab-case`: words lower-cased, joined with `-` (`userName` → `user-name`).
    case kebabCase
    /// `swiftIdentifier`: a valid Swift identifier: characters that cannot appear in one become `_`, a leading digit
    /// gets a `_` before it, and a reserved word is wrapped in backticks (`default` → `` `default` ``).
    case swiftIdentifier
    /// `indent(n)`: every line but the first of a multi-line value is indented by `n` spaces; empty lines stay empty.
    /// The first line is not indented because the tag already stands where it starts.
    case indent(Int)

    /// Every filter name the parser accepts, as written in templates.
    public static let names = [
        "upperFirst", "lowerFirst", "uppercase", "lowercase", "camelCase", "PascalCase", "snake_case", "kebab-case",
        "swiftIdentifier", "indent(n)",
    ]

    /// Parses one filter as written after a `|`, e.g. `camelCase` or `indent(4)`.
    public init?(parsing text: String) {
        switch text {
        case "upperFirst": self = .upperFirst
        case "lowerFirst": self = .lowerFirst
        case "uppercase": self = .uppercase
        case "lowercase": self = .lowercase
        case "camelCase": self = .camelCase
        case "PascalCase": self = .pascalCase
        case "snake_case": self = .snakeCase
        case "kebab-case": self = .kebabCase
        case "swiftIdentifier": self = .swiftIdentifier
        default:
            guard text.hasPrefix("indent("), text.hasSuffix(")") else { return nil }
            let argument = String(text.dropFirst("indent(".count).dropLast()).trimmingTemplateWhitespace()
            guard let width = Int(argument), (0...256).contains(width) else { return nil }
            self = .indent(width)
        }
    }

    /// The filter as written in a template.
    public var description: String {
        switch self {
        case .upperFirst: "upperFirst"
        case .lowerFirst: "lowerFirst"
        case .uppercase: "uppercase"
        case .lowercase: "lowercase"
        case .camelCase: "camelCase"
        case .pascalCase: "PascalCase"
        case .snakeCase: "snake_case"
        case .kebabCase: "kebab-case"
        case .swiftIdentifier: "swiftIdentifier"
        case .indent(let width): "indent(\(width))"
        }
    }

    /// Applies the filter to a text.
    public func apply(to text: String) -> String {
        switch self {
        case .upperFirst: text.prefix(1).uppercased() + text.dropFirst()
        case .lowerFirst: text.prefix(1).lowercased() + text.dropFirst()
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .camelCase: Self.camelCase(WordSplitter.words(in: text))
        case .pascalCase: WordSplitter.words(in: text).map(Self.capitalized).joined()
        case .snakeCase: WordSplitter.words(in: text).map { $0.lowercased() }.joined(separator: "_")
        case .kebabCase: WordSplitter.words(in: text).map { $0.lowercased() }.joined(separator: "-")
        case .swiftIdentifier: SwiftKeywords.identifier(from: text)
        case .indent(let width): Self.indent(text, by: String(repeating: " ", count: width))
        }
    }

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func camelCase(_ words: [Substring]) -> String {
        guard let first = words.first else { return "" }
        let isAcronym = first.count > 1 && first.allSatisfy { $0.isUppercase || $0.isNumber }
        let head = isAcronym ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map(capitalized).joined()
    }

    private static func indent(_ text: String, by indentation: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var isFirst = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !isFirst {
                result += "\n"
                if !line.isEmpty { result += indentation }
            }
            result += line
            isFirst = false
        }
        return result
    }
}
