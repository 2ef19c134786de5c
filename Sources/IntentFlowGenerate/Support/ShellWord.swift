import IntentFlowManifest

/// A path written into a command an agent or a person runs as written (`intentflow validate <path>`): one shell word
/// whatever the path holds, so a folder named `$(touch PWNED)` is a name, not a command.
enum ShellWord {
    /// `text` as is when every byte is one the shell takes literally (letters, digits, `_ - . / + , : @ % =`); else
    /// in single quotes, each `'` written `'\''`.
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy(isLiteral) { return text }
        return "'" + text.replacingEvery("'", with: #"'\''"#) + "'"
    }

    /// A relative path as one shell word that no command reads as an option: `./-h/Login.intentflow.yaml` for a path
    /// starting with `-` (a folder named `-h` would otherwise ask for help).
    static func path(_ path: String) -> String {
        quoted(path.hasPrefix("-") ? "./" + path : path)
    }

    private static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "_-./+,:@%=".utf8.contains(byte)
        }
    }
}
