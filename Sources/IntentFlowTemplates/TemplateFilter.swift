import IntentFlowText

/// A transformation applied to a value's text in an interpolation tag: `{{name | camelCase}}`.
///
/// Filters chain left to right (`{{name | snake_case | upperFirst}}`) and are checked when the template compiles: an
/// unknown filter is a located error, never a silent no-op. See Docs/Templates.md for every filter with examples.
/// The engine's filters know letters and lines only; a language's naming comes in as a ``NamedFilter``.
package enum TemplateFilter: Sendable, Hashable, CustomStringConvertible {
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
    /// `indent(n)`: every line but the first of a multi-line value is indented by `n` spaces; empty lines stay empty.
    /// The first line is not indented because the tag already stands where it starts.
    case indent(Int)
    /// A filter the program gave the engine when the template was compiled (``NamedFilter``).
    case named(NamedFilter)

    /// Every built-in filter name the parser accepts, as written in templates.
    package static let names = [
        "upperFirst", "lowerFirst", "uppercase", "lowercase", "camelCase", "PascalCase", "snake_case", "kebab-case",
        "indent(n)",
    ]

    /// Parses one filter as written after a `|`, e.g. `camelCase`, `indent(4)` or the name of one of `named`.
    package init?(parsing text: String, named: [NamedFilter] = []) {
        switch text {
        case "upperFirst": self = .upperFirst
        case "lowerFirst": self = .lowerFirst
        case "uppercase": self = .uppercase
        case "lowercase": self = .lowercase
        case "camelCase": self = .camelCase
        case "PascalCase": self = .pascalCase
        case "snake_case": self = .snakeCase
        case "kebab-case": self = .kebabCase
        default:
            if let filter = named.first(where: { $0.name == text }) {
                self = .named(filter)
                return
            }
            guard text.hasPrefix("indent("), text.hasSuffix(")") else { return nil }
            let argument = String(text.dropFirst("indent(".count).dropLast()).trimmingTemplateWhitespace()
            guard let width = Int(argument), (0...256).contains(width) else { return nil }
            self = .indent(width)
        }
    }

    /// The filter as written in a template.
    package var description: String {
        switch self {
        case .upperFirst: "upperFirst"
        case .lowerFirst: "lowerFirst"
        case .uppercase: "uppercase"
        case .lowercase: "lowercase"
        case .camelCase: "camelCase"
        case .pascalCase: "PascalCase"
        case .snakeCase: "snake_case"
        case .kebabCase: "kebab-case"
        case .indent(let width): "indent(\(width))"
        case .named(let filter): filter.name
        }
    }

    /// Applies the filter to a text.
    package func apply(to text: String) -> String {
        switch self {
        case .upperFirst: text.prefix(1).uppercased() + text.dropFirst()
        case .lowerFirst: text.prefix(1).lowercased() + text.dropFirst()
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .camelCase: Self.camelCase(WordSplitter.words(in: text))
        case .pascalCase: Self.pascalCase(WordSplitter.words(in: text))
        case .snakeCase: Self.lowercased(WordSplitter.words(in: text), separator: "_")
        case .kebabCase: Self.lowercased(WordSplitter.words(in: text), separator: "-")
        case .indent(let width): Self.indent(text, by: String(repeating: " ", count: width))
        case .named(let filter): filter.transform(text)
        }
    }

    // The case filters' joining of words already split; the generator's `CaseStyle` joins its names with these too.

    /// `userName` from `user`, `name`; a first word in capitals is lower-cased whole (`URL`, `session` → `urlSession`).
    package static func camelCase(_ words: [Substring]) -> String {
        guard let first = words.first else { return "" }
        let isAcronym = first.count > 1 && first.allSatisfy { $0.isUppercase || $0.isNumber }
        let head = isAcronym ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map(capitalized).joined()
    }

    /// `UserName` from `user`, `name`; runs of capitals such as `ID` are kept.
    package static func pascalCase(_ words: [Substring]) -> String {
        words.map(capitalized).joined()
    }

    /// The words lower-cased and joined with `separator`: `user_name`, `user-name`, `username`.
    package static func lowercased(_ words: [Substring], separator: String) -> String {
        words.map { $0.lowercased() }.joined(separator: separator)
    }

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
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
