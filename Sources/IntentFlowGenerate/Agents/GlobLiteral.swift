/// A path written into a glob list (Cursor's and Antigravity's `globs:`, Copilot's `applyTo:`) so that it matches
/// that path and nothing else.
///
/// Those lists are split at commas, and `*`, `?`, `[` and `{` are patterns: a feature folder named `x,**,y` would
/// otherwise add `**`, every file of the project, to the rule. Each pattern character is put in a bracket class of
/// its own (`[*]`), which every glob dialect reads as that one character; a comma cannot be (the lists are split
/// before any glob is read, brackets or not), so it becomes `?`, one character, which matches it.
enum GlobLiteral {
    /// `path` with each of `* ? [ ] { }` written as a one-character class and each `,` as `?`.
    static func escaped(_ path: String) -> String {
        var result = ""
        for character in path {
            if character == "," {
                result += "?"
            } else if "*?[]{}".contains(character) {
                result += "[\(character)]"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
