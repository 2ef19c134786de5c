import IntentFlowTemplates

/// The spellings of one name that generated code and paths need: `DeviceConnection`, `deviceConnection`,
/// `device_connection`, `device-connection`, `deviceconnection`.
///
/// A name is split into words at case changes (`userID` → `user`, `ID`; `HTTPClient` → `HTTP`, `Client`), digits
/// stay with the word before them, and any character that is not a letter or digit separates words.
struct CaseStyle: Hashable, Sendable {
    /// The words, as written.
    let words: [String]

    /// Splits `name` into words, as the templates' case filters do (``WordSplitter``).
    init(_ name: String) {
        words = WordSplitter.words(in: name).map(String.init)
    }

    /// The words of `parts`, each split on its own: the same words as splitting them joined with spaces, without
    /// joining them only to split them again.
    init(joining parts: [String]) {
        words = parts.flatMap { WordSplitter.words(in: $0).map(String.init) }
    }

    /// `DeviceConnection`: every word capitalised; runs of capitals such as `ID` are kept.
    var pascal: String {
        words.map(Self.capitalised).joined()
    }

    /// `deviceConnection`: the first word lowercased, the others capitalised.
    var camel: String {
        guard let first = words.first else { return "" }
        return Self.lowercasedWord(first) + words.dropFirst().map(Self.capitalised).joined()
    }

    /// `device_connection`.
    var snake: String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// `device-connection`.
    var kebab: String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// `deviceconnection`.
    var lower: String {
        words.map { $0.lowercased() }.joined()
    }

    /// `requesting token`, `device ID`: words separated by spaces, lowercased unless written in capitals. For prose.
    var phrase: String {
        words.map { word in word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased() }
            .joined(separator: " ")
    }

    /// `Requesting token`, `Device ID`: the phrase with its first letter capitalised. For a screen's wording.
    var title: String {
        Self.capitalised(phrase)
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `Device` → `device`: a word in capitals is lowercased whole.
    private static func lowercasedWord(_ word: String) -> String {
        if word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
