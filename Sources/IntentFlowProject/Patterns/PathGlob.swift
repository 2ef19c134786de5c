import IntentFlowManifest

/// A shell-style path pattern that selects the files a rule applies to: `**/*Flow.swift`, `Sources/*/Contract/*.swift`.
///
/// `*` matches within one path component, `**` across components (`**/` also matches no directory at all), `?` one
/// character, `[abc]` one of a set and `{a,b}` one of the alternatives. A pattern without `/` matches a file's name in
/// any directory, as in `.gitignore`: `*Flow.swift` selects `Features/Login/LoginFlow.swift`. Paths are relative to
/// the checked root, with `/` separators. The pattern is translated into an anchored PCRE2 expression.
package struct PathGlob: Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    private let compiled: CompiledPattern

    /// Compiles a glob. An unbalanced `[` or `{` is an error whose offset points into `pattern`.
    package init(_ pattern: String) throws(PatternError) {
        self.pattern = pattern
        let expression = try Self.translate(pattern)
        do {
            compiled = try CompiledPattern("^" + expression + "$", multiline: false)
        } catch {
            throw PatternError(message: error.message, utf8Offset: 0, scalarOffset: 0)
        }
    }

    /// Whether `path` (relative, `/`-separated) matches.
    package func matches(_ path: String, scratch: PatternScratch) -> Bool {
        var path = path
        return path.withUTF8 { compiled.matches($0, scratch: scratch) }
    }

    package var description: String { pattern }

    private static func translate(_ pattern: String) throws(PatternError) -> String {
        let scalars = Array(pattern.unicodeScalars)
        var expression = pattern.contains("/") ? "" : "(?:.*/)?"
        var index = 0
        var braceDepth = 0
        var braceStarts: [Int] = []
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let atComponentStart = index == 0 || scalars[index - 1] == "/"
                    let followedBySlash = index + 2 < scalars.count && scalars[index + 2] == "/"
                    if atComponentStart && followedBySlash {
                        expression += "(?:.*/)?"
                        index += 3
                    } else {
                        expression += ".*"
                        index += 2
                    }
                    continue
                }
                expression += "[^/]*"
            case "?":
                expression += "[^/]"
            case "[":
                guard let close = scalars[(index + 1)...].firstIndex(of: "]") else {
                    throw PatternError(
                        message: "'[' is not closed", utf8Offset: offset(of: index, in: scalars), scalarOffset: index)
                }
                var set = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                if set.hasPrefix("!") { set = "^" + set.dropFirst() }
                expression += "[" + set.replacingEvery("\\", with: "\\\\") + "]"
                index = close + 1
                continue
            case "{":
                braceDepth += 1
                braceStarts.append(index)
                expression += "(?:"
            case "}" where braceDepth > 0:
                braceDepth -= 1
                braceStarts.removeLast()
                expression += ")"
            case "," where braceDepth > 0:
                expression += "|"
            default:
                let character = String(scalar)
                expression += "\\^$.|+()[]{}".unicodeScalars.contains(scalar) ? "\\" + character : character
            }
            index += 1
        }
        if let open = braceStarts.last {
            throw PatternError(
                message: "'{' is not closed", utf8Offset: offset(of: open, in: scalars), scalarOffset: open)
        }
        return expression
    }

    private static func offset(of scalarIndex: Int, in scalars: [Unicode.Scalar]) -> Int {
        scalars.prefix(scalarIndex).reduce(0) { $0 + String($1).utf8.count }
    }
}
