import IntentFlowTemplates
import IntentFlowText

/// The spellings of one name that generated code and paths need: `DeviceConnection`, `deviceConnection`,
/// `device_connection`, `device-connection`, `deviceconnection`.
///
/// A name is split into words at case changes (`userID` → `user`, `ID`; `HTTPClient` → `HTTP`, `Client`), digits
/// stay with the word before them, and any character that is not a letter or digit separates words.
struct CaseStyle: Hashable, Sendable {
    /// The words, as written.
    let words: [Substring]

    /// Splits `name` into words, as the templates' case filters do (``WordSplitter``).
    init(_ name: String) {
        words = WordSplitter.words(in: name)
    }

    /// The words of `parts`, each split on its own: the same words as splitting them joined with spaces, without
    /// joining them only to split them again.
    init(joining parts: [String]) {
        words = parts.flatMap { WordSplitter.words(in: $0) }
    }

    /// `DeviceConnection`: every word capitalised; runs of capitals such as `ID` are kept.
    var pascal: String { TemplateFilter.pascalCase(words) }

    /// `DeviceConnection` from `deviceConnection`: for a name that is already camel case (no separators, each word
    /// after the first capitalised), the same as `CaseStyle(name).pascal` without splitting it again.
    static func pascal(ofCamel name: String) -> String {
        capitalised(name)
    }

    /// `deviceConnection`: the first word lowercased (whole when it is in capitals), the others capitalised.
    var camel: String { TemplateFilter.camelCase(words) }

    /// `device_connection`.
    var snake: String { TemplateFilter.lowercased(words, separator: "_") }

    /// `device-connection`.
    var kebab: String { TemplateFilter.lowercased(words, separator: "-") }

    /// `deviceconnection`.
    var lower: String { TemplateFilter.lowercased(words, separator: "") }

    /// `requesting token`, `device ID`: words separated by spaces, lowercased unless written in capitals. For prose.
    var phrase: String {
        words.map { word in word.allSatisfy { $0.isUppercase || $0.isNumber } ? String(word) : word.lowercased() }
            .joined(separator: " ")
    }

    /// `Requesting token`, `Device ID`: the phrase with its first letter capitalised. For a screen's wording.
    var title: String {
        Self.capitalised(phrase)
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
